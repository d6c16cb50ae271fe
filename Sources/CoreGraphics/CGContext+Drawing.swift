import CCairo
import Foundation

/// What `drawPath(using:)` paints, as Apple's `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGContext {
  /// Fills the current path with the fill colour and clears the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    drawPath(using: rule == .winding ? .fill : .eoFill)
  }

  /// Strokes the current path with the stroke colour and line settings, and clears the path.
  public func strokePath() { drawPath(using: .stroke) }

  /// Fills and/or strokes the current path, then clears it.
  public func drawPath(using mode: CGPathDrawingMode) {
    defer { cairo_new_path(cairo) }
    guard !state.isDegenerate else { return }
    paintingCalls += 1
    if mode != .stroke {
      cairo_set_fill_rule(
        cairo, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(state.fillColor)
      cairo_fill_preserve(cairo)
    }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
      setSource(state.strokeColor)
      cairo_stroke_preserve(cairo)
    }
  }

  /// Fills `rect` (the current path is kept).
  public func fill(_ rect: CGRect) { drawIsolated(CGPath(rect: rect), .fill) }
  /// Fills each rectangle.
  public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
  /// Strokes the outline of `rect`.
  public func stroke(_ rect: CGRect) { drawIsolated(CGPath(rect: rect), .stroke) }
  /// Strokes the outline of `rect` with `width`, leaving the line width setting unchanged.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let previous = cairo_get_line_width(cairo)
    setLineWidth(width)
    stroke(rect)
    cairo_set_line_width(cairo, previous)
  }
  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) { drawIsolated(CGPath(ellipseIn: rect), .fill) }
  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) { drawIsolated(CGPath(ellipseIn: rect), .stroke) }

  /// Intersects the clip with the current path's inside, and clears the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    defer { cairo_new_path(cairo) }
    guard !state.isDegenerate else { return }
    cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    cairo_clip_preserve(cairo)
  }

  /// Intersects the clip with `rect` (the current path is kept). A non-finite rectangle clips
  /// everything away, since it has no drawable inside.
  public func clip(to rect: CGRect) {
    withIsolatedPath {
      if rect.isFiniteRect { addRect(rect) }
      cairo_clip(cairo)
    }
  }

  /// Intersects the clip with each rectangle's union.
  public func clip(to rects: [CGRect]) {
    withIsolatedPath {
      rects.forEach(addRect)
      cairo_clip(cairo)
    }
  }

  /// The clip's bounds in user space.
  public var boundingBoxOfClipPath: CGRect {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Makes `rect` fully transparent, ignoring colours and alpha (inside the clip).
  public func clear(_ rect: CGRect) {
    guard !state.isDegenerate, rect.isFiniteRect else { return }
    paintingCalls += 1
    withIsolatedPath {
      cairo_save(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
      addRect(rect)
      cairo_fill(cairo)
      cairo_restore(cairo)
    }
  }

  /// Draws `image` scaled to fill `rect`, with the global alpha.
  ///
  /// The image's first row is drawn at `rect.minY`, i.e. upright in this y-down space. (On Apple
  /// the first row goes to `maxY`, which is upright only in an unflipped context; copying that
  /// would turn every image upside down here, where all contexts are flipped.)
  public func draw(_ image: CGImage, in rect: CGRect) {
    let r = rect.standardized
    guard !state.isDegenerate, r.isFiniteRect, r.width > 0, r.height > 0 else { return }
    paintingCalls += 1
    withIsolatedPath {
      cairo_save(cairo)
      cairo_translate(cairo, Double(r.minX), Double(r.minY))
      cairo_scale(cairo, Double(r.width) / Double(image.width), Double(r.height) / Double(image.height))
      cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
      cairo_clip(cairo)
      cairo_set_source_surface(cairo, image.surface, 0, 0)
      // Padding keeps a scaled image's edges sharp instead of fading into transparency.
      cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
      cairo_paint_with_alpha(cairo, Double(state.alpha))
      cairo_restore(cairo)
    }
  }

  private func drawIsolated(_ path: CGPath, _ mode: CGPathDrawingMode) {
    withIsolatedPath {
      addPath(path)
      drawPath(using: mode)
    }
  }
}
