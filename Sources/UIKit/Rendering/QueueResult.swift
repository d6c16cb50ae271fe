import Dispatch
@_spi(Hail) import EngineTime
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

  /// The value, waited for on `queue`, the one making it (`DispatchQueue.wait(for:)`): the queue's
  /// own thread, kept off the caller's core, may use every core meanwhile, where a wait on `done`
  /// alone leaves that core idle. Waited for once: `done` is signalled once, so a second wait would
  /// never return.
  public func wait(on queue: EngineTime.DispatchQueue) -> Value {
    queue.wait(for: done)
    return value
  }
}
