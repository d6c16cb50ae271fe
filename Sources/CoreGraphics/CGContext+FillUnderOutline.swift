import CCairo

extension CGContext {
  /// Fills the current path by `rule` without antialiasing, then strokes it as `drawPath(using:)`
  /// would, and clears the path: for shapes whose outline is opaque and at least a pixel wide (a
  /// map's buildings). An unantialiased fill's stair steps lie within half a pixel of the path,
  /// under the outline, so the pixels differ from a `.fillStroke` (or `.eoFillStroke`) by a few
  /// levels along the outline's rim only, while the fill takes Cairo's cheapest scan converter,
  /// which works out no coverage.
  @_spi(Hail) public func fillUnderOutline(using rule: CGPathFillRule) {
    defer { cairo_new_path(cairo) }
    guard !state.isDegenerate else { return }
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
}
