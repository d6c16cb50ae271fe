import Foundation

extension CGPath {
  /// The smallest rectangle holding every point of the path, control points included (as Apple's
  /// `boundingBox`); `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    bounds(of: elements.flatMap(\.points))
  }

  /// The tight bounding box of the drawn outline: curves are bounded by their flattened points,
  /// not their control points (as Apple's `boundingBoxOfPath`).
  public var boundingBoxOfPath: CGRect {
    bounds(of: polygons().flatMap { $0 })
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
        current += flatten(from, c, c, p, cubic: false)
      case .curveTo(let p, let c1, let c2):
        current += flatten(from, c1, c2, p, cubic: true)
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

/// Points along a Bézier after its start, enough that chords stay within a fraction of a unit
/// (count grows with the control polygon's length).
private func flatten(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, cubic: Bool) -> [CGPoint] {
  let length = hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p3.x - c2.x, p3.y - c2.y)
  let count = min(256, max(4, Int(length.squareRoot() * 2)))
  return (1...count).map { index in
    let t = CGFloat(index) / CGFloat(count)
    let u = 1 - t
    if !cubic {
      // A quadratic stores its control twice (c1 == c2).
      return CGPoint(
        x: u * u * p0.x + 2 * u * t * c1.x + t * t * p3.x, y: u * u * p0.y + 2 * u * t * c1.y + t * t * p3.y)
    }
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
  }
}
