@_spi(Hail) import CoreGraphics
import Dispatch
import Synchronization

/// What a drawing queue leaves for the main thread (`MapTileRaster`, `MapOverlayRaster`: an image;
/// `MapLabelRaster`: one per label): written on the queue before `done` is signalled, read on the
/// main thread only after waiting on it, so the semaphore orders the two.
final class RasterResult<Drawing>: @unchecked Sendable {
  var drawing: Drawing
  let done = DispatchSemaphore(value: 0)
  /// Set when nobody will take the drawing: the queue skips it.
  let cancelled = Atomic(false)

  /// A result holding `empty` until the queue draws.
  init(_ empty: Drawing) { drawing = empty }
}
