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
/// pixels whose centres lie inside the image. Which side Pixman puts a centre on an edge depends on
/// its 16.16 fixed-point matrix, which Cairo splits about the extents it composites (their centre,
/// or the origin at a scale within 1/256 of 1), so a fill and a blend may decide it apart: an image
/// with the centre of a pixel that shows within `margin(scale:distance:)` of an edge is blended as
/// before. The same rounding may let a sample that lands on a boundary between two of the image's
/// pixels take the other one, as a band of a frame (`FrameBands`) may. Checked with a C program
/// against Cairo's blend, 8,000 random placements (scales 0.5–2, origins across ±700 pixels, a fifth
/// of them on pixel centres, half under a clip): every pixel the same.
extension CGContext {
  /// How far from an edge a pixel's centre must lie for the image to be copied, at least, in device
  /// pixels. One image edge in sixteen lands within it (a tile with four edges on screen in four).
  static let edgeMargin = 1.0 / 32
  /// The farthest from the origin, in device pixels, that a copied image's edges and the clip may
  /// reach: a phone's or tablet's screen. Past it an image is blended.
  static let widestCopy = 4096.0

  /// How far from an edge a pixel's centre must lie, in device pixels, for an image drawn at `scale`
  /// (device pixels per image pixel) whose pixels lie within `distance` device pixels of where
  /// Cairo splits Pixman's matrix: at least `edgeMargin`, and twice the most the matrix can be off
  /// there, in image pixels times `scale`. Its scale is rounded to 2⁻¹⁷ of an image pixel per device
  /// pixel, its offset to 2⁻¹⁷, and Pixman biases a nearest sample by 2⁻¹⁶: under 2⁻¹⁷ × (distance +
  /// 3), doubled.
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
    guard matrix.yx == 0, matrix.xy == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
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
        in: clip.x1..<clip.x2),
      let rows = Self.coveredPixels(
        from: matrix.y0, to: matrix.y0 + matrix.yy * Double(image.height), scale: matrix.yy,
        in: clip.y1..<clip.y2)
    else { return false }
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(
      cairo, Double(columns.lowerBound), Double(rows.lowerBound), Double(columns.count), Double(rows.count))
    cairo_fill(cairo)
    return true
  }

  /// The device pixels along one axis whose centres lie inside an image's span from `start` to
  /// `end`, drawn at `scale`; nil when none does, the span or `clip` reaches past `widestCopy`, or
  /// the centre of a pixel that shows in `clip` lies within `margin(scale:distance:)` of an end (a
  /// tile's edge beyond the screen's does not matter).
  static func coveredPixels(from start: Double, to end: Double, scale: Double, in clip: Range<Double>)
    -> Range<Int>?
  {
    let reach = max(abs(start), abs(end), abs(clip.lowerBound), abs(clip.upperBound))
    guard start.isFinite, end.isFinite, scale.isFinite, start < end, reach <= widestCopy else { return nil }
    // Pixel i's centre is i + 0.5: the first centre after `start`, the first at or after `end`.
    let first = Int((start - 0.5).rounded(.down)) + 1
    let last = Int((end - 0.5).rounded(.up))
    guard first < last else { return nil }
    // Cairo splits the matrix about the centre of the extents it composites, which lie within the
    // image's span and the clip, or about the origin at a scale within 1/256 of 1
    // (`_cairo_matrix_to_pixman_matrix_offset`, cairo-matrix.c).
    let composite = min(end, clip.upperBound) - max(start, clip.lowerBound)
    let distance = abs(scale - 1) < 1.0 / 256 ? reach : max(composite, 0) + 1
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
