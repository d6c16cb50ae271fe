import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite("Swipe back, edge pans and bar button items")
struct NavigationInteractionTests {
  @Test("A screen-edge pan needs a touch within 13 pt of its edge, 15 pt of movement, inward")
  func edgePanThresholds() {
    let stage = ControllerStage()
    let controller = UIViewController()
    stage.show(controller)
    var states: [UIGestureRecognizer.State] = []
    let pan = UIScreenEdgePanGestureRecognizer { pan in states.append(pan.state) }
    pan.edges = .left
    controller.view.addGestureRecognizer(pan)

    stage.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 200, y: 300))
    #expect(states.isEmpty)
    stage.fingers.down(at: CGPoint(x: 10, y: 300))
    stage.advance(1.0 / 60)
    stage.fingers.move(to: CGPoint(x: 24, y: 300))
    #expect(states.isEmpty)
    stage.advance(1.0 / 60)
    stage.fingers.move(to: CGPoint(x: 26, y: 300))
    #expect(states == [.began])
    stage.fingers.up()
    states.removeAll()
    // Straight down from the edge: outside the 155° window around "rightwards".
    stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 5, y: 400))
    #expect(states.isEmpty)
    // 70° from rightwards is inside the window.
    let angle = 70 * CGFloat.pi / 180
    stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 5 + 100 * cos(angle), y: 300 + 100 * sin(angle)))
    #expect(states.first == .began)
  }

  @Test("Swiping back past half-way completes the pop in UIKit's order")
  func swipeBackCompletes() {
    let stage = NavigationStage()
    let second = stage.push("B")
    stage.log.clear()
    stage.stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 245, y: 300), steps: 12, lift: false)
    #expect(stage.log.appearance == ["B.viewWillDisappear", "A.viewWillAppear"])
    // The finger has moved 240 pt; the top view follows it from where the pan began (20 pt in,
    // the first step beyond the edge pan's 15 pt hysteresis).
    #expect(abs(second.view.frame.minX - 220) < 0.01)
    // The view below comes in from −112 in proportion: −112 · (1 − 220/375).
    #expect(abs(stage.root.view.frame.minX + 112 * (1 - 220.0 / 375)) < 0.01)
    stage.stage.advance(0.3)
    stage.stage.fingers.up()
    stage.stage.advance(0.4)
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(
      stage.log.appearance == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(second.parent == nil)
    #expect(stage.root.view.frame.minX == 0)
  }

  @Test("A short swipe back is cancelled with UIKit's calls for a cancelled pop")
  func swipeBackCancels() {
    let stage = NavigationStage()
    let second = stage.push("B")
    stage.log.clear()
    stage.stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 300), steps: 10, lift: false)
    stage.stage.advance(0.3)
    stage.stage.fingers.up()
    stage.stage.advance(0.4)
    #expect(stage.navigation.viewControllers == [stage.root, second])
    #expect(
      stage.log.appearance == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
        "B.viewWillAppear",
        "B.viewDidAppear",
      ])
    #expect(stage.log.entries.last == "B.didMove(parent)")
    #expect(second.view.frame.minX == 0)
    #expect(stage.root.view.superview == nil)
  }

  @Test("A flick back completes even when short: its momentum carries past half-way")
  func flickBack() {
    let stage = NavigationStage()
    _ = stage.push("B")
    stage.stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 125, y: 300), steps: 4)
    stage.stage.advance(0.4)
    #expect(stage.navigation.viewControllers == [stage.root])
  }

  @Test("No swipe back at the root, with the back button hidden, or with left items replacing it")
  func swipeBackGate() {
    let stage = NavigationStage()
    stage.stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
    #expect(stage.navigation.viewControllers == [stage.root])
    let second = stage.push("B")
    second.navigationItem.hidesBackButton = true
    stage.stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
    #expect(stage.navigation.viewControllers.count == 2)
    second.navigationItem.hidesBackButton = false
    second.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Close", style: .plain, target: nil, action: nil)
    stage.stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
    #expect(stage.navigation.viewControllers.count == 2)
    // Apps that take over the gesture's delegate (commonly setting it to nil) get it back.
    stage.navigation.interactivePopGestureRecognizer?.delegate = nil
    stage.stage.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
    stage.stage.advance(0.4)
    #expect(stage.navigation.viewControllers.count == 1)
  }

  @Test("Bar button items: typed target-action, system items, primary actions")
  func barButtonItems() throws {
    let stage = NavigationStage()
    let target = ItemTarget()
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: ItemTarget.done)
    let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in target.calls.append("add") })
    let edit = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: ItemTarget.edit)
    stage.root.navigationItem.rightBarButtonItems = [done, add]
    stage.root.navigationItem.leftBarButtonItem = edit
    stage.navigation.view.layoutIfNeeded()
    let bar = stage.navigation.navigationBar
    let buttons = bar.subviews.last!.subviews.compactMap { $0 as? UIControl }
    #expect(buttons.count == 3)
    // The right items from the right edge inward, 16 pt margin, 8 pt apart; the left one at 16.
    let frames = buttons.map { $0.frame }
    #expect(frames.contains { $0.minX == 16 })
    let doneFrame = try #require(frames.max { $0.maxX < $1.maxX })
    #expect(doneFrame.maxX == 359)
    for button in buttons {
      let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
      stage.stage.tap(at: point)
    }
    #expect(Set(target.calls) == ["done", "add", "edit"])
    #expect(target.senders.first === edit || target.senders.isEmpty)
    done.isEnabled = false
    stage.navigation.view.layoutIfNeeded()
    let disabled = bar.subviews.last!.subviews.compactMap { $0 as? UIControl }.filter { !$0.isEnabled }
    #expect(disabled.count == 1)
  }

  @Test("The back button reads the previous title, \"Back\" when that is too long, or a back item's title")
  func backButtonTitles() {
    let stage = NavigationStage()
    let second = stage.push("B")
    second.title = "Details"
    #expect(backTitle(stage) == "Home")
    stage.root.navigationItem.backButtonTitle = "Start"
    #expect(backTitle(stage) == "Start")
    stage.root.navigationItem.backBarButtonItem = UIBarButtonItem(
      title: "", style: .plain, target: nil, action: nil)
    #expect(backTitle(stage) == "")
    stage.root.navigationItem.backBarButtonItem = nil
    stage.root.navigationItem.backButtonTitle = nil
    stage.root.title = "A title far too long to sit beside the centred one"
    #expect(backTitle(stage) == "Back")
    stage.root.navigationItem.backButtonDisplayMode = .minimal
    #expect(backTitle(stage) == nil)
    second.navigationItem.hidesBackButton = true
    stage.navigation.view.layoutIfNeeded()
    #expect(backButton(stage) == nil)
  }

  private func backButton(_ stage: NavigationStage) -> UIView? {
    stage.navigation.view.layoutIfNeeded()
    return stage.navigation.navigationBar.subviews.last?.subviews.first {
      $0.accessibilityIdentifier == "navigation.back"
    }
  }

  private func backTitle(_ stage: NavigationStage) -> String? {
    let label = backButton(stage)?.subviews.compactMap { $0 as? UILabel }.first
    return label?.text
  }
}

final class ItemTarget {
  var calls: [String] = []
  var senders: [UIBarButtonItem] = []
  func done() { calls.append("done") }
  func edit(_ sender: UIBarButtonItem) {
    calls.append("edit")
    senders.append(sender)
  }
}
