import Foundation

/// One measured figure, printed as `name value unit`.
struct Figure {
  enum Unit: String {
    case ns, us, ms

    var nanoseconds: Double {
      switch self {
      case .ns: 1
      case .us: 1_000
      case .ms: 1_000_000
      }
    }
  }

  let name: String
  let nanosecondsPerOperation: Double
  let unit: Unit

  /// Three significant digits: more would be noise on shared cores.
  var line: String {
    let value = nanosecondsPerOperation / unit.nanoseconds
    let decimals = abs(value) >= 100 ? 0 : abs(value) >= 10 ? 1 : 2
    return "\(name) \(String(format: "%.\(decimals)f", value)) \(unit.rawValue)"
  }
}

/// Times an operation in batches: one untimed warm-up batch (first-call costs, cache and allocator
/// warm-up), then `batches` timed ones. The figure is the median batch's time per operation, so a
/// batch slowed by another job on the shared cores does not move it.
struct Sampler {
  let batches: Int

  /// `batch` runs `operations` operations and returns the nanoseconds that count: a batch times
  /// only its real work and leaves its setup (a flick, a scroll step) out.
  @MainActor
  func nanosecondsPerOperation(operations: Int, _ batch: () -> UInt64) -> Double {
    _ = batch()
    let times = (0..<batches).map { _ in Double(batch()) / Double(operations) }.sorted()
    let middle = times.count / 2
    return times.count.isMultiple(of: 2) ? (times[middle - 1] + times[middle]) / 2 : times[middle]
  }
}

/// The wall time `body` takes, in nanoseconds. Wall time on purpose: the engine under test runs on
/// its virtual clock, which does not move while it works.
@MainActor
func elapsedNanoseconds(_ body: () -> Void) -> UInt64 {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return DispatchTime.now().uptimeNanoseconds - start
}

/// The CPU time this thread spent running `body`, in nanoseconds: unlike the wall time, it leaves
/// out the time other jobs on the shared cores took the processor away.
func threadCPUNanoseconds(_ body: () -> Void) -> UInt64 {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
  body()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
  return UInt64((end.tv_sec - start.tv_sec) * 1_000_000_000 + (end.tv_nsec - start.tv_nsec))
}

/// Consumes a result so the optimizer cannot drop the work that produced it; unoptimized because
/// whole-module optimization would otherwise see that it does nothing.
@_optimize(none)
func blackHole<T>(_ value: T) {}
