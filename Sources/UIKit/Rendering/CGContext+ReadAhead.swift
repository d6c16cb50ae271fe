import CCairo
import CPrefetch
@_spi(Hail) import CoreGraphics

/// Reading a scaled bitmap's rows into the cache before Cairo samples them.
///
/// Pixman's scaled paths (a map's tiles in flight, sampled by their nearest pixel, and overlays
/// and labels resampled while the map zooms) read the bitmap's rows one short run at a time,
/// and rows not in the cache stall them line by line. Read first, in one pass of a line at a time,
/// they arrive together. Measured on this project's 2-core virtual machine over the paced ride
/// tour's route fit (15.43–15.72 s), with a temporary build that played each frame's ops one by
/// one and painted each tile a second time right away (its rows then in the cache): the tiles'
/// first paints took 44.7 ms in all, their second 23.9 ms; with the rows read first (the reading
/// counted in), the first took 34.4 ms. A tile the screen's edge cuts gained most, as its rows are
/// sampled in runs shorter than a row: 8.6 → 5.1 ms over the fit's 32 left-edge tiles. The
/// compiler's prefetch hint (`hail_prefetch`) on each line of the same rows instead: 38.6 ms.
extension CGContext {
  /// The largest read ahead, in bytes: the bitmaps measured were the map's tiles (1.4 MB at @3x)
  /// and its route's overlays (up to 2.9 MB). A larger one (a screen-sized snapshot scaled, 12 MB)
  /// would push its own first rows out of a core's cache (this machine's L2 is 1 MB, its L3 32 MB
  /// shared) before Pixman reached them: an extra pass over memory, not measured, so not made.
  static let readAheadLimit = 4 << 20

  /// Reads into the cache the rows of `image` that the current clip can sample. Called inside
  /// `withPlacement`, whose user space is the image's pixels when it lands scaled. Only the clip's
  /// rows: a band of a frame (`FrameBands`) reads its own.
  func readAhead(of image: CGImage) {
    let rows = rowsToRead(of: image)
    let stride = Int(cairo_image_surface_get_stride(image.surface))
    guard !rows.isEmpty, rows.count * stride <= Self.readAheadLimit,
      let pixels = cairo_image_surface_get_data(image.surface)
    else { return }
    // Whole rows: one run the processor's own prefetcher follows, where the clip's columns alone
    // would be a short run per row again.
    hail_read_lines(pixels + rows.lowerBound * stride, UInt(rows.count * stride))
  }

  /// The rows of `image` the current clip can sample, user space being the image's pixels.
  func rowsToRead(of image: CGImage) -> Range<Int> {
    let clip = boundingBoxOfClipPath
    return Self.sampledRows(top: Double(clip.minY), bottom: Double(clip.maxY), height: image.height)
  }

  /// The rows of an image `height` pixels high that a clip from `top` to `bottom` (the image's
  /// pixels) samples, clamped to the image: a row more each way, for the filters that blend
  /// neighbours. Cairo's GOOD shrinking an image more than twice reaches further; those rows come
  /// from memory as they did before, which costs time, never pixels.
  static func sampledRows(top: Double, bottom: Double, height: Int) -> Range<Int> {
    let rows = Double(height)
    guard top.isFinite, bottom.isFinite, top < bottom, top < rows + 1, bottom > -1 else { return 0..<0 }
    // Both within -1...height + 1 now, so the conversions cannot overflow.
    let first = max(0, Int(max(top.rounded(.down), -1)) - 1)
    let last = min(height, Int(min(bottom.rounded(.up), rows + 1)) + 1)
    return first < last ? first..<last : 0..<0
  }
}
