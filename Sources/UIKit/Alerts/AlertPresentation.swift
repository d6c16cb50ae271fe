import Foundation

/// How an alert controller is presented: over the whole window, behind it a dimming view of black
/// at 0.2 (UIKitCore's `_alertControllerDimmingViewColor` in light mode, as read from iOS 16's
/// binary in a public reverse-engineering note), the presenter staying on screen.
@preconcurrency @MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    AlertPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    AlertAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    AlertAnimator(presenting: false)
  }
}

@preconcurrency @MainActor
final class AlertPresentationController: UIPresentationController {
  static let dimmingAlpha: CGFloat = 0.2
  let dimmingView = UIView()

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.backgroundColor = .black
    dimmingView.frame = containerView.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = Self.dimmingAlpha
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func layoutPresentedViews() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    guard !isTransitioning else { return }
    presentedView?.frame = containerView.bounds
  }
}

/// An alert pops in (scaling down from 1.2 while fading in) and fades out; an action sheet slides
/// up from the bottom and back down with UIKit's default spring. UIKit documents neither; the
/// alert takes 0.25 s ease-out (our approximation of its look).
@preconcurrency @MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let alertDuration: TimeInterval = 0.25
  static let alertInitialScale: CGFloat = 1.2
  private let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    Self.alertDuration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard
      let alert = transitionContext.viewController(forKey: presenting ? .to : .from) as? UIAlertController,
      let view = transitionContext.view(forKey: presenting ? .to : .from)
    else { return transitionContext.completeTransition(true) }
    let container = transitionContext.containerView
    if presenting {
      view.frame = container.bounds
      container.addSubview(view)
      view.layoutIfNeeded()
    }
    let done = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    guard let content = alert.content else { return done(true) }
    if alert.preferredStyle == .actionSheet {
      let rest = content.frame
      let below = rest.offsetBy(dx: 0, dy: container.bounds.maxY - rest.minY)
      if presenting { content.frame = below }
      UIView.animate(springDuration: 0.5, animations: { content.frame = self.presenting ? rest : below }) {
        finished in
        if !self.presenting { content.frame = rest }
        done(finished)
      }
      return
    }
    if presenting {
      content.alpha = 0
      content.transform = CGAffineTransform(scaleX: Self.alertInitialScale, y: Self.alertInitialScale)
    }
    UIView.animate(
      withDuration: Self.alertDuration, delay: 0, options: .curveEaseOut,
      animations: {
        content.alpha = self.presenting ? 1 : 0
        if self.presenting { content.transform = .identity }
      }, completion: done)
  }
}
