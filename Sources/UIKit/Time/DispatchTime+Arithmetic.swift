import Dispatch
@_spi(Hail) import EngineTime

// Dispatch's arithmetic on the engine's `DispatchTime`, declared here because a scoped re-export
// (`Exports.swift`) brings a type but not its operators. As Dispatch's: `distantFuture` stays put,
// `.never` and sums past the end of time are `distantFuture`, and seconds are clamped to Int64
// nanoseconds (NaN as the largest). Seconds are rounded to the nearest nanosecond where Dispatch
// truncates, so `.now() + 0.3` is 0.3 s of engine time, not 1 ns less.

public func + (time: DispatchTime, seconds: Double) -> DispatchTime {
  time.advanced(byNanoseconds: nanoseconds(seconds))
}

public func - (time: DispatchTime, seconds: Double) -> DispatchTime {
  time.advanced(byNanoseconds: nanoseconds(-seconds))
}

public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
  time.advanced(byNanoseconds: nanoseconds(interval))
}

public func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
  let delta = nanoseconds(interval)
  return time.advanced(byNanoseconds: delta == .max ? .min : -delta)
}

private func nanoseconds(_ seconds: Double) -> Int64 {
  let value = (seconds * 1e9).rounded()
  if value.isNaN || value >= Double(Int64.max) { return .max }
  return value <= Double(Int64.min) ? .min : Int64(value)
}

private func nanoseconds(_ interval: DispatchTimeInterval) -> Int64 {
  let (count, scale): (Int, Int64) =
    switch interval {
    case .seconds(let count): (count, 1_000_000_000)
    case .milliseconds(let count): (count, 1_000_000)
    case .microseconds(let count): (count, 1000)
    case .nanoseconds(let count): (count, 1)
    case .never: (Int.max, 1)
    }
  let (product, overflow) = Int64(count).multipliedReportingOverflow(by: scale)
  return overflow ? (count < 0 ? .min : .max) : product
}
