import Foundation

/// The swipe back in progress.
struct InteractivePopState {
  let from: UIViewController
  let to: UIViewController
  let width: CGFloat
  let appears: Bool
  /// The pan's translation when it began: the view follows the finger from there, without a jump.
  let startTranslation: CGFloat
}

/// The swipe from the left edge (`interactivePopGestureRecognizer`): the top view follows the
/// finger, the one below slides in from its parallax offset. Released, the pop completes when the
/// finger's momentum (`UIScrollView.DecelerationRate.normal`) would carry the view past half the
/// width, else it is cancelled; the rest of the slide runs ease-out over the remaining fraction of
/// `slideDuration`. A cancelled swipe gives UIKit's calls: the one below hears `viewWillDisappear`
/// and `viewDidDisappear`, the top one `viewWillAppear` and `viewDidAppear` again.
extension UINavigationController {
  func handleInteractivePop(_ pan: UIScreenEdgePanGestureRecognizer) {
    guard let container = viewIfLoaded as? NavigationContainerView else { return }
    let content = container.contentView
    switch pan.state {
    case .began:
      guard canPopInteractively else { return }
      beginInteractivePop(
        from: children[children.count - 1], to: children[children.count - 2],
        startTranslation: pan.translation(in: content).x, in: content)
    case .changed:
      guard let state = interactivePop else { return }
      let offset = pan.translation(in: content).x - state.startTranslation
      showInteractivePop(state, progress: offset / state.width, in: content)
    case .ended, .cancelled:
      guard let state = interactivePop else { return }
      let offset = pan.translation(in: content).x - state.startTranslation
      let velocity = pan.state == .ended ? pan.velocity(in: content).x : 0
      let projected = DecelerationModel(position: offset, velocity: velocity).restingOffset
      let completes = pan.state == .ended && projected > state.width / 2
      let progress = min(max(offset / state.width, 0), 1)
      let remaining = completes ? 1 - progress : progress
      UIView.animate(
        withDuration: UINavigationController.slideDuration * TimeInterval(remaining), delay: 0,
        options: .curveEaseOut,
        animations: { self.showInteractivePop(state, progress: completes ? 1 : 0, in: content) },
        completion: { [weak self] _ in
          if completes { self?.completeInteractivePop(state) } else { self?.cancelInteractivePop(state) }
        })
    default:
      break
    }
  }

  private func beginInteractivePop(
    from: UIViewController, to: UIViewController, startTranslation: CGFloat, in content: UIView
  ) {
    let state = InteractivePopState(
      from: from, to: to, width: max(content.bounds.width, 1), appears: isAppearingOrAppeared,
      startTranslation: startTranslation)
    interactivePop = state
    delegate?.navigationController(self, willShow: to, animated: true)
    from.movingFromParent = true
    from.willMove(toParent: nil)
    to.setContainerSafeAreaInsets(barSafeAreaInsets(for: to))
    let toView = to.view!
    content.insertSubview(toView, belowSubview: from.view)
    showInteractivePop(state, progress: 0, in: content)
    if state.appears {
      from.beginAppearance(false, animated: true)
      to.beginAppearance(true, animated: true)
    }
  }

  /// Places both views for `progress` (0: not moved, 1: popped).
  private func showInteractivePop(_ state: InteractivePopState, progress: CGFloat, in content: UIView) {
    let fraction = min(max(progress, 0), 1)
    let parallax = UINavigationController.parallaxDistance(width: state.width)
    state.from.view.frame = content.bounds.offsetBy(dx: fraction * state.width, dy: 0)
    state.to.view.frame = content.bounds.offsetBy(dx: -parallax * (1 - fraction), dy: 0)
  }

  private func completeInteractivePop(_ state: InteractivePopState) {
    children.removeAll { $0 === state.from }
    state.from.view.removeFromSuperview()
    if state.appears {
      state.from.endAppearance()
      state.to.endAppearance()
    }
    state.from.movingFromParent = false
    interactivePop = nil
    finishRemoving([state.from])
    navigationBar.setItems(children.map(\.navigationItem), animated: false)
    layoutNavigationViews()
    delegate?.navigationController(self, didShow: state.to, animated: true)
    runPendingOperation()
  }

  private func cancelInteractivePop(_ state: InteractivePopState) {
    state.to.view.removeFromSuperview()
    if state.appears {
      state.to.beginAppearance(false, animated: true)
      state.to.endAppearance()
      state.from.beginAppearance(true, animated: true)
      state.from.endAppearance()
    }
    state.from.movingFromParent = false
    state.from.didMove(toParent: self)
    interactivePop = nil
    layoutNavigationViews()
    runPendingOperation()
  }
}
