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
/// pixels whose centres lie inside the image. Which pixel a centre on an edge takes is Pixman's to
/// decide, and its decision moves with the extents Cairo composites (it splits the pattern's matrix
/// about their centre, in 16.16 fixed point): an image with a pixel centre within `edgeMargin` of
/// an edge is blended as before. Checked with a C program against Cairo's blend, 8,000 random
/// placements (scales 0.5–2, origins across ±700 pixels, a fifth of them on pixel centres, half
/// under a clip): every pixel the same.
extension CGContext {
  /// How close to the image's edge a pixel's centre may be for the image to be copied, in device
  /// pixels: above the error of Pixman's 16.16 fixed-point matrix, under 2⁻¹⁶ of a pixel per pixel
  /// from the composite's centre, so 1/32 across `widestCopy`. One image edge in sixteen lands
  /// within it.
  static let edgeMargin = 1.0 / 32
  /// The widest clip, in device pixels, under which an image is copied: wider (a bitmap larger than
  /// any phone's or tablet's screen), `edgeMargin` no longer covers Pixman's error, and it blends.
  static let widestCopy = 4096.0

  /// Paints `image`, opaque in every pixel and sampled by its nearest pixel, as a copy of the
  /// device pixels it covers; false, having painted nothing, when the context's matrix (the image's
  /// pixels to device pixels) turns or flips it, the clip is wider than `widestCopy`, or a pixel
  /// centre lies too near an edge to tell.
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
    guard clip.x1 <= clip.x2, clip.y1 <= clip.y2, clip.x2 - clip.x1 <= Self.widestCopy,
      clip.y2 - clip.y1 <= Self.widestCopy,
      let columns = Self.coveredPixels(
        from: matrix.x0, to: matrix.x0 + matrix.xx * Double(image.width), in: clip.x1..<clip.x2),
      let rows = Self.coveredPixels(
        from: matrix.y0, to: matrix.y0 + matrix.yy * Double(image.height), in: clip.y1..<clip.y2)
    else { return false }
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(
      cairo, Double(columns.lowerBound), Double(rows.lowerBound), Double(columns.count), Double(rows.count))
    cairo_fill(cairo)
    return true
  }

  /// The device pixels along one axis whose centres lie inside an image's span from `start` to
  /// `end`; nil when none does, or the centre of a pixel that shows in `clip` lies within
  /// `edgeMargin` of an end (a tile's edge beyond the screen's does not matter).
  static func coveredPixels(from start: Double, to end: Double, in clip: Range<Double>) -> Range<Int>? {
    // Device coordinates of a bitmap the engine draws, far within Int's range.
    guard start.isFinite, end.isFinite, abs(start) < 1e9, abs(end) < 1e9, start < end else { return nil }
    // Pixel i's centre is i + 0.5: the first centre after `start`, the first at or after `end`.
    let first = Int((start - 0.5).rounded(.down)) + 1
    let last = Int((end - 0.5).rounded(.up))
    guard first < last else { return nil }
    // A pixel's centre too near an edge to tell which side Pixman puts it, where it shows.
    func isUndecided(_ pixel: Int) -> Bool {
      let centre = Double(pixel) + 0.5
      return (abs(centre - start) <= edgeMargin || abs(centre - end) <= edgeMargin)
        && Double(pixel) + 1 > clip.lowerBound && Double(pixel) < clip.upperBound
    }
    // Only the pixels either side of each end can be.
    guard ![first - 1, first, last - 1, last].contains(where: isUndecided) else { return nil }
    return first..<last
  }
}
