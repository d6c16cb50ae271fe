import Dispatch
import EngineTime
import Synchronization

/// What a queue leaves for the main thread: a drawing (the keyboard's keys, a map's tiles, overlays
/// and labels) or a search's places (`MKLocalSearch`). Written on the queue before `done` is
/// signalled, read on the main thread only after waiting on it, so the semaphore orders the two.
@_spi(Hail) public final class QueueResult<Value>: @unchecked Sendable {
  public var value: Value
  public let done = DispatchSemaphore(value: 0)
  /// Set when nobody will take the value: the queue skips making it.
  public let cancelled = Atomic(false)

  /// A result holding `empty` until the queue makes the value.
  public init(_ empty: Value) { value = empty }

  /// What the queue runs: makes the value with `make` unless the result was cancelled first, then
  /// signals `done`, which the main thread waits on.
  public func work(_ make: @escaping @Sendable () -> Value) -> @Sendable () -> Void {
    { [self] in
      if !cancelled.load(ordering: .relaxed) { value = make() }
      done.signal()
    }
  }

  /// The value, waited for once: if it is not in yet, after draining `queue`, the one making it. A
  /// caller of `sync` that must wait lets the queue's own thread, kept off the caller's core, use
  /// every core meanwhile (`QueueThread`), where a wait on `done` alone leaves that core idle. The
  /// drain also waits for work given after this value's: for a queue given one piece at a time (the
  /// keyboard's, the searches').
  public func wait(draining queue: EngineTime.DispatchQueue) -> Value {
    if done.wait(wallTimeout: .now()) != .success {
      queue.sync {}
      done.wait()
    }
    return value
  }
}
