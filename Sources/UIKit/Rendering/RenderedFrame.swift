import Foundation

/// A frame from `FrameRenderer`: the window's bitmap and the parts of it that changed.
@preconcurrency @MainActor
@_spi(Hail) public struct RenderedFrame {
  /// The window's pixels (ARGB32 premultiplied; `data`, `bytesPerRow`), kept by the renderer and
  /// updated in place: read it before the next `renderFrame(_:)`. Not a `CGImage`, because copying
  /// a 1179 × 2556 bitmap every frame would cost more than drawing what changed.
  public let bitmap: CGContext
  /// The rectangles, in pixels of `bitmap`, that differ from the previous frame: whole pixels,
  /// disjoint, at most a few. Empty when nothing changed; the whole bitmap after a size change.
  public let dirtyRects: [CGRect]
  /// Pixels per point.
  public let scale: CGFloat

  /// A copy of the bitmap as it is now.
  public func makeImage() -> CGImage? {
    bitmap.makeImage()
  }
}
