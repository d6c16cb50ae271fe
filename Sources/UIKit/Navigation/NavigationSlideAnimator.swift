import Foundation

/// The standard push and pop: the incoming view slides in from the right edge while the covered
/// one moves left by `UINavigationController.parallaxDistance` (about 30 % of the width) (pop: the reverse),
/// over `UINavigationController.slideDuration`, ease in-out (the transition context's default
/// completion curve in UIKit).
@preconcurrency @MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    UINavigationController.slideDuration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else {
      transitionContext.completeTransition(true)
      return
    }
    let container = transitionContext.containerView
    let final = transitionContext.finalFrame(for: toController)
    let width = container.bounds.width
    let parallax = UINavigationController.parallaxDistance(width: width)
    let pushing = operation != .pop
    if pushing {
      container.insertSubview(toView, aboveSubview: fromView)
      toView.frame = final.offsetBy(dx: width, dy: 0)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      toView.frame = final.offsetBy(dx: -parallax, dy: 0)
    }
    let fromEnd = fromView.frame.offsetBy(dx: pushing ? -parallax : width, dy: 0)
    let changes = {
      toView.frame = final
      fromView.frame = fromEnd
    }
    let done = { (_: Bool) in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    guard transitionContext.isAnimated else {
      changes()
      return done(true)
    }
    UIView.animate(
      withDuration: UINavigationController.slideDuration, delay: 0, options: [], animations: changes,
      completion: done)
  }
}
