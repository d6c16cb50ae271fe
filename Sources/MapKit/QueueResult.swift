import Dispatch
import Synchronization

/// What a queue leaves for the main thread: a drawing (`MapTileRaster`, `MapOverlayRaster`: an
/// image; `MapLabelRaster`: one per label) or a search's places (`MKLocalSearch`). Written on the
/// queue before `done` is signalled, read on the main thread only after waiting on it, so the
/// semaphore orders the two.
final class QueueResult<Value>: @unchecked Sendable {
  var value: Value
  let done = DispatchSemaphore(value: 0)
  /// Set when nobody will take the value: the queue skips making it.
  let cancelled = Atomic(false)

  /// A result holding `empty` until the queue makes the value.
  init(_ empty: Value) { value = empty }
}
