import Foundation

/// A fresh headless application with one key window: what tests, benchmarks and tools start from.
/// It starts the application on `environment` (a virtual clock at 0 by default), configures the
/// screen (375 × 667 @2x, the original demo's iPhone 8, unless told), and shows
/// `rootViewController`, made once the environment is in place (its objects read it when they are
/// made); then it moves time and fingers.
@preconcurrency @MainActor
@_spi(Hail) public struct HeadlessWindow {
  public let window: UIWindow
  public let controller: UIViewController
  public let fingers: TouchInjector

  public init(
    environment: SystemEnvironment = SystemEnvironment(), size: CGSize = CGSize(width: 375, height: 667),
    scale: CGFloat = 2, safeArea: UIEdgeInsets = .zero,
    rootViewController: @autoclosure () -> UIViewController = UIViewController()
  ) {
    UIApplication.shared.resetHeadless(environment: environment)
    UIScreen.main.configure(size: size, scale: scale, safeAreaInsets: safeArea)
    window = UIWindow()
    controller = rootViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    fingers = TouchInjector(window: window)
  }

  /// The root view controller's view.
  public var root: UIView { controller.view }
  public var now: TimeInterval { UIApplication.shared.clock.now }

  /// Runs the frames of the next `seconds` on the virtual clock.
  public func advance(_ seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
  }

  /// One display frame at 60 Hz.
  public func nextFrame() {
    advance(1.0 / 60)
  }

  /// A finger drag from `start` to `end` in `steps` moves, one a frame (60 Hz), then a lift.
  public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, lift: Bool = true) {
    fingers.down(at: start)
    for step in 1...max(steps, 1) {
      nextFrame()
      let fraction = CGFloat(step) / CGFloat(max(steps, 1))
      fingers.move(
        to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    if lift { fingers.up() }
  }

  /// A finger moving at a constant `velocity` (pt/s) for `duration`, one move a frame, then lifted.
  public func flick(from start: CGPoint, velocity: CGPoint, duration: TimeInterval) {
    fingers.down(at: start)
    for frame in 1...max(Int((duration * 60).rounded()), 1) {
      nextFrame()
      let t = CGFloat(frame) / 60
      fingers.move(to: CGPoint(x: start.x + velocity.x * t, y: start.y + velocity.y * t))
    }
    fingers.up()
  }

  /// A tap: down, 50 ms, up.
  public func tap(at point: CGPoint) {
    fingers.down(at: point)
    advance(0.05)
    fingers.up()
  }

  /// A chain of `depth` views, each inset 4 pt in the one before, under `root`; returns the deepest.
  /// `siblingsPerLevel` small views are added in front at each level, away from the chain's middle.
  public func nestedViews(depth: Int, siblingsPerLevel: Int = 0) -> UIView {
    var parent = root
    for _ in 0..<depth {
      let child = UIView(frame: parent.bounds.insetBy(dx: 4, dy: 4))
      parent.addSubview(child)
      for index in 0..<siblingsPerLevel {
        parent.addSubview(UIView(frame: CGRect(x: 4 + CGFloat(index) * 10, y: 4, width: 8, height: 8)))
      }
      parent = child
    }
    return parent
  }
}
