import Foundation

/// The steps of presenting and dismissing, in UIKit's order.
///
/// Presenting: the presented view loads; the presenter (only if the style removes its view) gets
/// `viewWillDisappear`, the presented controller `viewWillAppear`; `presentationTransitionWillBegin`;
/// the animator runs in the container; when it completes, `presentationTransitionDidEnd(true)`, the
/// presenter's view leaves the window (`.fullScreen`), `viewDidDisappear`, `viewDidAppear`, and the
/// completion. Dismissing mirrors it. The order of each pair — the leaving controller first — is
/// UIKit's for pushes and pops (logged, e.g. readke.com/c/0Z41505102021.html) and is used for every
/// transition here.
@preconcurrency @MainActor
enum PresentationTransition {
  static func present(
    _ presented: UIViewController, by presenter: UIViewController, controller: UIPresentationController,
    in window: UIWindow, animated: Bool, completion: (() -> Void)?
  ) {
    let container = UITransitionView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentationController = controller
    let record = PresentationRecord(controller: controller, container: container)
    presented.presentation = record
    presented.presentingStorage = presenter
    presenter.presentedStorage = presented
    let presentedView = controller.presentedView
    controller.containerView = container
    window.addSubview(container)

    // The coordinator exists before the first appearance call, so `viewWillAppear` and
    // `presentationTransitionWillBegin` can animate alongside.
    let removesPresenter = controller.shouldRemovePresentersView
    let context = ViewControllerTransitionContext(
      container: container, animated: animated, style: controller.presentationStyle, from: presenter,
      to: presented, fromView: removesPresenter ? presenter.view : nil, toView: presentedView)
    let presenterFrame = presenter.view.convert(presenter.view.bounds, to: container)
    context.setFrames(of: presenter, initial: presenterFrame, final: presenterFrame)
    context.setFrames(of: presented, initial: .zero, final: controller.frameOfPresentedViewInContainerView)
    presenter.activeTransition = context
    presented.activeTransition = context
    if removesPresenter { presenter.beginAppearance(false, animated: animated) }
    presented.beginAppearance(true, animated: animated)
    controller.presentationTransitionWillBegin()
    controller.isTransitioning = true

    let animator =
      controller.resolvedStyle == .custom
      ? presented.transitioningDelegate?.animationController(
        forPresented: presented, presenting: presenter, source: presenter)
        ?? controller.builtInAnimator(presenting: true)
      : controller.builtInAnimator(presenting: true)
    context.transitionDuration = animator.transitionDuration(using: context)
    context.finish = { completed in
      controller.isTransitioning = false
      controller.presentationTransitionDidEnd(completed)
      animator.animationEnded(completed)
      presenter.activeTransition = nil
      presented.activeTransition = nil
      guard completed else { return undoPresentation(presented, by: presenter, record: record) }
      record.phase = .presented
      if removesPresenter {
        record.removePresenterView(presenter.view)
        presenter.endAppearance()
      }
      presented.endAppearance()
      container.setNeedsLayout()
      completion?()
    }
    run(animator, in: context)
  }

  /// Dismisses what `presenter` presented. `interactive` sets the dismissal up (appearance calls,
  /// `dismissalTransitionWillBegin`) and hands it back for a gesture to finish or cancel, as a
  /// sheet dragged below its lowest detent does.
  @discardableResult
  static func dismiss(
    presentedBy presenter: UIViewController, animated: Bool, interactive: Bool = false,
    completion: (() -> Void)?
  ) -> InteractiveDismissal? {
    guard let first = presenter.presentedStorage else { return nil }
    var chain = [first]
    while let next = chain.last?.presentedStorage { chain.append(next) }
    guard chain.allSatisfy({ $0.presentation?.phase == .presented }), let top = chain.last,
      let record = top.presentation, let firstRecord = first.presentation
    else {
      PresentationDiagnostics.report(
        "Attempt to dismiss from \(presenter) while a presentation or dismissal is in progress")
      return nil
    }
    let controller = record.controller
    for presented in chain { presented.presentation?.phase = .dismissing }

    let restored = firstRecord.restorePresenterView()
    let topView = controller.presentedView
    let context = ViewControllerTransitionContext(
      container: record.container, animated: animated, style: controller.presentationStyle, from: top,
      to: presenter, fromView: topView, toView: restored ? presenter.view : nil)
    context.setFrames(of: top, initial: topView?.frame ?? .zero, final: .zero)
    let presenterFrame = presenter.view.frame
    context.setFrames(of: presenter, initial: presenterFrame, final: presenterFrame)
    presenter.activeTransition = context
    top.activeTransition = context

    top.beginAppearance(false, animated: animated)
    // Controllers between the presenter and the top leave without animation (UIKit's rule).
    let intermediates = chain.dropLast().filter(\.isAppearingOrAppeared)
    for controller in intermediates { controller.beginAppearance(false, animated: false) }
    let presenterAppears = !presenter.isAppearingOrAppeared
    if presenterAppears { presenter.beginAppearance(true, animated: animated) }
    controller.dismissalTransitionWillBegin()
    controller.isTransitioning = true

    // Made when the dismissal runs, so a sheet's release speed reaches its animator.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    context.finish = { completed in
      controller.isTransitioning = false
      controller.dismissalTransitionDidEnd(completed)
      animator?.animationEnded(completed)
      presenter.activeTransition = nil
      top.activeTransition = nil
      guard completed else {
        return undoDismissal(
          chain, intermediates: Array(intermediates), presenter: presenter, restored: restored,
          presenterAppears: presenterAppears)
      }
      for presented in chain.reversed() {
        presented.presentation?.container.removeFromSuperview()
        presented.presentation?.controller.containerView = nil
        presented.presentation = nil
        presented.presentingStorage = nil
        presented.presentedStorage = nil
      }
      presenter.presentedStorage = nil
      top.endAppearance()
      for controller in intermediates { controller.endAppearance() }
      if presenterAppears { presenter.endAppearance() }
      completion?()
    }
    let start = {
      let made =
        controller.resolvedStyle == .custom
        ? top.transitioningDelegate?.animationController(forDismissed: top)
          ?? controller.builtInAnimator(presenting: false)
        : controller.builtInAnimator(presenting: false)
      animator = made
      context.transitionDuration = made.transitionDuration(using: context)
      run(made, in: context)
    }
    guard interactive else {
      start()
      return nil
    }
    return InteractiveDismissal(finish: start, cancel: { context.completeTransition(false) })
  }

  /// Starts the animator; a transition that is not animated runs its animations without animating.
  private static func run(
    _ animator: any UIViewControllerAnimatedTransitioning, in context: ViewControllerTransitionContext
  ) {
    if context.isAnimated {
      animator.animateTransition(using: context)
    } else {
      UIView.performWithoutAnimation { animator.animateTransition(using: context) }
    }
    context.animatorDidStart()
  }

  /// An animator completed a presentation with false: everything goes back as it was.
  private static func undoPresentation(
    _ presented: UIViewController, by presenter: UIViewController, record: PresentationRecord
  ) {
    presented.beginAppearance(false, animated: false)
    presented.endAppearance()
    if record.controller.shouldRemovePresentersView {
      presenter.beginAppearance(true, animated: false)
      presenter.endAppearance()
    }
    record.container.removeFromSuperview()
    record.controller.containerView = nil
    presented.presentation = nil
    presented.presentingStorage = nil
    presenter.presentedStorage = nil
  }

  /// An animator (or a sheet dragged back up) cancelled a dismissal: the top stays presented.
  private static func undoDismissal(
    _ chain: [UIViewController], intermediates: [UIViewController], presenter: UIViewController,
    restored: Bool, presenterAppears: Bool
  ) {
    guard let top = chain.last else { return }
    for presented in chain { presented.presentation?.phase = .presented }
    if presenterAppears { presenter.beginAppearance(false, animated: false) }
    for controller in intermediates + [top] { controller.beginAppearance(true, animated: false) }
    if restored { chain.first?.presentation?.removePresenterView(presenter.view) }
    if presenterAppears { presenter.endAppearance() }
    for controller in intermediates + [top] { controller.endAppearance() }
  }
}

/// A dismissal a gesture drives: `finish` runs its animator from where the gesture left the view,
/// `cancel` undoes it (the controller stays presented and appears again).
@preconcurrency @MainActor
struct InteractiveDismissal {
  let finish: () -> Void
  let cancel: () -> Void
}
