@_spi(Hail) import CoreGraphics

/// Content drawn away from the main thread (a map's tiles), handed to the view as its drawing.
extension UIView {
  /// What the view's content bitmap is filled with before `draw(_:)` runs: the background of an
  /// opaque view (see `ContentCache`), nil for one that starts transparent. Content drawn elsewhere
  /// starts the same way, so the compositor may copy it as it copies a drawn one.
  @_spi(Hail) public var drawnContentFill: CGColor? { ContentCache.fill(of: self) }

  /// Takes `image`, a bitmap first filled with `fill` (`drawnContentFill` when the drawing began),
  /// as the view's drawing for its present bounds at `scale`, as if `draw(_:)` had drawn it now
  /// (and clears `needsDisplay`). False, keeping nothing, when the image is not that size in
  /// pixels or the view's fill is no longer `fill` (the compositor copies a filled bitmap without
  /// blending it, which one drawn with another fill may not allow). A caller that filled only part
  /// of the bitmap (a map tile drawn where it shows) must see that the rest never shows: it is
  /// copied as it is.
  @_spi(Hail) public func takeDrawnContent(_ image: CGImage, scale: CGFloat, filledWith fill: CGColor?)
    -> Bool
  {
    UIApplication.shared.contentCache.take(image, for: self, scale: scale, filledWith: fill)
  }
}
