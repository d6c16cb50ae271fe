import Dispatch
import Foundation

/// Dispatch's point in time, on the engine's clock: `now()` is the engine clock's time in
/// nanoseconds (virtual headless, monotonic in a window), so `DispatchQueue.main.asyncAfter(deadline:
/// .now() + 0.5)` is half a second of engine time exactly. UIKit re-exports this type over
/// Dispatch's (docs/ARCHITECTURE.md, "How a Foundation Timer is driven"); its `+` and `-` are
/// UIKit's (`DispatchTime+Arithmetic`), since a scoped re-export carries no operators.
///
/// Unlike Dispatch, which stores a time of 0 as 1 ns ("0 means now" to it), this type keeps the
/// nanoseconds it is given; `distantFuture` is the largest value, as Dispatch's `DISPATCH_TIME_FOREVER`.
public struct DispatchTime: Comparable, Hashable, Sendable {
  /// Engine time in nanoseconds.
  public let uptimeNanoseconds: UInt64

  public init(uptimeNanoseconds: UInt64) {
    self.uptimeNanoseconds = uptimeNanoseconds
  }

  /// The engine clock's time now; readable from any thread.
  public static func now() -> DispatchTime {
    DispatchTime(uptimeNanoseconds: UInt64(max(EngineClock.now * 1e9, 0).rounded()))
  }

  /// A time later than any other (`DISPATCH_TIME_FOREVER`).
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
  }

  /// This time moved by `nanoseconds`, as Dispatch's `dispatch_time(when, delta)` moves it:
  /// `distantFuture` stays put, and a delta of `Int64.max` (`.never`) or a sum past the end of time
  /// is `distantFuture`. A time before the clock's origin is the origin.
  @_spi(Hail) public func advanced(byNanoseconds nanoseconds: Int64) -> DispatchTime {
    guard self != .distantFuture, nanoseconds != .max else { return .distantFuture }
    if nanoseconds >= 0 {
      let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(UInt64(nanoseconds))
      return overflow || sum == .max ? .distantFuture : DispatchTime(uptimeNanoseconds: sum)
    }
    return DispatchTime(uptimeNanoseconds: uptimeNanoseconds - min(nanoseconds.magnitude, uptimeNanoseconds))
  }

  /// The engine time this deadline stands for, in seconds; nil for `.distantFuture`.
  var engineSeconds: TimeInterval? {
    self == .distantFuture ? nil : Double(uptimeNanoseconds) / 1e9
  }

  /// The same deadline on Dispatch's own clock: the same delay from now, for Dispatch's queues and
  /// waits, which run on real time.
  @_spi(Hail) public var dispatchDeadline: Dispatch.DispatchTime {
    guard let due = engineSeconds else { return .distantFuture }
    return .now() + max(due - EngineClock.now, 0)
  }
}
