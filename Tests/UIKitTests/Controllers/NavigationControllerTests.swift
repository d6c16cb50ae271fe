import Testing
@_spi(Hail) import UIKit

/// A navigation controller on an iPhone 8 screen (375 × 667, status area 20) as the window's root.
@MainActor
struct NavigationStage {
  let stage = ControllerStage(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  let log = LifecycleLog()
  let root: MovingRecorder
  let navigation: UINavigationController

  init() {
    root = MovingRecorder("A", log: log)
    root.title = "Home"
    navigation = UINavigationController(rootViewController: root)
    stage.show(navigation)
    log.clear()
  }

  func push(_ name: String, animated: Bool = false) -> MovingRecorder {
    let controller = MovingRecorder(name, log: log)
    navigation.pushViewController(controller, animated: animated)
    return controller
  }

  func x(of controller: UIViewController) -> CGFloat {
    controller.view.layer.presentation()!.frame.minX
  }
}

/// Records `isMovingToParent` / `isMovingFromParent` as seen in the appearance calls.
final class MovingRecorder: LoggingViewController {
  var movingSeen: [String] = []
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if isMovingToParent { movingSeen.append("toParent") }
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if isMovingFromParent { movingSeen.append("fromParent") }
  }
}

@MainActor
@Suite("UINavigationController")
struct NavigationControllerTests {
  @Test("The root sits under a 44 pt bar below the status area; the bar adds to its safe area")
  func rootLayout() {
    let stage = NavigationStage()
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(stage.navigation.topViewController === stage.root)
    #expect(stage.root.navigationController === stage.navigation)
    #expect(stage.navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(stage.root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(stage.root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(stage.navigation.navigationBar.topItem === stage.root.navigationItem)
    #expect(stage.root.navigationItem.title == "Home")
  }

  @Test("Push: UIKit's order, the 0.35 s slide with the parallax, isMovingToParent")
  func push() {
    let stage = NavigationStage()
    let second = stage.push("B", animated: true)
    #expect(stage.navigation.viewControllers == [stage.root, second])
    #expect(
      stage.log.entries == [
        "B.willMove(parent)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
      ])
    #expect(second.movingSeen == ["toParent"])
    stage.stage.advance(0.175)
    // Half-way in time is half-way in ease in-out: B from 375 to 0, A from 0 to −(375 − 263).
    #expect(abs(stage.x(of: second) - 187.5) < 0.01)
    #expect(abs(stage.x(of: stage.root) + 56) < 0.01)
    stage.stage.advance(0.2)
    #expect(
      stage.log.appearance == [
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
      ])
    #expect(stage.log.entries.last == "B.didMove(parent)")
    #expect(stage.root.view.superview == nil)
    #expect(second.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(second.view.safeAreaInsets.top == 64)
  }

  @Test("The back button pops: UIKit's order, isMovingFromParent, didMove(toParent: nil)")
  func backButtonPops() {
    let stage = NavigationStage()
    let second = stage.push("B")
    // A frame lays the bar out; then the back button: the chevron 8 pt from the left edge, in the
    // bar (y 20–64).
    stage.stage.advance(1.0 / 60)
    stage.log.clear()
    second.movingSeen.removeAll()
    stage.stage.tap(at: CGPoint(x: 20, y: 42))
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(second.navigationController === stage.navigation)
    stage.stage.advance(0.4)
    #expect(
      stage.log.appearance == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(stage.log.entries.first == "B.willMove(nil)")
    #expect(stage.log.entries.last == "B.didMove(nil)")
    #expect(second.movingSeen == ["fromParent"])
    #expect(second.navigationController == nil)
    #expect(second.view.window == nil)
  }

  @Test("popToRoot returns the popped controllers; only the top one appears to leave")
  func popToRoot() {
    let stage = NavigationStage()
    let second = stage.push("B")
    let third = stage.push("C")
    stage.log.clear()
    let popped = stage.navigation.popToRootViewController(animated: false)
    #expect(popped == [second, third])
    #expect(
      stage.log.appearance == [
        "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(stage.navigation.popViewController(animated: false) == nil)
    let fourth = stage.push("D")
    let fifth = stage.push("E")
    #expect(stage.navigation.popToViewController(fourth, animated: false) == [fifth])
    #expect(stage.navigation.visibleViewController === fourth)
  }

  @Test("setViewControllers: a new top slides in as a push; removed controllers leave their parent")
  func setViewControllers() {
    let stage = NavigationStage()
    let second = stage.push("B")
    let log = stage.log
    let third = MovingRecorder("C", log: log)
    let fourth = MovingRecorder("D", log: log)
    log.clear()
    stage.navigation.setViewControllers([stage.root, third, fourth], animated: true)
    #expect(stage.navigation.viewControllers == [stage.root, third, fourth])
    #expect(second.parent == nil || second.parent === stage.navigation)
    stage.stage.advance(0.4)
    #expect(
      log.appearance == ["B.viewWillDisappear", "D.viewWillAppear", "B.viewDidDisappear", "D.viewDidAppear"])
    #expect(second.parent == nil)
    #expect(third.parent === stage.navigation)
    #expect(third.isViewLoaded == false)
    #expect(stage.navigation.navigationBar.backItem === third.navigationItem)
  }

  @Test("A push during a push waits for the first to finish")
  func nestedPushWaits() {
    let stage = NavigationStage()
    let second = stage.push("B", animated: true)
    let third = stage.push("C", animated: true)
    #expect(stage.navigation.viewControllers == [stage.root, second])
    stage.stage.advance(0.4)
    #expect(stage.navigation.viewControllers == [stage.root, second, third])
    stage.stage.advance(0.4)
    #expect(third.view.window === stage.stage.window)
    #expect(second.view.window == nil)
  }

  @Test("Hiding the bar slides it up over 0.2 s and gives the bar's inset back")
  func hideBar() {
    let stage = NavigationStage()
    stage.navigation.setNavigationBarHidden(true, animated: true)
    #expect(stage.root.view.safeAreaInsets.top == 20)
    stage.stage.advance(0.1)
    let bar = stage.navigation.navigationBar
    #expect(abs(bar.layer.presentation()!.frame.minY - (20 - 64 * 0.5)) < 0.01)
    stage.stage.advance(0.15)
    #expect(bar.isHidden)
    #expect(bar.frame.minY == -44)
    stage.navigation.isNavigationBarHidden = false
    #expect(bar.frame.minY == 20)
    #expect(!bar.isHidden)
  }

  @Test("The delegate hears willShow before the appearance calls end and didShow after")
  func delegateOrder() {
    let stage = NavigationStage()
    let delegate = NavigationDelegateLog(log: stage.log)
    stage.navigation.delegate = delegate
    _ = stage.push("B", animated: true)
    stage.stage.advance(0.4)
    let entries = stage.log.entries
    let willShow = entries.firstIndex(of: "nav.willShow(B)") ?? .max
    #expect(willShow < entries.firstIndex(of: "B.viewWillAppear") ?? -1)
    #expect(entries.last == "nav.didShow(B)")
    #expect(entries.firstIndex(of: "B.viewDidAppear") ?? .max < entries.count - 1)
  }

  @Test("A delegate's animator replaces the slide")
  func customAnimator() {
    let stage = NavigationStage()
    let delegate = NavigationDelegateLog(log: stage.log)
    delegate.animator = FadeAnimator()
    stage.navigation.delegate = delegate
    let second = stage.push("B", animated: true)
    stage.stage.advance(0.1)
    #expect(second.view.frame.minX == 0)
    #expect(abs(second.view.layer.presentation()!.opacity - 0.5) < 0.01)
    stage.stage.advance(0.2)
    #expect(delegate.animator?.ended == [true])
    #expect(stage.log.appearance.last == "B.viewDidAppear")
  }
}

final class NavigationDelegateLog: NSObject, UINavigationControllerDelegate {
  let log: LifecycleLog
  var animator: FadeAnimator?
  init(log: LifecycleLog) { self.log = log }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    log.record("nav", "willShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
  }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    log.record("nav", "didShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
  }
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// Fades the incoming view in over 0.2 s, linear.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var ended: [Bool] = []
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.2
  }
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return }
    transitionContext.containerView.addSubview(toView)
    toView.frame = transitionContext.finalFrame(for: to)
    toView.alpha = 0
    UIView.animate(
      withDuration: 0.2, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 },
      completion: { _ in transitionContext.completeTransition(true) })
  }
  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}
