@_spi(Hail) import CoreGraphics

/// One tile view's drawing, made away from the main thread: what `ContentCache` would make of the
/// view's `draw(_:)` for bounds `side` points square at `screenScale` (or of its `part` only, the
/// rest left transparent: see `MapTileView.takeDrawing`), from everything read on the main thread
/// beforehand.
struct MapTileBitmap: Sendable {
  let drawing: MapTileDrawing
  /// The tile view's side in points (`MapTileView.side` times the camera scale it is drawn for).
  let side: CGFloat
  let screenScale: CGFloat
  /// What an opaque view's bitmap is filled with before drawing (`UIView.drawnContentFill`).
  let fill: CGColor?
  /// The part of the view's bounds (points, on whole pixels) to paint; nil for all of it. The
  /// drawing is clipped to it, and a source may read the clip to draw only what falls in it.
  var part: CGRect?

  /// Draws the tile on the calling thread. The context is let go before this returns, so nothing
  /// of it is touched once the image is handed on.
  func draw() -> CGImage? {
    let pixels = Int((side * screenScale).rounded(.up))
    guard let context = CGContext(bitmapWidth: pixels, height: pixels, scale: screenScale) else { return nil }
    // A part's drawing leaves the rest of the bitmap untouched (transparent), never composited:
    // the tile is drawn whole before any of the rest shows (`MapTileView.lacksDrawing(in:)`). Its
    // pages are never touched, which in fresh memory saves their page faults (the phone viewport's
    // cold frame: 6,300 → 3,300–4,200).
    if let part { context.clip(to: part) }
    if let fill {
      // Every pixel (of the part), the last part-covered ones too, as `ContentCache` fills an
      // opaque view's.
      context.setFillColor(fill)
      context.fill(CGRect(x: 0, y: 0, width: side + 1, height: side + 1))
    }
    MapTileView.fit(context, width: side)
    drawing(context, CGSize(width: MapTileView.side, height: MapTileView.side))
    return context.makeImageSharingBitmap()
  }
}
