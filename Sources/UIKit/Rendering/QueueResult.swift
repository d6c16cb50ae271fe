import Dispatch
@_spi(Hail) import EngineTime
import Synchronization

/// What a queue leaves for the main thread: a drawing (the keyboard's keys, a map's tiles, overlays
/// and labels) or a search's places (`MKLocalSearch`). Written on the queue before `done` is
/// signalled, read on the main thread only after waiting on it, so the semaphore orders the two; a
/// waiter that made the value itself (`value(makingHereBy:)`) never reads it, which the queue, if
/// under way, may still write. Waited for one way: `wait(on:)`, or `isDone(by:)` and
/// `value(makingHereBy:)` (each takes `done`'s one signal; a second wait would never return).
@_spi(Hail) public final class QueueResult<Value>: @unchecked Sendable {
  private var value: Value
  public let done = DispatchSemaphore(value: 0)
  /// Set when nobody will take the value (`cancel()`): the queue skips making it.
  private let cancelled = Atomic(false)
  /// Set when the waiter makes the value itself (`value(makingHereBy:)`): the queue skips making it
  /// if it has not begun, and a `make` that may stop part-way stops.
  private let madeByWaiter = Atomic(false)
  /// What makes the value, for a waiter that makes it itself; let go once the value is in.
  private var make: (@Sendable (_ isStopped: @Sendable () -> Bool) -> Value)?
  /// Whether the waiter has taken `done`'s one signal (`isDone(by:)`); read on the waiter's thread.
  private var signalTaken = false
  /// How long the waiter took to make the value itself, in seconds (0 if the queue made it): for
  /// counts of the main thread's time (`MapLabelView.drawDuration`).
  public private(set) var madeHereDuration = 0.0

  /// A result holding `empty` until the queue makes the value.
  public init(_ empty: Value) { value = empty }

  /// What the queue runs: makes the value with `make` unless the result was cancelled, or made by
  /// its waiter, first, then signals `done`, which the main thread waits on. Called once. The
  /// result keeps `make` until the value is in, so `make` must not hold the result or its owner
  /// (a cycle, never broken for a result cancelled).
  public func work(_ make: @escaping @Sendable () -> Value) -> @Sendable () -> Void {
    work { _ in make() }
  }

  /// `work(_:)` for a `make` that may stop part-way (a batch of labels, label by label): it is
  /// handed whether to stop, true on the queue once the result is cancelled or its waiter makes
  /// the value itself, never for the waiter's own making. What it makes once stopped is never read.
  /// Handed rather than read off the result, so that no `make` holds the result, which keeps it.
  public func work(
    _ make: @escaping @Sendable (_ isStopped: @Sendable () -> Bool) -> Value
  ) -> @Sendable () -> Void {
    self.make = make
    return { [self] in
      let isStopped: @Sendable () -> Bool = { [self] in
        cancelled.load(ordering: .relaxed) || madeByWaiter.load(ordering: .relaxed)
      }
      if !isStopped() { value = make(isStopped) }
      done.signal()
    }
  }

  /// Nobody will take the value: the queue skips making it if it has not begun, and a `make` that
  /// may stop part-way stops.
  public func cancel() {
    cancelled.store(true, ordering: .relaxed)
  }

  /// Whether the queue has made the value (or skipped it), waiting for it until `deadline` (on
  /// Dispatch's clock), or as long as it takes when nil. May be asked again: the semaphore's one
  /// signal is taken once and remembered.
  public func isDone(by deadline: Dispatch.DispatchTime?) -> Bool {
    if !signalTaken {
      if let deadline {
        signalTaken = done.wait(timeout: deadline) == .success
      } else {
        done.wait()
        signalTaken = true
      }
      if signalTaken { make = nil }
    }
    return signalTaken
  }

  /// The value, waited for until `deadline` (on Dispatch's clock; as long as it takes when nil),
  /// then made on the calling thread instead, the queue's making, if under way, left to end
  /// unread (or told to stop, for a `make` that may stop part-way). A queue of background QoS runs
  /// under `SCHED_IDLE` on Linux (`QueueThread`), which gets next to no time while other processes
  /// keep every core busy, and nothing lends it the waiter's priority: a map's tiles, waited for
  /// alone, held the main thread for 0.1–5.4 s a frame, seconds on end, while a clean clone built
  /// beside it. For a `make` that gives the same value wherever and however often it runs (a
  /// drawing of what it was given), so what shows does not depend on which thread made it. The
  /// frame's deadline: `UIApplication.queueWaitDeadline()`.
  public func value(makingHereBy deadline: Dispatch.DispatchTime?) -> Value {
    if isDone(by: deadline) { return value }
    madeByWaiter.store(true, ordering: .relaxed)
    let start = Dispatch.DispatchTime.now().uptimeNanoseconds
    let made = make?({ false }) ?? value
    madeHereDuration = Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e9
    make = nil
    return made
  }

  /// The value, waited for on `queue`, the one making it (`DispatchQueue.wait(for:)`): the queue's
  /// own thread, kept off the caller's core, may use every core meanwhile, where a wait on `done`
  /// alone leaves that core idle. Waited for once: `done` is signalled once, so a second wait would
  /// never return.
  public func wait(on queue: EngineTime.DispatchQueue) -> Value {
    queue.wait(for: done)
    return value
  }
}
