import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct LayoutTests {
  final class CountingView: UIView {
    var passes = 0
    var relayoutForever = false
    override func layoutSubviews() {
      passes += 1
      if relayoutForever { setNeedsLayout() }
    }
  }

  @Test func layoutRunsOncePerMarkAndOnlyWhenMarked() {
    let app = Headless()
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    app.advance(1.0 / 60)
    #expect(view.passes == 1)
    app.advance(0.5)
    #expect(view.passes == 1)
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.passes == 2)
  }

  @Test func aSizeChangeMarksLayoutButAMoveDoesNot() {
    let app = Headless()
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    view.layoutIfNeeded()
    view.center = CGPoint(x: 100, y: 100)
    view.layoutIfNeeded()
    #expect(view.passes == 1)
    view.bounds.size = CGSize(width: 20, height: 20)
    view.layoutIfNeeded()
    #expect(view.passes == 2)
  }

  @Test func layoutThatTriggersLayoutRunsOncePerPassAndNeverHangs() {
    let app = Headless()
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.relayoutForever = true
    app.root.addSubview(view)
    view.layoutIfNeeded()
    #expect(view.passes == 1)
    app.advance(10.0 / 60)
    // One pass a frame: ten frames, ten more passes.
    #expect(view.passes == 11)
  }

  @Test func aParentsLayoutCanResizeItsChildrenInTheSamePass() {
    final class Parent: UIView {
      let child = CountingView()
      override func layoutSubviews() {
        if child.superview == nil { addSubview(child) }
        child.frame = bounds.insetBy(dx: 10, dy: 10)
      }
    }
    let app = Headless()
    let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    app.root.addSubview(parent)
    parent.layoutIfNeeded()
    #expect(parent.child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    #expect(parent.child.passes == 1)
  }

  @Test func viewControllerHearsItsViewsLayout() {
    final class Controller: UIViewController {
      var events: [String] = []
      override func viewDidLoad() { events.append("load") }
      override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
      override func viewWillLayoutSubviews() { events.append("willLayout") }
      override func viewDidLayoutSubviews() { events.append("didLayout") }
      override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
    }
    UIApplication.shared.resetHeadless()
    let window = UIWindow()
    let controller = Controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.events == ["load", "willAppear", "willLayout", "didLayout", "didAppear"])
    #expect(controller.view.frame == window.bounds)
  }
}
