import Foundation

/// The animator of the built-in full-screen presentations, by `modalTransitionStyle`:
/// `.coverVertical` slides the presented view up from below the container (and back down),
/// `.crossDissolve` fades it in (and out).
///
/// UIKit documents no duration or curve for these. Cover-vertical moves with UIKit's default
/// spring (`UIView.animate(springDuration:)`'s defaults: 0.5 s, no bounce), as the system's sheet
/// and modal transitions are springs since iOS 13; the fade takes the same 0.5 s, ease in-out.
@preconcurrency @MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The perceptual duration of the slide and the length of the fade.
  static let duration: TimeInterval = DurationSpring.defaultDuration

  private let style: UIModalTransitionStyle
  private let presenting: Bool
  /// The speed (points per second, down) a sheet was released at when dragged toward dismissal;
  /// the slide starts at that speed.
  private let releaseVelocity: CGFloat

  init(style: UIModalTransitionStyle, presenting: Bool, releaseVelocity: CGFloat = 0) {
    self.style = style
    self.presenting = presenting
    self.releaseVelocity = releaseVelocity
  }

  private var fades: Bool { style == .crossDissolve || style == .flipHorizontal }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    guard transitionContext?.isAnimated ?? true else { return 0 }
    return fades ? Self.duration : DurationSpring(duration: Self.duration, bounce: 0).settlingDuration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key),
      let moving = transitionContext.view(forKey: presenting ? .to : .from)
    else {
      transitionContext.completeTransition(true)
      return
    }
    let container = transitionContext.containerView
    let rest =
      presenting
      ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
    let below = rest.offsetBy(dx: 0, dy: container.bounds.maxY - rest.minY)
    if presenting {
      container.addSubview(moving)
      moving.frame = fades ? rest : below
      if fades { moving.alpha = 0 }
    }
    let changes = {
      if self.fades {
        moving.alpha = self.presenting ? 1 : 0
      } else {
        moving.frame = self.presenting ? rest : below
      }
    }
    let done = { (_: Bool) in
      if !self.presenting { moving.alpha = 1 }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    guard transitionContext.isAnimated else {
      changes()
      done(true)
      return
    }
    if fades {
      UIView.animate(
        withDuration: Self.duration, delay: 0, options: [], animations: changes, completion: done)
    } else {
      let distance = abs(below.minY - rest.minY)
      let velocity = !presenting && distance > 0 ? releaseVelocity / distance : 0
      UIView.animate(
        springDuration: Self.duration, initialSpringVelocity: velocity, animations: changes, completion: done)
    }
  }
}
