import CCairo
import Foundation

/// A drawing destination wrapping a `cairo_t`, as Apple's `CGContext`.
///
/// Bitmap contexts here are in UIKit's convention: the origin is the top-left corner and y grows
/// downwards (Apple's bitmap contexts are y-up; UIKit flips them before `draw(_:)` runs).
///
/// Bad input never reaches Cairo, where an error would disable the context for good: calls with
/// NaN or infinite values are skipped, rectangles with negative sizes are standardised (as Apple),
/// and a transform that makes the CTM singular (`scaleBy(x: 0, y: 1)`) makes the context draw
/// nothing until the matching `restoreGState()`, which is what a zero scale means.
///
/// Not `Sendable`: a context belongs to the thread (in practice the main actor) drawing into it.
public final class CGContext {
  /// The `cairo_t`, the escape hatch for the engine's own renderer. Leave Cairo's save/restore
  /// depth balanced; `saveGState()` and `restoreGState()` use it too.
  @_spi(Hail) public let cairo: OpaquePointer

  /// What Cairo does not keep for us: Apple's separate fill and stroke colours and global alpha.
  struct GState {
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    /// The CTM is singular, so nothing is drawn (see the type's documentation).
    var isDegenerate = false
  }

  var state = GState()
  /// Whether a fill now draws its colour as given: no global alpha below 1, a CTM that is not
  /// singular and the normal blend mode. Drawing through Cairo directly (the engine's compositor)
  /// must check it.
  @_spi(Hail) public var drawsPlainly: Bool {
    state.alpha >= 1 && !state.isDegenerate && cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER
  }
  /// How many painting calls (fills, strokes, images, gradients, text) reached the bitmap. Not Apple
  /// API: the renderer asks it to learn, without scanning pixels, whether a `draw(_:)` drew anything.
  @_spi(Hail) public internal(set) var paintingCalls = 0
  private var savedStates: [GState] = []
  private let surface: OpaquePointer
  /// The context whose pixels a band's surface points into (`init(rows:of:scale:)`), kept alive.
  private var pixelOwner: CGContext?

  /// A transparent ARGB32 bitmap of `bitmapWidth` × `height` pixels whose user space is scaled by
  /// `scale`, so that drawing is in points: a 750 × 1334 bitmap at scale 2 is a 375 × 667-point
  /// canvas. Returns nil when a side is not positive or exceeds 32767 pixels, or the scale is not
  /// a positive finite number. `onHugePages` asks for pixel memory on transparent huge pages, for a
  /// bitmap drawn into frame after frame (a window's; see `HugePageSurface`).
  @_spi(Hail) public convenience init?(
    bitmapWidth: Int, height: Int, scale: CGFloat = 1, onHugePages: Bool = false
  ) {
    guard scale.isFinite, scale > 0,
      let surface = CGImage.makeSurface(width: bitmapWidth, height: height, onHugePages: onHugePages)
    else { return nil }
    self.init(ownedSurface: surface, scale: scale)
  }

  /// A context of its own over `surface` (taking over the caller's reference), scaled by `scale`.
  private init(ownedSurface surface: OpaquePointer, scale: CGFloat) {
    self.surface = surface
    cairo = cairo_create(surface)
    cairo_scale(cairo, Double(scale), Double(scale))
    // Apple's default line width is 1 ("The default line width is 1 unit", `setLineWidth(_:)`);
    // Cairo's is 2.
    cairo_set_line_width(cairo, 1)
  }

  /// A second context drawing into `other`'s bitmap, with a fresh state whose user space is scaled
  /// by `scale`: for the engine's renderer, which keeps one to follow the CTM and clip of a frame
  /// it records (`CompositeCanvas`) rather than draws.
  @_spi(Hail) public convenience init(sharingBitmapOf other: CGContext, scale: CGFloat) {
    self.init(ownedSurface: cairo_surface_reference(other.surface), scale: scale)
  }

  /// A context drawing into `rows` of `other`'s bitmap alone, in `other`'s device space (its row
  /// `rows.lowerBound` is this one's first), with a fresh state scaled by `scale`: one band of a
  /// window drawn on its own thread while another draws the rest, each with its own Cairo objects
  /// over the shared pixels. Nil when the rows are not within the bitmap.
  @_spi(Hail) public convenience init?(rows: Range<Int>, of other: CGContext, scale: CGFloat) {
    guard scale.isFinite, scale > 0, !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= other.height,
      let data = cairo_image_surface_get_data(other.surface)
    else { return nil }
    let stride = other.bytesPerRow
    let surface = cairo_image_surface_create_for_data(
      data + rows.lowerBound * stride, CAIRO_FORMAT_ARGB32, Int32(other.width), Int32(rows.count),
      Int32(stride))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
    self.init(ownedSurface: surface, scale: scale)
    pixelOwner = other
    // `other`'s surface will not see this one's drawing: it must not take itself for clear (Cairo
    // skips reading a surface it created cleared and has not drawn into since).
    cairo_surface_mark_dirty(other.surface)
  }

  deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  /// Width in pixels.
  public var width: Int { Int(cairo_image_surface_get_width(surface)) }
  /// Height in pixels.
  public var height: Int { Int(cairo_image_surface_get_height(surface)) }
  /// Bytes from one pixel row to the next.
  public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

  /// The pixels (ARGB32 premultiplied, native-endian words), flushed so they are current; for
  /// handing the frame to a window. Call `markDirty()` after writing to them directly.
  public var data: UnsafeMutableRawPointer? {
    cairo_surface_flush(surface)
    return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
  }

  /// Tells Cairo the pixels were changed behind its back.
  @_spi(Hail) public func markDirty() { cairo_surface_mark_dirty(surface) }

  /// A copy of the current pixels; later drawing does not change it.
  public func makeImage() -> CGImage? {
    cairo_surface_flush(surface)
    return CGImage.render(width: width, height: height) { cr in
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
    }
  }

  /// An image of the bitmap that shares its pixels instead of copying them: for a context that is
  /// finished, as a layer's drawn contents are. Not Apple API (Core Graphics copies on write);
  /// drawing into the context afterwards changes the image too, so the caller must not.
  @_spi(Hail) public func makeImageSharingBitmap() -> CGImage? {
    cairo_surface_flush(surface)
    return CGImage(ownedSurface: cairo_surface_reference(surface))
  }

  // MARK: Graphics state

  /// Pushes the whole graphics state: CTM, clip, colours, alpha, line settings.
  public func saveGState() {
    cairo_save(cairo)
    savedStates.append(state)
  }

  /// Pops the state pushed by the matching `saveGState()`; an unbalanced call is ignored.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    cairo_restore(cairo)
    state = saved
  }

  /// Global alpha, multiplied into every later fill, stroke, image, gradient and text. Applied per
  /// drawing call (to the colour, or with `cairo_paint_with_alpha`), not to a group, which matches
  /// Apple: each call is composited with the alpha on its own.
  public func setAlpha(_ alpha: CGFloat) {
    guard alpha.isFinite else { return }
    state.alpha = min(max(alpha, 0), 1)
  }

  /// The colour for fills and text.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// The colour for strokes.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(gray: gray, alpha: alpha))
  }

  /// Line width in user units; negative or non-finite values are ignored.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else { return }
    cairo_set_line_width(cairo, Double(width))
  }

  public func setLineCap(_ cap: CGLineCap) {
    cairo_set_line_cap(cairo, cap.cairoValue)
  }

  public func setLineJoin(_ join: CGLineJoin) {
    cairo_set_line_join(cairo, join.cairoValue)
  }

  public func setMiterLimit(_ limit: CGFloat) {
    guard limit.isFinite, limit >= 0 else { return }
    cairo_set_miter_limit(cairo, Double(limit))
  }

  /// Dashes: alternating painted and unpainted lengths, starting `phase` into the pattern. Empty,
  /// negative, non-finite or all-zero lengths mean a solid line (Cairo would fail on them).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let valid =
      phase.isFinite && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
    let dashes = valid ? lengths.map(Double.init) : []
    cairo_set_dash(cairo, dashes, Int32(dashes.count), valid ? Double(phase) : 0)
  }

  /// Antialiasing on (the default) or off.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  /// The colour with the global alpha applied, as Cairo's source.
  func setSource(_ color: CGColor) {
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * state.alpha))
  }
}

/// How the ends of stroked lines look, as Apple's `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square

  var cairoValue: cairo_line_cap_t {
    switch self {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }
}

/// How stroked lines meet, as Apple's `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel

  var cairoValue: cairo_line_join_t {
    switch self {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}
