import CCairo
import Foundation

extension CGContext {
  /// Discards the current path.
  public func beginPath() { cairo_new_path(cairo) }

  public func move(to point: CGPoint) { add(.moveTo(point)) }
  public func addLine(to point: CGPoint) { add(.lineTo(point)) }

  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    add(.curveTo(end, control1: control1, control2: control2))
  }

  public func addQuadCurve(to end: CGPoint, control: CGPoint) { add(.quadCurveTo(end, control: control)) }

  /// Closes the current subpath.
  public func closePath() { add(.closeSubpath) }

  /// Adds a closed rectangle to the current path.
  public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect)) }

  public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

  public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect)) }

  /// Adds an arc with `CGMutablePath.addArc`'s meaning of `clockwise` (y-up sense).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let arc = CGMutablePath()
    let continues = cairo_has_current_point(cairo) != 0
    if continues {
      var x = 0.0
      var y = 0.0
      cairo_get_current_point(cairo, &x, &y)
      arc.move(to: CGPoint(x: x, y: y))
    }
    arc.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    // The borrowed move is not re-emitted: it would start a new subpath in Cairo.
    arc.elements.dropFirst(continues ? 1 : 0).forEach(add)
  }

  /// Adds `path`'s elements to the current path, in the current user space.
  public func addPath(_ path: CGPath) { path.elements.forEach(add) }

  /// True when the current path has no points.
  public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 }

  /// The current path's bounds in user space, or `CGRect.null` when it is empty.
  public var boundingBoxOfPath: CGRect {
    guard !isPathEmpty else { return .null }
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Runs `body` with an empty current path and puts the caller's path back afterwards, so the
  /// rectangle and ellipse conveniences leave the path being built alone.
  func withIsolatedPath(_ body: () -> Void) {
    let saved = cairo_copy_path(cairo)
    cairo_new_path(cairo)
    body()
    cairo_new_path(cairo)
    if let saved {
      if saved.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, saved) }
      cairo_path_destroy(saved)
    }
  }

  /// Emits one element into Cairo; non-finite points are dropped, and nothing is added while the
  /// CTM is singular.
  private func add(_ element: CGPath.Element) {
    guard element.isFinite, !state.isDegenerate else { return }
    switch element {
    case .moveTo(let p):
      cairo_move_to(cairo, Double(p.x), Double(p.y))
    case .lineTo(let p):
      cairo_line_to(cairo, Double(p.x), Double(p.y))
    case .quadCurveTo(let p, let c):
      // Cairo has only cubics; a quadratic without a current point starts at its control, as on Apple.
      var (x, y) = (Double(c.x), Double(c.y))
      if cairo_has_current_point(cairo) != 0 { cairo_get_current_point(cairo, &x, &y) }
      let (c1, c2) = cubicControls(from: CGPoint(x: x, y: y), quadControl: c, to: p)
      cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
    case .curveTo(let p, let c1, let c2):
      cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
    case .closeSubpath:
      cairo_close_path(cairo)
    }
  }
}
