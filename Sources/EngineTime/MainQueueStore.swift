import Foundation

/// The work waiting on the main dispatch queue, kept for the engine's run loop to run on the
/// engine's clock (`RunLoop.runTurn(at:)`), and where any thread reads the engine's time.
///
/// `DispatchQueue.main` may be called from any thread (a background job hands its result back),
/// so this is the one engine object guarded by a lock rather than by the main actor.
final class MainQueueStore: @unchecked Sendable {
  typealias Work = @Sendable () -> Void

  private struct Delayed {
    let due: TimeInterval
    /// Submission order, so work due at the same time runs first in, first out.
    let sequence: UInt64
    let work: Work
  }

  private let lock = NSLock()
  private var immediate: [Work] = []
  private var delayed: [Delayed] = []
  private var sequence: UInt64 = 0
  private var timeSource = TimeSource.virtual(0)

  /// Where the engine's time comes from, readable without the main actor: a virtual clock
  /// publishes each move here; a monotonic clock is read directly.
  enum TimeSource {
    case virtual(TimeInterval)
    case monotonic(originNanoseconds: UInt64)
  }

  /// Queues work to run at the next turn of the run loop.
  func enqueue(_ work: @escaping Work) {
    lock.withLock { immediate.append(work) }
  }

  /// Queues work to run once the engine clock reaches `due`.
  func enqueue(_ work: @escaping Work, due: TimeInterval) {
    lock.withLock {
      sequence &+= 1
      delayed.append(Delayed(due: due, sequence: sequence, work: work))
    }
  }

  var hasImmediateWork: Bool { lock.withLock { !immediate.isEmpty } }

  /// The earliest due time of the delayed work (submitted by `lastSequence`), if any.
  func nextDelayedDue(submittedBy lastSequence: UInt64 = .max) -> TimeInterval? {
    lock.withLock { delayed.lazy.filter { $0.sequence <= lastSequence }.map(\.due).min() }
  }

  /// Takes the work queued for the next turn, in submission order.
  func takeImmediate() -> [Work] {
    lock.withLock {
      defer { immediate.removeAll() }
      return immediate
    }
  }

  /// The submission count so far: `takeDelayed` can leave out work submitted after this.
  var lastSequence: UInt64 { lock.withLock { sequence } }

  /// Takes the earliest delayed work due at or before `time` and submitted by `lastSequence`
  /// (the earliest submitted on a tie).
  func takeDelayed(dueBy time: TimeInterval, submittedBy lastSequence: UInt64) -> (
    due: TimeInterval, work: Work
  )? {
    lock.withLock {
      let due = delayed.indices.filter { delayed[$0].due <= time && delayed[$0].sequence <= lastSequence }
      guard
        let index = due.min(by: {
          (delayed[$0].due, delayed[$0].sequence) < (delayed[$1].due, delayed[$1].sequence)
        })
      else { return nil }
      let entry = delayed.remove(at: index)
      return (entry.due, entry.work)
    }
  }

  /// The engine clock's time now.
  var time: TimeInterval {
    switch lock.withLock({ timeSource }) {
    case .virtual(let time): time
    case .monotonic(let origin): TimeInterval(MonotonicClock.nanoseconds() - origin) / 1e9
    }
  }

  func setTimeSource(_ source: TimeSource) {
    lock.withLock { timeSource = source }
  }

  /// Drops all queued work: a headless test starts from an empty queue.
  func removeAll() {
    lock.withLock {
      immediate.removeAll()
      delayed.removeAll()
    }
  }
}

/// The engine clock's time, readable from any thread (`DispatchTime.now()`, `CACurrentMediaTime()`).
@_spi(Hail) public enum EngineClock {
  public static var now: TimeInterval { DispatchQueue.mainStore.time }
}
