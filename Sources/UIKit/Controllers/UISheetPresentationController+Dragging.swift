import Foundation

/// One drag of the sheet.
struct SheetDrag {
  /// The finger's unbanded top when the drag began, and the pan's translation then.
  let startFingerTop: CGFloat
  let startTranslation: CGFloat
  /// Whether this drag may dismiss (decided once per drag, when it first passes the lowest detent).
  var mayDismiss: Bool?
  var attemptReported = false
}

/// Dragging a sheet, with UIKitCore 16's rules (see `SheetLayout`): the sheet follows the finger,
/// rubber-banded above its highest detent. Passing its lowest detent, it asks whether it may be
/// dismissed (not when modal, not when it presents another controller, else the delegate's
/// `presentationControllerShouldDismiss`): if so, the dismissal starts (`WillDismiss`, the
/// appearance calls) and the drag carries it; if not, it rubber-bands and, once pulled a quarter of
/// that band, tells the delegate of the attempt, once per drag. Released, it goes to the detent (or
/// "dismissed") nearest where its momentum projects, a flick one further; a dismissal let go nearer
/// the lowest detent is taken back.
extension UISheetPresentationController {
  func handleSheetPan(_ pan: UIPanGestureRecognizer) {
    guard let containerView, !isTransitioning || interactiveDismissal != nil else { return }
    let layout = self.layout
    let tops = detentTops
    guard let highest = tops.min(), let lowest = tops.max() else { return }
    let translation = pan.translation(in: containerView).y
    switch pan.state {
    case .began:
      // Catch the sheet where it is on screen, even in the middle of a settle.
      let shown = sheetView.layer.presentation()?.frame.minY ?? sheetView.frame.minY
      sheetView.layer.removeAllAnimations()
      dimmingView.layer.removeAllAnimations()
      draggedTop = shown
      let band = layout.band(highest: highest, lowest: lowest, canDismiss: true)
      drag = SheetDrag(startFingerTop: band.fingerTop(forDisplayedTop: shown), startTranslation: translation)
      layoutPresentedViews()
    case .changed:
      guard var current = drag else { return }
      let finger = current.startFingerTop + translation - current.startTranslation
      if finger > lowest, current.mayDismiss == nil {
        current.mayDismiss = mayDismissByUser()
        if current.mayDismiss == true { beginInteractiveDismissal() }
      }
      let band = layout.band(highest: highest, lowest: lowest, canDismiss: current.mayDismiss != false)
      if current.mayDismiss == false, !current.attemptReported, finger - lowest >= layout.bandBelow / 4 {
        current.attemptReported = true
        delegate?.presentationControllerDidAttemptToDismiss(self)
      }
      drag = current
      draggedTop = band.displayedTop(forFingerTop: finger)
      layoutPresentedViews()
    case .ended, .cancelled:
      guard let current = drag else { return }
      drag = nil
      let velocity = pan.state == .ended ? pan.velocity(in: containerView).y : 0
      let finger = current.startFingerTop + translation - current.startTranslation
      release(fingerTop: finger, velocity: velocity, tops: tops)
    default:
      break
    }
  }

  /// The tops of the active detents, smallest detent (lowest top) first.
  var detentTops: [CGFloat] {
    let layout = self.layout
    return resolvedDetents.map { layout.top(forDetentValue: $0.value) }
  }

  private func release(fingerTop: CGFloat, velocity: CGFloat, tops: [CGFloat]) {
    let current = draggedTop ?? restingTop
    guard let dismissal = interactiveDismissal else {
      let index = layout.restingIndex(releasedAt: fingerTop, velocity: velocity, tops: tops) ?? selectedIndex
      return settle(at: index, from: current, velocity: velocity)
    }
    interactiveDismissal = nil
    let lowestIndex = 0
    let choices = [tops[lowestIndex], layout.dismissedTop]
    if layout.restingIndex(releasedAt: fingerTop, velocity: velocity, tops: choices) == 1 {
      releaseVelocity = velocity
      dismissal.finish()
    } else {
      dismissal.cancel()
      settle(at: lowestIndex, from: current, velocity: velocity)
    }
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
    let flick = abs(velocity) >= SheetLayout.flickSpeed
    UIView.animate(
      springDuration: SheetLayout.settleResponse, bounce: flick ? SheetLayout.flickBounce : 0,
      initialSpringVelocity: distance != 0 ? velocity / distance : 0, options: [.allowUserInteraction]
    ) { self.layoutPresentedViews() }
    if changed {
      (delegate as? any UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }

  /// Whether the user may dismiss the sheet now: not while it presents another controller, not
  /// when it is modal, else as the delegate says.
  func mayDismissByUser() -> Bool {
    let presented = presentedViewController
    guard presented.presentedViewController == nil, !presented.isModalInPresentation else { return false }
    return delegate?.presentationControllerShouldDismiss(self) ?? true
  }

  private func beginInteractiveDismissal() {
    delegate?.presentationControllerWillDismiss(self)
    interactiveDismissal =
      presentingViewController.map { presenter in
        PresentationTransition.dismiss(presentedBy: presenter, animated: true, interactive: true) {
          [weak self] in
          guard let self else { return }
          self.delegate?.presentationControllerDidDismiss(self)
        }
      } ?? nil
  }

  /// A tap on the dimming view dismisses the sheet when it may be dismissed, else takes it to the
  /// largest undimmed detent when one is set (UIKitCore 16; no attempt is reported).
  func dimmingViewTapped() {
    guard !isTransitioning, drag == nil else { return }
    guard mayDismissByUser() else {
      let resolved = resolvedDetents
      guard let undimmed = largestUndimmedDetentIdentifier,
        let index = resolved.lastIndex(where: { $0.detent.identifier == undimmed })
      else { return }
      return settle(at: index, from: draggedTop ?? restingTop, velocity: 0)
    }
    delegate?.presentationControllerWillDismiss(self)
    presentedViewController.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }
}
