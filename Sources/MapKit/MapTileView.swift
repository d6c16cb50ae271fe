@_spi(Hail) import UIKit

/// One tile on screen, whose drawing the renderer keeps as cached content, placed by the map view's
/// camera. Its bounds are the size the tile shows at (256 points times the camera's scale for its
/// zoom level), so it is drawn at screen resolution and each frame composites it unscaled, snapped
/// to whole pixels. Panning only moves tiles. A change of scale (a pinch, an animated zoom) stretches
/// them with a transform while it lasts, and the map draws them again at the new size once the
/// camera settles, a few a frame, as MapKit does (see `MKMapView+Tiles`), which also draws the
/// tiles just outside the view ahead of a pan.
final class MapTileView: UIView {
  nonisolated static let side: CGFloat = 256

  let key: MapTileKey
  weak var source: (any MapTileSource)?
  /// The camera scale the bounds were sized for: `side × rasterScale` points square.
  private(set) var rasterScale: CGFloat?

  init(key: MapTileKey, source: any MapTileSource) {
    self.key = key
    self.source = source
    super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
    isUserInteractionEnabled = false
    // A tile covers its square with land at least: opaque content, which the renderer keeps
    // without alpha and composites as a copy (see `ContentCache`), and where the source leaves a
    // gap the map's own background shows as before.
    backgroundColor = source.backgroundColor
    isOpaque = true
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Scales closer than this, relatively, are one: a tile some thousand pixels wide changes by under
  /// a millionth of a pixel. Camera arithmetic (a logarithm and back) leaves such differences, which
  /// must neither draw the tile again nor stretch it by a transform that resamples every pixel.
  static let scaleTolerance: CGFloat = 1e-9

  /// Whether two scales are one, within `scaleTolerance` of each other.
  static func isSameScale(_ a: Double, _ b: Double) -> Bool { abs(a / b - 1) < Double(scaleTolerance) }

  /// Whether the tile has its drawing for the size it is: a tile not drawn, or sized again, has none.
  var isDrawn: Bool { rasterScale != nil && !layer.needsDisplay() }

  /// Whether the tile has its drawing for showing at `scale` without a transform.
  func isDrawn(at scale: CGFloat) -> Bool { isDrawn && isSized(for: scale) }

  private func isSized(for scale: CGFloat) -> Bool {
    rasterScale.map { Self.isSameScale(scale, $0) } ?? false
  }

  /// The part of the bounds the drawing covers when only part was drawn: the part in view (and a
  /// pixel around it) when the tile showed with nothing drawn there and the camera at rest
  /// (`MKMapView.drawShownTiles`); the whole tile is drawn off the frame soon after. Nil when the
  /// drawing covers the bounds.
  private(set) var drawnPart: CGRect?

  /// Whether the tile shows a drawing of part of itself only.
  var isPartlyDrawn: Bool { isDrawn && drawnPart != nil }

  /// The part of the bounds that shows within `area` of `container` (an ancestor), rounded out to
  /// the bitmap's pixels: what of the tile a frame composites there.
  func shownPart(of area: CGRect, in container: UIView) -> CGRect {
    let shown = container.convert(area, to: self).intersection(bounds)
    guard !shown.isNull, !shown.isEmpty else { return .zero }
    let scale = UIScreen.main.scale
    let minX = (shown.minX * scale).rounded(.down) / scale
    let minY = (shown.minY * scale).rounded(.down) / scale
    let maxX = (shown.maxX * scale).rounded(.up) / scale
    let maxY = (shown.maxY * scale).rounded(.up) / scale
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `part` of the bounds (`shownPart`) shows anything the drawing does not cover. A
  /// stretched tile (at rest or moving) samples a pixel past what shows, which must be drawn too: a
  /// part's drawing leaves the rest of its bitmap transparent. Edges are compared within a
  /// millionth of a point: at @3x they are thirds, which `CGRect.contains` (a union compared
  /// exactly) can find a unit in the last place apart.
  func lacksDrawing(in part: CGRect) -> Bool {
    guard isDrawn else { return true }
    guard let drawnPart, !part.isEmpty else { return false }
    let pixel = 1 / UIScreen.main.scale
    let sampled = transform == .identity ? part : part.insetBy(dx: -pixel, dy: -pixel).intersection(bounds)
    let slack: CGFloat = 1e-6
    return sampled.minX < drawnPart.minX - slack || sampled.minY < drawnPart.minY - slack
      || sampled.maxX > drawnPart.maxX + slack || sampled.maxY > drawnPart.maxY + slack
  }

  /// Takes `image`, drawn for the present bounds at `scale` with `part` of them painted (nil: all),
  /// as the tile's drawing; false, keeping nothing, as `takeDrawnContent` says. Outside `part` the
  /// bitmap is transparent, not filled: the tile is drawn whole before any of that shows
  /// (`lacksDrawing(in:)`), as the renderer copies an opaque view's content without blending.
  func takeDrawing(_ image: CGImage, scale: CGFloat, filledWith fill: CGColor?, part: CGRect?) -> Bool {
    guard takeDrawnContent(image, scale: scale, filledWith: fill) else { return false }
    drawnPart = part
    return true
  }

  /// Marks a partly drawn tile to be drawn whole by the coming render, which draws it on the main
  /// thread (a tile whose undrawn part comes into view with no drawing of it under way).
  func drawWholeInRender() {
    super.setNeedsDisplay()
  }

  /// Sizes the tile to show at `scale` without a transform; a new size draws it again.
  func rasterize(at scale: CGFloat) {
    if isSized(for: scale) { return }
    rasterScale = scale
    drawnPart = nil
    let side = Self.side * scale
    bounds = CGRect(x: 0, y: 0, width: side, height: side)
    // Marked, so a tile off screen is drawn at its new size ahead of showing (`needsDisplay()`);
    // not a request `displayRequests` counts: a drawing made for this size is still wanted.
    super.setNeedsDisplay()
  }

  /// How many times the tile was asked to draw again other than for a new size (a trait change,
  /// a caller's `setNeedsDisplay()`): a drawing begun before the last request is out of date.
  private(set) var displayRequests = 0

  override func setNeedsDisplay() {
    displayRequests += 1
    super.setNeedsDisplay()
  }

  /// Places the tile at `center`, showing at `scale`: the transform stretches the drawn size to it.
  func place(at center: CGPoint, scale: CGFloat) {
    if rasterScale == nil { rasterize(at: scale) }
    self.center = center
    let stretch = scale / (rasterScale ?? scale)
    transform =
      abs(stretch - 1) < Self.scaleTolerance ? .identity : CGAffineTransform(scaleX: stretch, y: stretch)
  }

  /// Samples the drawing by its nearest pixel while the camera moves (`moving`), linearly at rest.
  /// A tile is stretched only while a zoom is in flight or until it is drawn again at its new size;
  /// in flight, a frame shows each stretch once, and the screen full of tiles resampled linearly
  /// was half the frame (18 tiles, 9–11 ms at @3x on the ride tour's route fit), by the nearest
  /// pixel about half that. At rest every tile shows blended, and once drawn again, unscaled.
  /// Unstretched tiles keep `.linear` (composited pixel for pixel, no filter applies): switching
  /// them would only redraw them, since a change of filter damages a layer.
  func sample(moving: Bool) {
    let filter: CALayerContentsFilter = moving && transform != .identity ? .nearest : .linear
    layer.minificationFilter = filter
    layer.magnificationFilter = filter
  }

  override func draw(_ rect: CGRect) {
    drawnPart = nil
    guard let context = UIGraphicsGetCurrentContext(), let source else { return }
    Self.fit(context, width: bounds.width)
    source.draw(key, in: context, size: CGSize(width: Self.side, height: Self.side))
  }

  /// Scales `context`, whose user space is a tile view's bounds `width` points wide, to the tile's
  /// 256 points. The bitmap is the bounds rounded up to whole pixels. Drawn over all of it (a
  /// stretch of under a pixel across the tile), no edge column is left part-covered: each tile is
  /// opaque to its last pixel, and neighbours snapped to the pixel grid meet without a seam.
  nonisolated static func fit(_ context: CGContext, width: CGFloat) {
    let pixelsPerPoint = context.ctm.a
    let stretch = (width * pixelsPerPoint).rounded(.up) / pixelsPerPoint / side
    context.scaleBy(x: stretch, y: stretch)
  }
}
