import Dispatch
import Foundation

extension DispatchTime {
  /// Now on the engine's clock, in its nanoseconds: virtual headless, monotonic in a window. Shadows
  /// Dispatch's `now()` for code that imports UIKit, so `DispatchQueue.main.asyncAfter(deadline:
  /// .now() + 0.5)` is half a second of engine time, exactly (docs/ARCHITECTURE.md, "How a Foundation
  /// Timer is driven"). Dispatch's own arithmetic (`+ 0.5`, `+ .milliseconds(300)`) applies.
  public static func now() -> DispatchTime {
    DispatchTime(uptimeNanoseconds: UInt64(max(EngineTime.now * 1e9, 0).rounded()))
  }

  /// The engine time this deadline stands for, in seconds: whole microseconds, since Dispatch stores
  /// a time of 0 as 1 ns (0 means "now" to it); nil for `.distantFuture`.
  var engineSeconds: TimeInterval? {
    guard self != .distantFuture else { return nil }
    return (Double(uptimeNanoseconds) / 1000).rounded() / 1_000_000
  }
}
