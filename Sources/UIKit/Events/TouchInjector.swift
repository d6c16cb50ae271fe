import Foundation

/// Turns finger positions into UIKit touch events for a window: what the SDL host feeds from the
/// mouse, and what tests and replays feed from scripts. Not a UIKit type; UIKit gets its touches from
/// the hardware.
@preconcurrency @MainActor
@_spi(Hail) public final class TouchInjector {
  /// Taps that follow within this time and distance of the previous tap count as one multi-tap
  /// (UIKit's double-tap window is commonly measured at about 0.35 s and 10 pt).
  public static let multiTapInterval: TimeInterval = 0.35
  public static let multiTapDistance: CGFloat = 10

  public let window: UIWindow
  private var touches: [Int: UITouch] = [:]
  /// Where each finger went down and whether it has since wandered beyond `multiTapDistance`: a
  /// touch that wandered was a drag, not a tap, so it does not start a multi-tap.
  private var starts: [Int: (location: CGPoint, wandered: Bool)] = [:]
  private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

  public init(window: UIWindow) {
    self.window = window
  }

  /// The fingers down now, by id (a finger whose touch the system cancelled is up).
  public var activeFingers: [Int] { touches.filter { $0.value.phase != .cancelled }.keys.sorted() }

  /// A finger touches down at `point` (window coordinates). Returns the view that was hit, if any.
  /// A second `down` for a finger that is already down is ignored.
  @discardableResult
  public func down(at point: CGPoint, finger: Int = 0) -> UIView? {
    forgetCancelledTouches()
    guard point.x.isFinite, point.y.isFinite, touches[finger] == nil else { return nil }
    let now = UIApplication.shared.clock.now
    let touch = UITouch(
      location: point, timestamp: now, tapCount: tapCount(at: point, time: now), window: window)
    touch.phase = .began
    touches[finger] = touch
    starts[finger] = (point, false)
    send(changing: [touch])
    return touch.view
  }

  /// A finger moves to `point`. A move of a finger that is not down is ignored.
  public func move(to point: CGPoint, finger: Int = 0) {
    move([finger: point])
  }

  /// Several fingers move at once, in one event (as a pinch's two fingers do on a touch screen).
  /// Fingers that are not down and non-finite points are ignored.
  public func move(_ positions: [Int: CGPoint]) {
    forgetCancelledTouches()
    var moved: Set<UITouch> = []
    for (finger, point) in positions.sorted(by: { $0.key < $1.key }) {
      guard point.x.isFinite, point.y.isFinite, let touch = touches[finger] else { continue }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      touch.timestamp = UIApplication.shared.clock.now
      touch.phase = .moved
      noteWandering(of: finger, to: point)
      moved.insert(touch)
    }
    guard !moved.isEmpty else { return }
    send(changing: moved)
  }

  /// A finger lifts at `point` (or where it last was).
  public func up(at point: CGPoint? = nil, finger: Int = 0) {
    finish(finger: finger, at: point, phase: .ended)
  }

  /// The system takes the finger away (a window closing, a call coming in).
  public func cancel(finger: Int = 0) {
    finish(finger: finger, at: nil, phase: .cancelled)
  }

  private func finish(finger: Int, at point: CGPoint?, phase: UITouch.Phase) {
    forgetCancelledTouches()
    guard let touch = touches[finger] else { return }
    if let point, point.x.isFinite, point.y.isFinite {
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      noteWandering(of: finger, to: point)
    }
    touch.timestamp = UIApplication.shared.clock.now
    touch.phase = phase
    if phase == .ended, starts[finger]?.wandered == false {
      lastTap = (touch.locationInWindow, touch.timestamp, touch.tapCount)
    } else {
      lastTap = nil
    }
    send(changing: [touch])
    touches[finger] = nil
    starts[finger] = nil
  }

  /// A touch the system cancelled (its window reset with the finger down) is over: that finger
  /// moves and lifts no more, and its next `down` is a new touch.
  private func forgetCancelledTouches() {
    for (finger, touch) in touches where touch.phase == .cancelled {
      touches[finger] = nil
      starts[finger] = nil
    }
  }

  private func noteWandering(of finger: Int, to point: CGPoint) {
    guard let start = starts[finger] else { return }
    let distance = hypot(point.x - start.location.x, point.y - start.location.y)
    if distance > Self.multiTapDistance { starts[finger]?.wandered = true }
  }

  private func tapCount(at point: CGPoint, time: TimeInterval) -> Int {
    guard let lastTap, time - lastTap.time <= Self.multiTapInterval,
      hypot(point.x - lastTap.location.x, point.y - lastTap.location.y) <= Self.multiTapDistance
    else { return 1 }
    return lastTap.count + 1
  }

  private func send(changing changed: Set<UITouch>) {
    for touch in touches.values where !changed.contains(touch) {
      touch.phase = .stationary
    }
    let event = UIEvent(timestamp: UIApplication.shared.clock.now, touches: Set(touches.values))
    window.sendEvent(event)
  }
}
