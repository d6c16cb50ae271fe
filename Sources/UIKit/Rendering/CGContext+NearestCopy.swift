import CCairo
@_spi(Hail) import CoreGraphics

/// Copying an opaque bitmap scaled and sampled by its nearest pixel (a map's tiles in flight)
/// instead of blending it.
///
/// Pixman blends such a bitmap with SSE2, testing every four pixels for opacity; as a copy it runs
/// its plain nearest-sampling loop. Measured with a C program on this project's 2-core virtual
/// machine, twelve 597-pixel tiles at 0.93 over a 1179 × 2556 bitmap (3.7 M pixels): 1.61 ms
/// blended, 1.27 ms copied, on one pinned core with the tiles in the cache.
///
/// A copy writes what it samples outside the image too (transparent), so it is kept to the device
/// pixels whose centres lie inside the image. Which side Pixman puts a centre near an edge depends on
/// the rounding of its 16.16 fixed-point matrix, which Cairo makes exact at one point: it first
/// moves an integer offset out of the matrix (`_cairo_matrix_to_pixman_matrix_offset`), then fixes
/// it at the centre of the extents it composites, unless the scale is near 1 (`_cairo_matrix_to_
/// pixman_matrix`, cairo-matrix.c). A fill and a blend composite different extents and may decide
/// such a centre apart, so an image with the centre of a pixel that shows within
/// `margin(scale:distance:)` of an edge is blended as before, as is one scaled by less than a half
/// or more than twice (beyond what was checked). The same rounding may let a sample on a boundary
/// between two of the image's pixels take the other one, as a band of a frame (`FrameBands`) may.
/// Checked with a C program applying this rule against Cairo's blend of a 597-pixel-wide image:
/// 8,000 random placements (scales 0.5–2 along each axis, origins across ±700 pixels, a fifth of
/// them on pixel centres, half under a clip) over a 1200 × 900 bitmap, and 8,000 (origins across
/// ±3,000, a tenth at scales within 1/2000 of 1) over a 4096 × 48 one: every pixel the same.
extension CGContext {
  /// How far from an edge a pixel's centre must lie for the image to be copied, at least, in device
  /// pixels. One image edge in sixteen lands within it (a tile with four edges on screen in four).
  static let edgeMargin = 1.0 / 32
  /// The farthest from the origin, in device pixels, that a copied image's edges and the clip may
  /// reach (a phone's or tablet's screen), keeping `margin(scale:distance:)` small.
  static let widestCopy = 4096.0
  /// The scales copied, device pixels per image pixel: those checked.
  static let copiedScales = 0.5...2.0

  /// How far from an edge a pixel's centre must lie, in device pixels, for an image drawn at `scale`
  /// (device pixels per image pixel) whose pixels lie within `distance` device pixels of where
  /// Cairo makes the matrix exact: at least `edgeMargin`, and twice the most the sample can be off
  /// there. The matrix's scale is rounded to 2⁻¹⁷ of an image pixel per device pixel, its offset to
  /// 2⁻¹⁷, and Pixman biases a nearest sample by 2⁻¹⁶: under 2⁻¹⁷ × (distance + 3) image pixels.
  static func margin(scale: Double, distance: Double) -> Double {
    max(edgeMargin, scale * (distance + 3) * 0x1p-16)
  }

  /// Paints `image`, opaque in every pixel and sampled by its nearest pixel, as a copy into the
  /// device pixels whose centres lie inside it; false, having painted nothing, when the context's
  /// matrix (the image's pixels to device pixels) turns or flips it, it or the clip reaches past
  /// `widestCopy`, or a pixel centre lies too near an edge to tell.
  func copyNearest(_ image: CGImage) -> Bool {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    guard matrix.yx == 0, matrix.xy == 0, Self.copiedScales.contains(matrix.xx),
      Self.copiedScales.contains(matrix.yy)
    else { return false }
    // Cairo's test for a scale near 1 (`_cairo_matrix_has_unity_scale`): the pattern's matrix,
    // device to image pixels, has a determinant whose square is within 1/256 of 1.
    let determinant = 1 / (matrix.xx * matrix.yy)
    let isNearUnity = abs(determinant * determinant - 1) < 1.0 / 256
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    // The source keeps the placement it was set under; the clip's extents and the rectangle are
    // in device pixels.
    cairo_identity_matrix(cairo)
    var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_clip_extents(cairo, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
    guard clip.x1 <= clip.x2, clip.y1 <= clip.y2,
      let columns = Self.coveredPixels(
        from: matrix.x0, to: matrix.x0 + matrix.xx * Double(image.width), scale: matrix.xx,
        nearUnity: isNearUnity, in: clip.x1..<clip.x2),
      let rows = Self.coveredPixels(
        from: matrix.y0, to: matrix.y0 + matrix.yy * Double(image.height), scale: matrix.yy,
        nearUnity: isNearUnity, in: clip.y1..<clip.y2)
    else { return false }
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(
      cairo, Double(columns.lowerBound), Double(rows.lowerBound), Double(columns.count), Double(rows.count))
    cairo_fill(cairo)
    return true
  }

  /// The device pixels along one axis whose centres lie inside an image's span from `start` to
  /// `end`, drawn at `scale` (`nearUnity` as Cairo decides it); nil when none does, the span or
  /// `clip` reaches past `widestCopy`, or the centre of a pixel that shows in `clip` lies within
  /// `margin(scale:distance:)` of an end (a tile's edge beyond the screen's does not matter).
  static func coveredPixels(
    from start: Double, to end: Double, scale: Double, nearUnity: Bool = false, in clip: Range<Double>
  ) -> Range<Int>? {
    let reach = max(abs(start), abs(end), abs(clip.lowerBound), abs(clip.upperBound))
    guard start.isFinite, end.isFinite, scale.isFinite, scale > 0, start < end, reach <= widestCopy
    else { return nil }
    // Pixel i's centre is i + 0.5: the first centre after `start`, the first at or after `end`.
    let first = Int((start - 0.5).rounded(.down)) + 1
    let last = Int((end - 0.5).rounded(.up))
    guard first < last else { return nil }
    // Where Cairo makes the matrix exact: the composite's centre (within the image's span and the
    // clip) shifted by the integer offset it moved out first, at most reach / (1 + scale) from the
    // origin; near unity, that offset alone.
    let composite = max(min(end, clip.upperBound) - max(start, clip.lowerBound), 0)
    let distance = nearUnity ? 2 * reach : composite + 2 + reach / (1 + scale)
    let margin = Self.margin(scale: scale, distance: distance)
    // A pixel's centre too near an edge to tell which side Pixman puts it, where it shows.
    func isUndecided(_ pixel: Int) -> Bool {
      let centre = Double(pixel) + 0.5
      return (abs(centre - start) <= margin || abs(centre - end) <= margin)
        && Double(pixel) + 1 > clip.lowerBound && Double(pixel) < clip.upperBound
    }
    // Only the pixels either side of each end can be.
    guard ![first - 1, first, last - 1, last].contains(where: isUndecided) else { return nil }
    return first..<last
  }
}
