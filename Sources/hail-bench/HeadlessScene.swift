@_spi(Hail) import UIKit

/// A fresh headless app for one benchmark: a virtual clock at 0, a 375 × 667 @2x screen (the
/// default `iphone8` device) and a key window with a root view controller.
@MainActor
struct HeadlessScene {
  let window: UIWindow
  let root: UIView
  let fingers: TouchInjector

  init() {
    UIApplication.shared.resetHeadless()
    UIScreen.main.configure(size: CGSize(width: 375, height: 667), scale: 2, safeAreaInsets: .zero)
    window = UIWindow()
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    root = controller.view
    fingers = TouchInjector(window: window)
  }

  /// One display frame at 60 Hz on the virtual clock.
  func nextFrame() {
    UIApplication.shared.advance(by: 1.0 / 60)
  }

  /// A chain of `depth` views, each inset 4 pt in the one before, under `root`; returns the deepest.
  func nestedViews(depth: Int, siblingsPerLevel: Int = 0) -> UIView {
    var parent = root
    for _ in 0..<depth {
      let child = UIView(frame: parent.bounds.insetBy(dx: 4, dy: 4))
      parent.addSubview(child)
      // Added after the chain, so in front of it: the front-to-back search tests and rejects each
      // (they sit in the top-left corner, away from the touch) before it reaches the chain.
      for index in 0..<siblingsPerLevel {
        parent.addSubview(UIView(frame: CGRect(x: 4 + CGFloat(index) * 10, y: 4, width: 8, height: 8)))
      }
      parent = child
    }
    return parent
  }

  /// A finger moving at a constant `velocity` (pt/s) for `duration`, one move a frame, then lifted.
  func flick(from start: CGPoint, velocity: CGPoint, duration: TimeInterval) {
    fingers.down(at: start)
    for frame in 1...Int((duration * 60).rounded()) {
      nextFrame()
      let t = CGFloat(frame) / 60
      fingers.move(to: CGPoint(x: start.x + velocity.x * t, y: start.y + velocity.y * t))
    }
    fingers.up()
  }
}
