import Foundation

/// Foundation's timer, on the engine's clock: it fires when the engine's run loop reaches its fire
/// time, virtual headless (a ten-minute countdown takes no real time) and monotonic in a window.
/// UIKit re-exports it over `Foundation.Timer` (docs/ARCHITECTURE.md, "How a Foundation Timer is
/// driven").
///
/// Behaviour follows Apple's `Timer` documentation:
/// - a timer fires only once added to a run loop (`scheduledTimer…` adds it to the current run
///   loop in the default mode; `init…` does not);
/// - a repeating timer is rescheduled from its scheduled fire time, not from when it actually
///   fired; one delayed past several fire times fires once and moves to the next future one;
/// - `fire()` runs the block now: a repeating timer keeps its schedule, a non-repeating one is
///   invalidated;
/// - a time interval ≤ 0 becomes 0.1 ms ("If seconds is less than or equal to 0.0, this method
///   chooses the nonnegative value of 0.1 milliseconds instead");
/// - invalidating lets go of the block, target and user info ("If it was configured with target
///   and user info objects, the receiver removes its strong references to those objects as
///   well"), so an owner that keeps its timer, whose block keeps the owner, is freed once the
///   timer has fired or been invalidated.
///
/// The engine fires a timer at its fire date exactly, which `tolerance` allows (it only lets the
/// system fire *later*). Blocks run on the main thread, so they are main-actor isolated.
@preconcurrency @MainActor
open class Timer: NSObject {
  /// Foundation's replacement for a non-positive interval (see above).
  static let minimumInterval: TimeInterval = 0.0001

  public let timeInterval: TimeInterval
  /// Apple: "Do not access this property after the timer is invalidated" — it is let go then.
  public private(set) var userInfo: Any?
  /// How late the system may fire the timer; the engine always fires on time.
  open var tolerance: TimeInterval = 0
  public private(set) var isValid = true

  let repeats: Bool
  /// The block or target-action; nil once invalidated.
  private var action: ((Timer) -> Void)?
  /// The engine time of the next firing.
  private(set) var fireTime: TimeInterval
  /// The run loop the timer is scheduled in, and the modes it fires in. Unowned, as Core
  /// Foundation's timer keeps its run loop unretained (`CFRunLoopAddTimer` in CFRunLoop.c sets
  /// `rlt->_runLoop = rl`): the one run loop, the main one, outlives every timer, and a weak
  /// reference would give it a side table for the process's life.
  unowned var runLoop: RunLoop?
  var modes: Set<RunLoop.Mode> = []

  public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void)
  {
    timeInterval = Self.sanitized(interval)
    self.repeats = repeats
    userInfo = nil
    action = block
    fireTime = RunLoop.main.now + timeInterval
  }

  public init(
    fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
  ) {
    timeInterval = Self.sanitized(interval)
    self.repeats = repeats
    userInfo = nil
    action = block
    fireTime = Self.engineTime(of: date)
  }

  /// The target-action form with a typed method reference (`MyController.tick`) for a selector.
  public init<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void,
    userInfo: Any?, repeats: Bool
  ) {
    timeInterval = Self.sanitized(interval)
    self.repeats = repeats
    self.userInfo = userInfo
    // A timer keeps its target until invalidated, as Foundation's does.
    action = { timer in selector(target)(timer) }
    fireTime = RunLoop.main.now + timeInterval
  }

  /// A timer on the current run loop in the default mode, firing `interval` seconds from now. The
  /// result is discardable, as for Objective-C methods imported into Swift on iOS.
  @discardableResult
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }

  @discardableResult
  open class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void,
    userInfo: Any?, repeats: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }

  /// When the timer fires next, as a wall-clock date: now plus the engine time left.
  open var fireDate: Date {
    get { Date(timeIntervalSinceNow: fireTime - RunLoop.main.now) }
    set { fireTime = Self.engineTime(of: newValue) }
  }

  /// Runs the block now; a non-repeating timer is then invalidated, a repeating one keeps its
  /// schedule (Apple docs, `Timer.fire()`).
  open func fire() {
    guard isValid, let action else { return }
    action(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer for good and removes it from its run loop.
  open func invalidate() {
    guard isValid else { return }
    isValid = false
    action = nil
    userInfo = nil
    runLoop?.remove(self)
  }

  /// Called by the run loop at the fire time: runs the block and, for a repeating timer, moves the
  /// fire time to the first multiple of the interval after `time`.
  func fireScheduled(at time: TimeInterval) {
    if repeats {
      let missed = ((time - fireTime) / timeInterval).rounded(.down)
      fireTime += (max(missed, 0) + 1) * timeInterval
    }
    fire()
  }

  private static func sanitized(_ interval: TimeInterval) -> TimeInterval {
    interval.isFinite && interval > 0 ? interval : interval == .infinity ? interval : minimumInterval
  }

  /// The engine time at which the wall clock will show `date`.
  private static func engineTime(of date: Date) -> TimeInterval {
    RunLoop.main.now + date.timeIntervalSinceNow
  }
}
