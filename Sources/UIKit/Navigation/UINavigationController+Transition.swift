import Foundation

/// A push or pop under way.
struct NavigationTransitionState {
  let from: UIViewController
  let to: UIViewController
  let operation: UINavigationController.Operation
}

/// Pushes, pops and replacements. The stack (`viewControllers`) changes at once, as in UIKit;
/// the views and the appearance calls follow in the transition: the leaving controller's
/// `viewWillDisappear`, the arriving one's `viewWillAppear`, the slide, then `viewDidDisappear`,
/// `viewDidAppear`, and the delegate's `didShow`. A push or pop asked for during a transition runs
/// once it ends.
extension UINavigationController {
  func performPush(_ controller: UIViewController, animated: Bool) {
    guard !children.contains(where: { $0 === controller }), controller.parent == nil, controller !== self
    else {
      return PresentationDiagnostics.report(
        "Pushing \(controller), which is already in a navigation stack or has a parent, is not supported")
    }
    if deferIfBusy({ [weak self] in self?.performPush(controller, animated: animated) }) { return }
    let from = topViewController
    addChild(controller)
    guard let from else {
      showWithoutTransition(controller)
      return controller.didMove(toParent: self)
    }
    runTransition(from: from, to: controller, operation: .push, animated: animated) { [weak self] in
      guard let self else { return }
      controller.didMove(toParent: self)
    }
  }

  func performPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = children.firstIndex(where: { $0 === target }), let from = children.last else {
      return nil
    }
    let popped = Array(children[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    if deferIfBusy({ [weak self] in _ = self?.performPop(to: target, animated: animated) }) { return popped }
    for controller in popped.reversed() { controller.willMove(toParent: nil) }
    // Out of the stack now; their `parent` stays until the transition ends (UIKit's
    // `navigationController` still answers in `viewWillDisappear`).
    children.removeSubrange((index + 1)...)
    runTransition(from: from, to: target, operation: .pop, animated: animated) { [weak self] in
      self?.finishRemoving(popped)
    }
    return popped
  }

  func performSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
    var stack: [UIViewController] = []
    for controller in controllers where !stack.contains(where: { $0 === controller }) && controller !== self {
      stack.append(controller)
    }
    guard !stack.isEmpty else { return }
    if deferIfBusy({ [weak self] in self?.performSetViewControllers(stack, animated: animated) }) { return }
    let old = children
    let from = old.last
    let removed = old.filter { controller in !stack.contains { $0 === controller } }
    let added = stack.filter { controller in !old.contains { $0 === controller } }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added {
      if controller.parent != nil { controller.removeFromParent() }
      controller.willMove(toParent: self)
      controller.parent = self
    }
    children = stack
    let finish = { [weak self] in
      guard let self else { return }
      self.finishRemoving(removed)
      for controller in added { controller.didMove(toParent: self) }
    }
    guard let from, let to = stack.last, from !== to else {
      navigationBar.setItems(stack.map(\.navigationItem), animated: false)
      return finish()
    }
    let operation: Operation = old.contains { $0 === to } ? .pop : .push
    runTransition(from: from, to: to, operation: operation, animated: animated, completion: finish)
  }

  var canPopInteractively: Bool {
    children.count > 1 && transition == nil && interactivePop == nil
  }

  /// The insets the bar adds to a child's safe area: the bar's height with that child's item.
  func barSafeAreaInsets(for controller: UIViewController) -> UIEdgeInsets {
    UIEdgeInsets(
      top: isNavigationBarHidden ? 0 : UINavigationBar.height(for: controller.navigationItem), left: 0,
      bottom: 0,
      right: 0)
  }

  func installTopView(_ controller: UIViewController) {
    guard let container = viewIfLoaded as? NavigationContainerView else { return }
    controller.setContainerSafeAreaInsets(barSafeAreaInsets(for: controller))
    let view = controller.view!
    view.frame = container.contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.contentView.addSubview(view)
    navigationBar.setItems(children.map(\.navigationItem), animated: false)
  }

  /// Lays out the bar below the status area (or above the top edge when hidden) and the top
  /// child's view over the whole content view, under the bar.
  func layoutNavigationViews() {
    guard let container = viewIfLoaded as? NavigationContainerView else { return }
    let height = navigationBar.currentHeight
    if !isAnimatingBar {
      let y = isNavigationBarHidden ? -height : container.safeAreaInsets.top
      navigationBar.frame = CGRect(x: 0, y: y, width: container.bounds.width, height: height)
      navigationBar.isHidden = isNavigationBarHidden
    }
    container.bringSubviewToFront(navigationBar)
    guard transition == nil, interactivePop == nil, let top = topViewController, let view = top.viewIfLoaded,
      view.superview === container.contentView
    else { return }
    // The top item may have gained or lost a search bar since it was installed.
    top.setContainerSafeAreaInsets(barSafeAreaInsets(for: top))
    view.frame = container.contentView.bounds
  }

  func applyNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    for child in children { child.setContainerSafeAreaInsets(barSafeAreaInsets(for: child)) }
    guard let container = viewIfLoaded as? NavigationContainerView else { return }
    guard animated, container.window != nil else { return layoutNavigationViews() }
    let height = navigationBar.currentHeight
    let target = CGRect(
      x: 0, y: hidden ? -height : container.safeAreaInsets.top, width: container.bounds.width, height: height)
    isAnimatingBar = true
    navigationBar.isHidden = false
    UIView.animate(
      withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), delay: 0, options: [],
      animations: { self.navigationBar.frame = target },
      completion: { [weak self] _ in
        self?.isAnimatingBar = false
        self?.layoutNavigationViews()
      })
  }

  /// Swaps the top view in place (no animation, no transition): the first controller, or a change
  /// while the navigation controller's view is not loaded.
  private func showWithoutTransition(_ controller: UIViewController) {
    navigationBar.setItems(children.map(\.navigationItem), animated: false)
    guard isViewLoaded else { return }
    let appears = isAppearingOrAppeared
    if appears { controller.beginAppearance(true, animated: false) }
    installTopView(controller)
    if appears { controller.endAppearance() }
  }

  private func runTransition(
    from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
    completion: @escaping () -> Void
  ) {
    guard let container = viewIfLoaded as? NavigationContainerView else {
      navigationBar.setItems(children.map(\.navigationItem), animated: false)
      return completion()
    }
    let content = container.contentView
    let animate = animated && container.window != nil
    let appears = isAppearingOrAppeared
    transition = NavigationTransitionState(from: from, to: to, operation: operation)
    delegate?.navigationController(self, willShow: to, animated: animate)
    to.setContainerSafeAreaInsets(barSafeAreaInsets(for: to))
    let context = ViewControllerTransitionContext(
      container: content, animated: animate, style: .fullScreen, from: from, to: to, fromView: from.view,
      toView: to.view)
    context.setFrames(of: from, initial: content.bounds, final: content.bounds)
    context.setFrames(of: to, initial: content.bounds, final: content.bounds)
    for controller in [self, from, to] { controller.activeTransition = context }
    to.movingToParent = operation == .push
    from.movingFromParent = operation == .pop
    if appears {
      from.beginAppearance(false, animated: animate)
      to.beginAppearance(true, animated: animate)
    }
    navigationBar.setItems(children.map(\.navigationItem), animated: animate)
    let animator =
      delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
      ?? NavigationSlideAnimator(operation: operation)
    context.transitionDuration = animator.transitionDuration(using: context)
    context.finish = { [weak self] completed in
      animator.animationEnded(completed)
      guard let self else { return }
      for controller in [self, from, to] { controller.activeTransition = nil }
      from.view.removeFromSuperview()
      to.view.frame = content.bounds
      to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if appears {
        from.endAppearance()
        to.endAppearance()
      }
      to.movingToParent = false
      from.movingFromParent = false
      transition = nil
      completion()
      delegate?.navigationController(self, didShow: to, animated: animate)
      runPendingOperation()
    }
    if animate {
      animator.animateTransition(using: context)
    } else {
      UIView.performWithoutAnimation { animator.animateTransition(using: context) }
    }
    context.animatorDidStart()
  }

  func finishRemoving(_ controllers: [UIViewController]) {
    for controller in controllers where controller.parent === self {
      controller.parent = nil
      controller.setContainerSafeAreaInsets(.zero)
      controller.didMove(toParent: nil)
    }
  }

  /// Queues `operation` while a transition runs; returns whether it was queued.
  private func deferIfBusy(_ operation: @escaping () -> Void) -> Bool {
    guard transition != nil || interactivePop != nil else { return false }
    pendingOperations.append(operation)
    return true
  }

  func runPendingOperation() {
    guard transition == nil, interactivePop == nil, !pendingOperations.isEmpty else { return }
    pendingOperations.removeFirst()()
  }
}
