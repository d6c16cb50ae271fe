import Testing
@_spi(Hail) import UIKit

/// A presentation controller that puts the presented view in the bottom half, over a dimming view.
final class HalfHeightPresentationController: UIPresentationController {
  var log: [String] = []
  let dimming = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    log.append("presentationWillBegin")
    dimming.frame = containerView?.bounds ?? .zero
    dimming.alpha = 0
    containerView?.insertSubview(dimming, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimming.alpha = 0.5 },
      completion: { _ in self.log.append("alongsideCompleted") })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.append("presentationDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd(\(completed))") }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// Slides the presented view up from the bottom over 0.3 s, linear, and back down.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  var ended: [Bool] = []

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let view = transitionContext.view(forKey: key),
      let controller = transitionContext.viewController(forKey: presenting ? .to : .from)
    else { return }
    let container = transitionContext.containerView
    let final = transitionContext.finalFrame(for: controller)
    let offscreen = CGRect(x: 0, y: container.bounds.height, width: container.bounds.width, height: 333.5)
    if presenting {
      container.addSubview(view)
      view.frame = offscreen
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
      animations: { view.frame = self.presenting ? final : offscreen },
      completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
  }

  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

final class HalfHeightTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  var presentationController: HalfHeightPresentationController?
  let presentAnimator = SlideAnimator(presenting: true)
  let dismissAnimator = SlideAnimator(presenting: false)

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    let controller = HalfHeightPresentationController(
      presentedViewController: presented, presenting: presenting)
    presentationController = controller
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    dismissAnimator
  }
}

@MainActor
@Suite("Custom presentations")
struct CustomTransitionTests {
  @Test("A transitioning delegate's presentation controller and animators run the presentation")
  func customPresentation() throws {
    let stage = ControllerStage()
    let first = UIViewController()
    stage.show(first)
    let delegate = HalfHeightTransitioning()
    let second = UIViewController()
    second.modalPresentationStyle = .custom
    second.transitioningDelegate = delegate
    var completed = false
    first.present(second, animated: true) { completed = true }
    let controller = try #require(delegate.presentationController)
    #expect(second.presentationController === controller)
    #expect(controller.presentingViewController === first)
    stage.advance(0.15)
    // Linear: half-way through 0.3 s, half-way from 667 to 333.5.
    #expect(abs(second.view.layer.presentation()!.frame.minY - 500.25) < 0.01)
    #expect(abs(controller.dimming.layer.presentation()!.opacity - 0.25) < 0.02)
    stage.advance(0.2)
    #expect(completed)
    #expect(second.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
    #expect(controller.log == ["presentationWillBegin", "alongsideCompleted", "presentationDidEnd(true)"])
    #expect(delegate.presentAnimator.ended == [true])
    // The presenter stays: a custom presentation keeps its view unless told otherwise.
    #expect(first.view.window === stage.window)

    second.dismiss(animated: true)
    stage.advance(0.35)
    #expect(controller.log.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd(true)"])
    #expect(delegate.dismissAnimator.ended == [true])
    #expect(second.view.window == nil)
    #expect(controller.containerView == nil)
  }

  @Test("The adaptive delegate set before presenting stays with the custom presentation controller")
  func delegateCarriedOver() {
    let stage = ControllerStage()
    let first = UIViewController()
    stage.show(first)
    let transitioning = HalfHeightTransitioning()
    let adaptive = AdaptiveDelegate()
    let second = UIViewController()
    second.modalPresentationStyle = .custom
    second.transitioningDelegate = transitioning
    second.presentationController?.delegate = adaptive
    first.present(second, animated: false)
    #expect(transitioning.presentationController?.delegate === adaptive)
  }
}

final class AdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {}
