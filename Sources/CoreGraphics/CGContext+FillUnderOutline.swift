import CCairo

extension CGContext {
  /// Fills the current path by `rule` and strokes it, as `drawPath(using:)` with `.fillStroke` or
  /// `.eoFillStroke` does, and clears the path; but where the outline hides the fill's edge (an
  /// opaque outline at least `outlineFloor` pixels wide, drawn plainly) the fill is not antialiased,
  /// so it takes Cairo's cheapest scan converter, which works out no coverage: for a map's
  /// buildings. An unantialiased fill paints the pixels whose centres are inside, which reach at
  /// most half a pixel's diagonal (0.71 pixels) past the path, nearly all under the outline; the
  /// pixels differ from the antialiased fill's along the outline's rim only (at most 14 levels of
  /// 204 between fill and ground, with a one-pixel outline; `MapDrawingShortcutTests`).
  @_spi(Hail) public func fillUnderOutline(using rule: CGPathFillRule) {
    guard hidesFillEdge else {
      return drawPath(using: rule == .evenOdd ? .eoFillStroke : .fillStroke)
    }
    defer { cairo_new_path(cairo) }
    paintingCalls += 1
    let antialias = cairo_get_antialias(cairo)
    cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
    cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    setSource(state.fillColor)
    cairo_fill_preserve(cairo)
    cairo_set_antialias(cairo, antialias)
    setSource(state.strokeColor)
    cairo_stroke_preserve(cairo)
  }

  /// The narrowest outline, in pixels, that hides the stair steps of an unantialiased fill: half of
  /// it reaches 0.5 of the 0.71 pixels they can stick out, its antialiased rim the rest. (At @2x a
  /// map tile shown at less than its size draws its half-point building outlines thinner.)
  static let outlineFloor = 1.0

  /// Whether the current stroke would cover the edge of an unantialiased fill of the path: opaque,
  /// with no global alpha, and at least `outlineFloor` pixels wide in every direction.
  private var hidesFillEdge: Bool {
    guard drawsPlainly, state.strokeColor.alpha >= 1 else { return false }
    return cairo_get_line_width(cairo) * Double(narrowestScale) >= Self.outlineFloor - 1e-9
  }
}
