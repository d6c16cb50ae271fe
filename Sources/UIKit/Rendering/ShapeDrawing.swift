@_spi(Hail) import CoreGraphics
import Foundation

/// Draws a `CAShapeLayer`'s path as Core Animation does: the whole path filled by the fill rule,
/// then the part from `strokeStart` to `strokeEnd` of its length stroked (the fill ignores them).
@preconcurrency @MainActor
enum ShapeDrawing {
  static func draw(_ shape: LayerState.ShapeState, in context: CGContext) {
    guard let path = shape.path, !path.isEmpty else { return }
    if let fill = shape.fillColor, fill.alpha > 0 {
      context.setFillColor(fill)
      context.addPath(path)
      context.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
    }
    guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
      let stroked = path.strokedPart(from: shape.strokeStart, to: shape.strokeEnd)
    else { return }
    context.setStrokeColor(stroke)
    context.setLineWidth(shape.lineWidth)
    context.setLineCap(shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt)
    context.setLineJoin(shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter)
    context.setMiterLimit(shape.miterLimit)
    if let dashes = shape.lineDashPattern, !dashes.isEmpty {
      context.setLineDash(phase: shape.lineDashPhase, lengths: dashes)
    }
    context.addPath(stroked)
    context.strokePath()
    context.setLineDash(phase: 0, lengths: [])
  }

  /// What the fill and stroke can cover, in layer coordinates: the path's box grown by the stroke's
  /// reach (half the line width, times the miter limit for mitred joins, √2 for square caps) and a
  /// point for anti-aliasing; nil when the shape shows nothing.
  static func extent(of shape: LayerState.ShapeState) -> CGRect? {
    guard let path = shape.path, !path.isEmpty else { return nil }
    let fills = (shape.fillColor?.alpha ?? 0) > 0
    let strokes =
      (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0 && shape.strokeEnd > shape.strokeStart
    guard fills || strokes else { return nil }
    let box = path.boundingBoxOfPath
    guard box.minX.isFinite, box.minY.isFinite else { return nil }
    var reach: CGFloat = 1
    if strokes {
      let join = shape.lineJoin == .miter ? max(shape.miterLimit, 1) : 1
      let cap: CGFloat = shape.lineCap == .square ? 2.squareRoot() : 1
      reach += shape.lineWidth / 2 * max(join, cap)
    }
    return box.insetBy(dx: -reach, dy: -reach)
  }
}
