import CCairo
import Foundation

extension CGContext {
  /// Paints the clip with a gradient varying along start → end and constant across it.
  ///
  /// Cairo's pattern is padded, and the parts the options exclude are clipped away with a
  /// half-plane through the start and/or end point, so all four option combinations are exact.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard !state.isDegenerate, start.isFinitePoint, end.isFinitePoint else { return }
    let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
    withIsolatedPath {
      // The outer save scopes the clip to this call; the inner one the rotated space of the band.
      cairo_save(cairo)
      cairo_save(cairo)
      // A band in the direction of the gradient, reaching past the clip where the options allow it.
      let reach = clipReach(from: start)
      let before = options.contains(.drawsBeforeStartLocation) ? -reach : 0
      let after = options.contains(.drawsAfterEndLocation) ? length + reach : length
      cairo_translate(cairo, Double(start.x), Double(start.y))
      cairo_rotate(cairo, atan2(dy, dx))
      cairo_rectangle(cairo, before, -reach, after - before, 2 * reach)
      cairo_restore(cairo)
      cairo_clip(cairo)
      paint(gradient, pattern)
      cairo_restore(cairo)
    }
  }

  /// Paints the gradient between a start circle and an end circle, as Apple's `drawRadialGradient`.
  ///
  /// With no options or both, Cairo's radial pattern is exact. With one option only, the excluded
  /// side is clipped away with the start or end circle, which is exact for nested circles (the
  /// usual case: a glow or a vignette) and an approximation for circles that cross.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    guard !state.isDegenerate, startCenter.isFinitePoint, endCenter.isFinitePoint, startRadius.isFinite,
      endRadius.isFinite
    else { return }
    let (r0, r1) = (max(0, Double(startRadius)), max(0, Double(endRadius)))
    let pattern = cairo_pattern_create_radial(
      Double(startCenter.x), Double(startCenter.y), r0, Double(endCenter.x), Double(endCenter.y), r1)!
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    withIsolatedPath {
      cairo_save(cairo)  // scopes the clip to this call
      if before != after {
        let reach = clipReach(from: startCenter) + clipReach(from: endCenter)
        let huge = CGRect(
          x: startCenter.x - reach, y: startCenter.y - reach, width: 2 * reach, height: 2 * reach)
        if before {
          // Everything but the outside of the end circle.
          addEllipse(
            in: CGRect(
              x: Double(endCenter.x) - r1, y: Double(endCenter.y) - r1, width: 2 * r1, height: 2 * r1))
        } else {
          // Everything but the inside of the start circle.
          addRect(huge)
          addEllipse(
            in: CGRect(
              x: Double(startCenter.x) - r0, y: Double(startCenter.y) - r0, width: 2 * r0, height: 2 * r0))
          cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_clip(cairo)
      }
      paint(gradient, pattern, extend: before || after)
      cairo_restore(cairo)
    }
  }

  /// Sets the stops, paints the clip with the global alpha and releases the pattern. The caller
  /// saves and restores the Cairo state around it, which also drops the pattern as source.
  private func paint(_ gradient: CGGradient, _ pattern: OpaquePointer, extend: Bool = true) {
    paintingCalls += 1
    for stop in gradient.stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(stop.location), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }
    cairo_pattern_set_extend(pattern, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_set_source(cairo, pattern)
    cairo_paint_with_alpha(cairo, Double(state.alpha))
    cairo_pattern_destroy(pattern)
  }

  /// A distance from `point` that reaches beyond every corner of the clip, in user units.
  private func clipReach(from point: CGPoint) -> Double {
    let clip = boundingBoxOfClipPath
    let corners = [
      (clip.minX, clip.minY), (clip.maxX, clip.minY), (clip.minX, clip.maxY), (clip.maxX, clip.maxY),
    ]
    let farthest = corners.map { hypot(Double($0.0 - point.x), Double($0.1 - point.y)) }.max() ?? 0
    return farthest + 1
  }
}
