import CCairo
import Foundation

/// Filling an upright rectangle that lands off the pixel grid as boxes of whole pixels, so that its
/// pixels do not depend on how the clip is cut.
///
/// Cairo 1.16 gives such a rectangle its exact coverage (its rectangular scan converter) where one
/// box of the clip holds it, or there is no clip, and falls back to its polygon scan converter
/// otherwise (`composite_boxes` refuses a clip no single box of which holds the fill), which samples
/// a pixel at fifteen heights (`GRID_Y`): a row half covered came out 0x92 instead of 0x99 (a C
/// program: a fill from y = 200.5 whole, and under two boxes). A frame's redraw clips to its damage
/// rectangles, and a covered layer's painting to the pieces of it that show, so a view whose edge
/// lands mid-pixel came out up to 9 in 255 off a full render along that edge. As boxes on whole
/// pixels (its inside at the colour; each partly covered row, column and corner at its coverage
/// times the colour's alpha), every pixel is composited alike under any whole-pixel clip.
extension CGContext {
  /// Fills `path` with the fill colour, blended normally, when it is one upright rectangle
  /// (`CGPath(rect:)`) with an edge off the whole device pixels, as boxes of whole pixels, leaving
  /// the current path empty; false, having painted nothing, otherwise (the caller fills the path as
  /// usual: on whole pixels Cairo composites a rectangle alike under any whole-pixel clip).
  ///
  /// For a clip of whole-pixel boxes, or none, which the caller vouches for. Under a clip with a
  /// curved or fractional edge (a rounded ancestor's `masksToBounds`) Cairo fills a path's
  /// intersection with the clip's outline, where a partly covered box would have its coverage
  /// multiplied by the clip's (a sheet's top row under its rounded clip came out up to 20 in 255
  /// off): there the path must be filled.
  @_spi(Hail) public func fillRectangleOnWholePixels(_ path: CGPath) -> Bool {
    guard !state.isDegenerate, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER,
      let rect = path.uprightRectangle
    else { return false }
    let m = ctm
    guard m.b == 0, m.c == 0 else { return false }
    let device = rect.applying(m).standardized
    // Within what Cairo's 24.8 fixed point holds, and off the grid.
    guard device.isFiniteRect, !device.isEmpty, device.minX > -0x1p22, device.maxX < 0x1p22,
      device.minY > -0x1p22, device.maxY < 0x1p22,
      device.minX != device.minX.rounded() || device.minY != device.minY.rounded()
        || device.maxX != device.maxX.rounded() || device.maxY != device.maxY.rounded()
    else { return false }
    let color = state.fillColor
    paintingCalls += 1
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_identity_matrix(cairo)
    cairo_new_path(cairo)
    let columns = Self.spans(device.minX, device.maxX)
    for row in Self.spans(device.minY, device.maxY) {
      for column in columns {
        setSource(
          CGColor(
            red: color.red, green: color.green, blue: color.blue,
            alpha: color.alpha * row.coverage * column.coverage))
        cairo_rectangle(
          cairo, Double(column.start), Double(row.start), Double(column.end - column.start),
          Double(row.end - row.start))
        cairo_fill(cairo)
      }
    }
    return true
  }

  /// A run of whole pixels along one axis and how much of each of them the rectangle covers.
  private struct Span {
    let start: Int
    let end: Int
    let coverage: CGFloat
  }

  /// The pixels from `low` to `high` (device pixels, `low < high`) as runs: the first pixel if
  /// partly covered, the whole ones, the last if partly covered; one run when both ends lie in the
  /// same pixel.
  private static func spans(_ low: CGFloat, _ high: CGFloat) -> [Span] {
    let first = Int(low.rounded(.down))
    let last = Int(high.rounded(.up))
    if last - first == 1 { return [Span(start: first, end: last, coverage: high - low)] }
    let inner = (start: Int(low.rounded(.up)), end: Int(high.rounded(.down)))
    var spans: [Span] = []
    if inner.start > first {
      spans.append(Span(start: first, end: inner.start, coverage: CGFloat(inner.start) - low))
    }
    if inner.end > inner.start { spans.append(Span(start: inner.start, end: inner.end, coverage: 1)) }
    if last > inner.end {
      spans.append(Span(start: inner.end, end: last, coverage: high - CGFloat(inner.end)))
    }
    return spans
  }
}
