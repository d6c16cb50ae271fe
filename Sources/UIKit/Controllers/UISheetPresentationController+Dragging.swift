import Foundation

/// Dragging a sheet: it follows the finger (rubber-banding past its highest detent, and past its
/// lowest when it cannot be dismissed); released, it goes to the detent nearest to where its
/// momentum would carry it, or is dismissed when "below the screen" is nearer. The settle is
/// UIKit's default spring (0.5 s, no bounce) starting at the finger's speed.
extension UISheetPresentationController {
  func handleSheetPan(_ pan: UIPanGestureRecognizer) {
    guard let containerView, !isTransitioning else { return }
    let layout = self.layout
    let tops = detentTops
    guard let highest = tops.min(), let lowest = tops.max() else { return }
    let canDismiss = !presentedViewController.isModalInPresentation
    let band = RubberBand(
      minimum: highest, maximum: canDismiss ? .greatestFiniteMagnitude : lowest,
      dimension: layout.containerHeight)
    let translation = pan.translation(in: containerView).y
    switch pan.state {
    case .began:
      // Catch the sheet where it is on screen, even in the middle of a settle.
      let shown = sheetView.layer.presentation()?.frame.minY ?? sheetView.frame.minY
      sheetView.layer.removeAllAnimations()
      dimmingView.layer.removeAllAnimations()
      draggedTop = shown
      dragStart = (band.fingerOffset(forDisplayedOffset: shown), translation)
      layoutPresentedViews()
    case .changed:
      guard let dragStart else { return }
      draggedTop = layout.displayedTop(
        forFingerTop: dragStart.fingerTop + translation - dragStart.translation, highest: highest,
        lowest: lowest, canDismiss: canDismiss)
      layoutPresentedViews()
    case .ended, .cancelled:
      guard dragStart != nil else { return }
      dragStart = nil
      let velocity = pan.state == .ended ? pan.velocity(in: containerView).y : 0
      let current = draggedTop ?? restingTop
      // Decided from where the finger is, not the banded sheet: a modal sheet pulled well down is
      // an attempt to dismiss even though it hardly moved.
      let finger = band.fingerOffset(forDisplayedOffset: current)
      if let index = layout.restingDetent(
        releasedAt: finger, velocity: velocity, detentTops: tops, canDismiss: true)
      {
        settle(at: index, from: current, velocity: velocity)
      } else {
        attemptDismissal(from: current, velocity: velocity)
      }
    default:
      break
    }
  }

  /// The tops of the active detents, smallest detent (lowest top) first.
  var detentTops: [CGFloat] {
    let layout = self.layout
    return resolvedDetents.map { layout.top(forDetentValue: $0.value) }
  }

  /// Animates the sheet from `current` to the detent at `index` and selects it; the delegate hears
  /// of a change of detent.
  func settle(at index: Int, from current: CGFloat, velocity: CGFloat) {
    let resolved = resolvedDetents
    let identifier = resolved[index].detent.identifier
    let changed = identifier != resolved[selectedIndex].detent.identifier
    // Selected while the drag still holds the sheet, so the change itself does not jump it.
    selectedDetentIdentifier = identifier
    draggedTop = nil
    let distance = restingTop - current
    UIView.animate(
      springDuration: DurationSpring.defaultDuration,
      initialSpringVelocity: distance != 0 ? velocity / distance : 0,
      options: [.allowUserInteraction]
    ) { self.layoutPresentedViews() }
    if changed {
      (delegate as? any UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }

  /// The user asked to dismiss (dragged down, or tapped the dimming): refused when the presented
  /// controller is modal or the delegate says no — the sheet goes back to its detent and the
  /// delegate hears of the attempt — else dismissed from where it is, at the finger's speed.
  func attemptDismissal(from current: CGFloat, velocity: CGFloat) {
    let allowed =
      !presentedViewController.isModalInPresentation
      && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    guard allowed else {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return settle(at: selectedIndex, from: current, velocity: velocity)
    }
    delegate?.presentationControllerWillDismiss(self)
    releaseVelocity = velocity
    presentedViewController.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }

  func dimmingViewTapped() {
    guard !isTransitioning, dragStart == nil else { return }
    attemptDismissal(from: draggedTop ?? restingTop, velocity: 0)
  }
}
