import Testing
@_spi(Hail) import UIKit

/// A touch no view handles travels up the responder chain: view → superview → view controller →
/// window → application (UIResponder's default touch handlers forward to `next`).
@MainActor
@Suite struct ResponderChainTests {
  /// A controller that records the touches that reach it through the chain.
  final class RecordingController: UIViewController {
    var log: [String] = []
    var touchViews: [UIView?] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("began")
      touchViews += touches.map(\.view)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  }

  private struct Scene {
    let app: Headless
    let controller: RecordingController
    let container: UIView
    let leaf: UIView
  }

  private func scene() -> Scene {
    let app = Headless()
    let controller = RecordingController()
    app.window.rootViewController = controller
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let leaf = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    controller.view.addSubview(container)
    container.addSubview(leaf)
    return Scene(app: app, controller: controller, container: container, leaf: leaf)
  }

  private func chain(from responder: UIResponder) -> [ObjectIdentifier] {
    var result: [ObjectIdentifier] = []
    var current: UIResponder? = responder
    while let responder = current, result.count < 20 {
      result.append(ObjectIdentifier(responder))
      current = responder.next
    }
    return result
  }

  @Test func nextRunsFromTheViewToTheApplication() {
    let scene = scene()
    let expected: [UIResponder] = [
      scene.leaf, scene.container, scene.controller.view, scene.controller, scene.app.window,
      UIApplication.shared,
    ]
    #expect(chain(from: scene.leaf) == expected.map(ObjectIdentifier.init))
  }

  @Test func aChildControllerSitsBetweenItsViewAndTheParentsView() {
    let scene = scene()
    let child = UIViewController()
    scene.controller.addChild(child)
    scene.container.addSubview(child.view)
    let expected: [UIResponder] = [
      child.view, child, scene.container, scene.controller.view, scene.controller, scene.app.window,
      UIApplication.shared,
    ]
    #expect(chain(from: child.view) == expected.map(ObjectIdentifier.init))
  }

  @Test func anUnhandledTouchReachesTheController() {
    let scene = scene()
    scene.app.fingers.down(at: CGPoint(x: 100, y: 100))
    scene.app.fingers.move(to: CGPoint(x: 120, y: 100))
    scene.app.fingers.up()
    #expect(scene.controller.log == ["began", "moved", "ended"])
    // The touch still names the view it was hit-tested to.
    #expect(scene.controller.touchViews.count == 1)
    #expect(scene.controller.touchViews.first! === scene.leaf)
  }

  @Test func aViewThatHandlesTheTouchStopsTheChain() {
    let scene = scene()
    let handler = RecordingView(frame: scene.leaf.bounds)
    scene.leaf.addSubview(handler)
    scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(handler.log == ["began", "ended"])
    #expect(scene.controller.log.isEmpty)
  }
}
