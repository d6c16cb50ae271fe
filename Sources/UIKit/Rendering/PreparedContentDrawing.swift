/// An engine view whose next drawing may have been made already on another thread (the keyboard's
/// keys): `ContentCache` asks it before running its `draw(_:)`.
protocol PreparedContentDrawing: UIView {
  /// The drawing of the view as it is now, in a bitmap of `pixelSize` (waiting for it if it is
  /// still being drawn); nil when there is none, and `draw(_:)` draws it. Asking takes it: the
  /// view keeps no drawing after handing one over.
  func preparedContent(_ pixelSize: ContentCache.PixelSize) -> CGImage?
}
