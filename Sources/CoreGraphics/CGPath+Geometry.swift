import Foundation

extension CGPath {
  /// The smallest rectangle holding every point of the path, control points included (as Apple's
  /// `boundingBox`); `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    bounds(of: elements.flatMap(\.points))
  }

  /// The tight bounding box of the drawn outline: curves are bounded by their extreme points,
  /// not their control points (as Apple's `boundingBoxOfPath`).
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let p):
        (start, current) = (p, p)
        points.append(p)
      case .lineTo(let p):
        current = p
        points.append(p)
      case .quadCurveTo(let p, let c):
        let (c1, c2) = cubicControls(from: current, quadControl: c, to: p)
        points += extremes(current, c1, c2, p)
        current = p
      case .curveTo(let p, let c1, let c2):
        points += extremes(current, c1, c2, p)
        current = p
      case .closeSubpath:
        current = start
      }
    }
    return bounds(of: points)
  }

  /// Whether `point` is inside the filled path; open subpaths count as closed, as when filling.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  ) -> Bool {
    let p = point.applying(transform.inverted())
    var winding = 0
    for polygon in polygons() where polygon.count > 1 {
      for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
        // Standard crossing test against a ray to +x; upward edges count +1, downward -1.
        if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 {
          winding += 1
        } else if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 {
          winding -= 1
        }
      }
    }
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }

  /// The subpaths as polygons, curves flattened into short segments.
  func polygons() -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if !current.isEmpty { result.append(current) }
      current = []
    }
    for element in elements {
      let from = current.last ?? .zero
      switch element {
      case .moveTo(let p):
        finish()
        current = [p]
      case .lineTo(let p):
        current.append(p)
      case .quadCurveTo(let p, let c):
        let (c1, c2) = cubicControls(from: from, quadControl: c, to: p)
        current += flatten(from, c1, c2, p)
      case .curveTo(let p, let c1, let c2):
        current += flatten(from, c1, c2, p)
      case .closeSubpath:
        let start = current.first
        finish()
        // After a close the current point is the subpath's start.
        if let start { current = [start] }
      }
    }
    finish()
    return result
  }

  private func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      (minX, maxX) = (min(minX, p.x), max(maxX, p.x))
      (minY, maxY) = (min(minY, p.y), max(maxY, p.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// > 0 when `p` is left of the line a→b (in y-up terms).
private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
  (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

/// The cubic controls equal to a quadratic from `s` to `p` with control `c`: s + ⅔(c − s), p + ⅔(c − p).
func cubicControls(from s: CGPoint, quadControl c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
  (
    CGPoint(x: s.x + 2 / 3 * (c.x - s.x), y: s.y + 2 / 3 * (c.y - s.y)),
    CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
  )
}

private func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
  let u = 1 - t
  let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
  return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
}

/// The end points of a cubic and its points where dx/dt or dy/dt is zero: what bounds it exactly.
private func extremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
  var ts: [CGFloat] = []
  for (v0, v1, v2, v3) in [(p0.x, c1.x, c2.x, p3.x), (p0.y, c1.y, c2.y, p3.y)] {
    // The derivative divided by 3: a·t² + b·t + c.
    let a = -v0 + 3 * v1 - 3 * v2 + v3
    let b = 2 * (v0 - 2 * v1 + v2)
    let c = v1 - v0
    if abs(a) < 1e-12 {
      if abs(b) > 1e-12 { ts.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        ts += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
      }
    }
  }
  return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map { cubicPoint(p0, c1, c2, p3, $0) }
}

/// Points along a cubic after its start, enough that chords stay within a fraction of a unit
/// (the count grows with the control polygon's length).
private func flatten(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
  let length =
    hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p3.x - c2.x, p3.y - c2.y)
  let count = min(256, max(4, Int(length.squareRoot() * 2)))
  return (1...count).map { cubicPoint(p0, c1, c2, p3, CGFloat($0) / CGFloat(count)) }
}

extension CGPath {
  /// The rectangle the path outlines when it is one closed rectangle with sides along the axes, as
  /// `CGPath(rect:)` makes it; nil otherwise.
  @_spi(Hail) public var uprightRectangle: CGRect? {
    guard elements.count == 5, case .moveTo(let a) = elements[0], case .lineTo(let b) = elements[1],
      case .lineTo(let c) = elements[2], case .lineTo(let d) = elements[3], elements[4] == .closeSubpath
    else { return nil }
    let alongX = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
    let alongY = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
    guard alongX || alongY else { return nil }
    return CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
  }
}
