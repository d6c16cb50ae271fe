import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite("present and dismiss")
struct PresentationTests {
  /// A critically damped spring of perceptual duration `response` (UIKit's default spring: 0.5 s)
  /// taking 0 to 1: x(t) = 1 − (1 + ωt)·e^(−ωt), ω = 2π / response.
  static func defaultSpring(at t: Double, response: Double = 0.5) -> Double {
    let omega = 2 * Double.pi / response
    return 1 - (1 + omega * t) * exp(-omega * t)
  }

  @Test("Full screen, animated: UIKit's call order, the slide, the presenter's view taken out")
  func fullScreen() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let first = LoggingViewController("A", log: log)
    stage.show(first)
    log.clear()
    let second = LoggingViewController("B", log: log)
    second.modalPresentationStyle = .fullScreen
    var completed = false
    first.present(second, animated: true) { completed = true }
    #expect(log.entries == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
    #expect(second.isBeingPresented)
    #expect(first.presentedViewController === second)
    #expect(second.presentingViewController === first)
    #expect(second.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))

    stage.advance(0.1)
    let shown = second.view.layer.presentation()!.frame.minY
    #expect(abs(Double(shown) - 667 * (1 - Self.defaultSpring(at: 0.1))) < 0.5)
    #expect(!completed)

    stage.advance(1)
    #expect(completed)
    #expect(!second.isBeingPresented)
    #expect(log.appearance.suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
    #expect(first.view.window == nil)
    #expect(second.view.window === stage.window)
  }

  @Test("Dismissing: the presented one disappears first, the presenter's view comes back at the bottom")
  func dismissal() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let first = LoggingViewController("A", log: log)
    stage.show(first)
    let second = LoggingViewController("B", log: log)
    second.modalPresentationStyle = .fullScreen
    first.present(second, animated: false)
    #expect(first.view.window == nil)
    log.clear()
    var completed = false
    second.dismiss(animated: true) { completed = true }
    #expect(second.isBeingDismissed)
    #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear"])
    #expect(stage.window.subviews.first === first.view)
    stage.advance(1)
    #expect(completed)
    #expect(
      log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(second.view.window == nil)
    #expect(stage.window.subviews.count == 1)
  }

  @Test("Not animated: the whole presentation happens in the call")
  func notAnimated() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let first = LoggingViewController("A", log: log)
    stage.show(first)
    log.clear()
    let second = LoggingViewController("B", log: log)
    second.modalPresentationStyle = .fullScreen
    var completed = false
    first.present(second, animated: false) { completed = true }
    #expect(completed)
    #expect(
      log.appearance == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
  }

  @Test("Over full screen: the presenter stays on screen and hears nothing")
  func overFullScreen() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let first = LoggingViewController("A", log: log)
    stage.show(first)
    log.clear()
    let second = LoggingViewController("B", log: log)
    second.modalPresentationStyle = .overFullScreen
    first.present(second, animated: true)
    stage.advance(1)
    #expect(log.appearance == ["B.viewWillAppear", "B.viewDidAppear"])
    #expect(first.view.window === stage.window)
    second.dismiss(animated: false)
    #expect(
      log.appearance == ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("Cross dissolve fades along ease in-out over 0.5 s")
  func crossDissolve() {
    let stage = ControllerStage()
    let first = UIViewController()
    stage.show(first)
    let second = UIViewController()
    second.modalPresentationStyle = .fullScreen
    second.modalTransitionStyle = .crossDissolve
    first.present(second, animated: true)
    stage.advance(0.25)
    // Ease in-out is symmetric: half-way in time is half-way in value.
    #expect(abs(second.view.layer.presentation()!.opacity - 0.5) < 0.01)
    #expect(second.view.frame.minY == 0)
    stage.advance(0.3)
    #expect(second.view.layer.presentation()!.opacity == 1)
  }

  @Test("A child presents through its topmost ancestor; one presentation at a time")
  func presentingFromAChild() {
    var reported: [String] = []
    let stage = ControllerStage { reported.append($0) }
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    stage.show(root)
    let presented = UIViewController()
    child.present(presented, animated: false)
    #expect(presented.presentingViewController === root)
    #expect(child.presentedViewController === presented)
    let another = UIViewController()
    root.present(another, animated: false)
    #expect(another.presentingViewController == nil)
    #expect(root.presentedViewController === presented)
    #expect(reported.count == 1)
    #expect(reported.first?.hasPrefix("UIKit: Attempt to present") == true)
    #expect(reported.first?.contains("which is already presenting") == true)
    child.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }

  @Test("Dismissing from the bottom of a stack removes every controller presented above")
  func stackDismissal() {
    let stage = ControllerStage()
    let log = LifecycleLog()
    let first = LoggingViewController("A", log: log)
    stage.show(first)
    let second = LoggingViewController("B", log: log)
    second.modalPresentationStyle = .fullScreen
    let third = LoggingViewController("C", log: log)
    third.modalPresentationStyle = .overFullScreen
    first.present(second, animated: false)
    second.present(third, animated: false)
    #expect(second.presentedViewController === third)
    log.clear()
    first.dismiss(animated: true)
    stage.advance(1)
    #expect(
      log.appearance == [
        "C.viewWillDisappear", "B.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear",
        "B.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(first.presentedViewController == nil)
    #expect(third.presentingViewController == nil)
    #expect(stage.window.subviews == [first.view])
  }
}
