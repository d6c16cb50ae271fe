@_spi(Hail) import UIKit

/// A fresh headless app for one test: a virtual clock at 0, a 375 × 667 @2x screen (the original
/// demo's iPhone 8) and a key window with a root view controller.
@MainActor
struct Headless {
  let window: UIWindow
  let controller: UIViewController
  let fingers: TouchInjector

  init(
    size: CGSize = CGSize(width: 375, height: 667), safeArea: UIEdgeInsets = .zero,
    diagnostics: @escaping @MainActor (String) -> Void = SystemEnvironment.standardError
  ) {
    UIApplication.shared.resetHeadless(environment: SystemEnvironment(diagnostics: diagnostics))
    UIScreen.main.configure(size: size, scale: 2, safeAreaInsets: safeArea)
    window = UIWindow()
    controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    fingers = TouchInjector(window: window)
  }

  var root: UIView { controller.view }
  var now: TimeInterval { UIApplication.shared.clock.now }

  func advance(_ seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
  }

  /// A finger drag from `start` to `end` in `steps` moves, one a frame (60 Hz), then a lift.
  func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, lift: Bool = true) {
    fingers.down(at: start)
    for step in 1...steps {
      advance(1.0 / 60)
      let fraction = CGFloat(step) / CGFloat(steps)
      fingers.move(
        to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    if lift { fingers.up() }
  }

  /// A tap: down, 50 ms, up.
  func tap(at point: CGPoint) {
    fingers.down(at: point)
    advance(0.05)
    fingers.up()
  }
}

/// A view that records the touch callbacks it gets.
final class RecordingView: UIView {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}
