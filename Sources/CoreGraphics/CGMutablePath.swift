import Foundation

/// A path being built, as Apple's `CGMutablePath`.
///
/// Every `add…` takes an optional transform applied to the points as they are added.
/// Non-finite coordinates or radii (NaN, ±∞) are ignored: the element is not added, so a bad
/// value never reaches Cairo or a bounding box.
public final class CGMutablePath: CGPath {
  /// An empty path.
  public init() { super.init(elements: []) }

  override init(elements: [Element]) { super.init(elements: elements) }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.moveTo(point), transform)
  }

  /// A straight line from the current point; a path without one starts at `point` instead.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(elements.isEmpty ? .moveTo(point) : .lineTo(point), transform)
  }

  /// Lines through `points`, starting a new subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A cubic Bézier from the current point.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    ensureCurrentPoint(control1, transform)
    append(.curveTo(end, control1: control1, control2: control2), transform)
  }

  /// A quadratic Bézier from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    ensureCurrentPoint(control, transform)
    append(.quadCurveTo(end, control: control), transform)
  }

  /// A closed rectangle subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    guard r.isFiniteRect else { return }
    addLines(
      between: [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Several rectangles, each its own closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed ellipse subpath inscribed in `rect`: four Béziers starting at (maxX, midY), turning
  /// the same way as `addRect`.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    guard r.isFiniteRect else { return }
    let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
    addArcSegments(
      center: .zero, radius: 1, from: 0, to: 2 * .pi, moveToStart: true,
      transform: scale.concatenating(transform))
    closeSubpath()
  }

  /// A closed rounded-rectangle subpath. Corners are clamped to half the side (Apple traps instead).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    guard r.isFiniteRect, cornerWidth.isFinite, cornerHeight.isFinite else { return }
    let rx = min(max(cornerWidth, 0), r.width / 2)
    let ry = min(max(cornerHeight, 0), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    // Each corner is a quarter of a unit circle scaled to rx × ry around the corner's centre.
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
      (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
      (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
      (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
    ]
    move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
    for (center, start) in corners {
      let ellipse = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
      addArcSegments(
        center: .zero, radius: 1, from: start, to: start + .pi / 2, moveToStart: false,
        transform: ellipse.concatenating(transform))
    }
    closeSubpath()
  }

  /// A circular arc. With a current point, a line joins it to the arc's start; otherwise the arc
  /// starts a subpath.
  ///
  /// `clockwise` is in Core Graphics' mathematical sense (y up): `true` runs through decreasing
  /// angles, which is Cairo's `cairo_arc_negative`. In a flipped, y-down space (UIKit, and the
  /// bitmap contexts here) a clockwise arc therefore appears counter-clockwise on screen, exactly
  /// as Apple documents for CGContext ("Quartz 2D Programming Guide", Paths: "in a flipped
  /// coordinate system… the arc is drawn in the opposite direction"). `UIBezierPath` inverts the
  /// flag to keep its own on-screen meaning. Sweeps longer than a full turn are clamped to one.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard center.isFinitePoint, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    let turn = 2 * CGFloat.pi
    var end = endAngle
    if clockwise {
      // Like cairo_arc_negative: bring the end below the start, at most one turn away.
      while end > startAngle { end -= turn }
      end = max(end, startAngle - turn)
    } else {
      while end < startAngle { end += turn }
      end = min(end, startAngle + turn)
    }
    addArcSegments(
      center: center, radius: abs(radius), from: startAngle, to: end, moveToStart: elements.isEmpty,
      transform: transform)
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// Appends all of `path`'s elements.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }

  private func append(_ element: Element, _ transform: CGAffineTransform) {
    let transformed = element.applying(transform)
    guard transformed.isFinite else { return }
    elements.append(transformed)
  }

  /// Curves need a start point; Apple starts a subpath at the first control point when there is none.
  private func ensureCurrentPoint(_ point: CGPoint, _ transform: CGAffineTransform) {
    if elements.isEmpty { move(to: point, transform: transform) }
  }

  /// An arc from angle `a0` to `a1` (either direction) as cubic Béziers of at most a quarter turn,
  /// the standard approximation with control distance 4/3·tan(θ/4).
  private func addArcSegments(
    center: CGPoint, radius: CGFloat, from a0: CGFloat, to a1: CGFloat, moveToStart: Bool,
    transform: CGAffineTransform
  ) {
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(a0)
    if moveToStart { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
    let count = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
    let step = (a1 - a0) / CGFloat(count)
    let k = 4 / 3 * tan(step / 4) * radius
    for index in 0..<count {
      let s = a0 + step * CGFloat(index)
      let e = s + step
      let p0 = point(s)
      let p1 = point(e)
      let c1 = CGPoint(x: p0.x - k * sin(s), y: p0.y + k * cos(s))
      let c2 = CGPoint(x: p1.x + k * sin(e), y: p1.y - k * cos(e))
      append(.curveTo(p1, control1: c1, control2: c2), transform)
    }
  }
}

extension CGPoint {
  var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
  /// Null, infinite and NaN rectangles are not drawable.
  var isFiniteRect: Bool {
    !isNull && origin.isFinitePoint && size.width.isFinite && size.height.isFinite
  }
}
