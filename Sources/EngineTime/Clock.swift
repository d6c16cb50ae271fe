import Foundation

// The clocks are engine-only, yet public here, in a module iOS code never imports: UIKit names them
// for the engine's hosts and tests as `@_spi(Hail)` (`Clocks.swift`), and its files read a clock
// (`UIApplication.shared.clock.now`) without importing this module.

/// The engine's only source of time. Nothing in the engine reads wall time directly, so tests,
/// replays and demos run on a `VirtualClock` and are deterministic.
@preconcurrency @MainActor
public protocol Clock: AnyObject {
  /// Seconds since an arbitrary, fixed origin; never decreases.
  var now: TimeInterval { get }
}

/// A clock that moves only when told to: headless tests, replays and GIF rendering.
@preconcurrency @MainActor
public final class VirtualClock: Clock {
  public private(set) var now: TimeInterval {
    didSet { if isInstalled { DispatchQueue.mainStore.setTimeSource(.virtual(now)) } }
  }
  /// Whether this is the application's clock, whose time every thread reads (`EngineClock`).
  var isInstalled = false {
    didSet { if isInstalled { DispatchQueue.mainStore.setTimeSource(.virtual(now)) } }
  }

  public init(start: TimeInterval = 0) {
    now = start
  }

  /// Moves time forward; a negative or non-finite step is ignored, since time never runs back.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds
  }

  /// Moves time forward to `time`; earlier times are ignored.
  public func advance(to time: TimeInterval) {
    advance(by: time - now)
  }
}

/// The monotonic system clock, for a real window.
@preconcurrency @MainActor
public final class MonotonicClock: Clock {
  let origin = MonotonicClock.nanoseconds()

  public init() {}

  public var now: TimeInterval {
    TimeInterval(Self.nanoseconds() - origin) / 1_000_000_000
  }

  /// The system's monotonic clock (`CLOCK_MONOTONIC`), in nanoseconds.
  nonisolated static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
