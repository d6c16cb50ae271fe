@_spi(Hail) import CoreGraphics
import Foundation

/// A path measured along its length, for what Core Animation does by arc length: stroking only from
/// `strokeStart` to `strokeEnd` ("values in between are interpolated linearly along the path
/// length", `CAShapeLayer.strokeEnd`) and moving along a keyframe animation's `path`.
///
/// Each segment (line, quadratic or cubic Bézier; a close is a line back to the subpath's start)
/// keeps a table of its length at evenly spaced parameters, from which a distance maps back to a
/// parameter; trimming splits curves there (de Casteljau), so a trimmed stroke keeps its curves.
struct PathMeasure {
  /// Chords per curve in the length table: under 0.1 % error for the arcs of ellipses and rounded
  /// rectangles (quarter circles), plenty for a line drawing itself.
  private static let samples = 24

  struct Segment {
    /// Start, controls (none, one or two) and end, as a Bézier of degree points.count − 1.
    let points: [CGPoint]
    /// Whether the segment starts a subpath (a move precedes it).
    let startsSubpath: Bool
    /// Cumulative lengths at t = i / samples.
    let lengths: [CGFloat]
    var length: CGFloat { lengths.last ?? 0 }
  }

  private(set) var segments: [Segment] = []
  /// The total length.
  private(set) var length: CGFloat = 0

  init(_ path: CGPath) {
    var start = CGPoint.zero
    var current = CGPoint.zero
    var pendingMove = true
    func add(_ points: [CGPoint]) {
      let segment = Segment(points: points, startsSubpath: pendingMove, lengths: Self.lengthTable(points))
      pendingMove = false
      segments.append(segment)
      length += segment.length
      current = points.last!
    }
    for element in path.elements {
      switch element {
      case .moveTo(let point):
        (start, current, pendingMove) = (point, point, true)
      case .lineTo(let point): add([current, point])
      case .quadCurveTo(let point, let control): add([current, control, point])
      case .curveTo(let point, let control1, let control2): add([current, control1, control2, point])
      case .closeSubpath:
        if current != start { add([current, start]) }
        (current, pendingMove) = (start, true)
      }
    }
  }

  /// The point `distance` along the path and the direction of travel there (radians, atan2 of the
  /// tangent); the ends for distances outside the path.
  func position(atDistance distance: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
    guard let (index, t) = locate(distance) else { return nil }
    let points = segments[index].points
    let tangent = Self.derivative(points, t)
    return (Self.evaluate(points, t), atan2(tangent.y, tangent.x))
  }

  /// The part of the path from `from` to `to` (distances), curves split where it is cut.
  func trimmed(from: CGFloat, to: CGFloat) -> CGPath {
    let path = CGMutablePath()
    guard to > from else { return path }
    var offset: CGFloat = 0
    var needsMove = true
    for (index, segment) in segments.enumerated() {
      defer { offset += segment.length }
      if segment.startsSubpath { needsMove = true }
      let end = offset + segment.length
      guard end > from, offset < to, segment.length > 0 else { continue }
      let t0 = offset >= from ? 0 : parameter(in: index, at: from - offset)
      let t1 = end <= to ? 1 : parameter(in: index, at: to - offset)
      let piece = Self.split(segment.points, from: t0, to: t1)
      if needsMove {
        path.move(to: piece[0])
        needsMove = false
      }
      switch piece.count {
      case 2: path.addLine(to: piece[1])
      case 3: path.addQuadCurve(to: piece[2], control: piece[1])
      default: path.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
      }
    }
    return path
  }

  /// The segment and parameter at `distance` along the whole path.
  private func locate(_ distance: CGFloat) -> (Int, CGFloat)? {
    guard !segments.isEmpty else { return nil }
    var remaining = min(max(distance, 0), length)
    for (index, segment) in segments.enumerated() {
      if remaining <= segment.length || index == segments.count - 1 {
        return (index, parameter(in: index, at: remaining))
      }
      remaining -= segment.length
    }
    return nil
  }

  /// The parameter at `distance` into segment `index`, from its length table.
  private func parameter(in index: Int, at distance: CGFloat) -> CGFloat {
    let lengths = segments[index].lengths
    guard let last = lengths.last, last > 0 else { return 0 }
    let target = min(max(distance, 0), last)
    var i = 1
    while i < lengths.count - 1 && lengths[i] < target { i += 1 }
    let span = lengths[i] - lengths[i - 1]
    let within = span > 0 ? (target - lengths[i - 1]) / span : 0
    return (CGFloat(i - 1) + within) / CGFloat(lengths.count - 1)
  }

  private static func lengthTable(_ points: [CGPoint]) -> [CGFloat] {
    guard points.count > 2 else { return [0, hypot(points[1].x - points[0].x, points[1].y - points[0].y)] }
    var lengths: [CGFloat] = [0]
    var previous = points[0]
    for i in 1...samples {
      let point = evaluate(points, CGFloat(i) / CGFloat(samples))
      lengths.append(lengths[i - 1] + hypot(point.x - previous.x, point.y - previous.y))
      previous = point
    }
    return lengths
  }

  /// The Bézier through `points` at `t` (de Casteljau).
  static func evaluate(_ points: [CGPoint], _ t: CGFloat) -> CGPoint {
    var level = points
    while level.count > 1 {
      level = zip(level, level.dropFirst()).map {
        CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t)
      }
    }
    return level[0]
  }

  /// The tangent of the Bézier at `t` (unnormalised); the chord for a degenerate one.
  static func derivative(_ points: [CGPoint], _ t: CGFloat) -> CGPoint {
    let n = CGFloat(points.count - 1)
    let differences = zip(points, points.dropFirst()).map {
      CGPoint(x: ($1.x - $0.x) * n, y: ($1.y - $0.y) * n)
    }
    let tangent = differences.count == 1 ? differences[0] : evaluate(differences, t)
    if tangent == .zero, let first = points.first, let last = points.last {
      return CGPoint(x: last.x - first.x, y: last.y - first.y)
    }
    return tangent
  }

  /// The piece of the Bézier between parameters `t0` and `t1`, as a Bézier of the same degree.
  static func split(_ points: [CGPoint], from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
    let tail = t0 > 0 ? splitAt(points, t0).right : points
    guard t1 < 1 else { return tail }
    let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
    return splitAt(tail, local).left
  }

  private static func splitAt(_ points: [CGPoint], _ t: CGFloat) -> (left: [CGPoint], right: [CGPoint]) {
    var left: [CGPoint] = [points[0]]
    var right: [CGPoint] = [points[points.count - 1]]
    var level = points
    while level.count > 1 {
      level = zip(level, level.dropFirst()).map {
        CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t)
      }
      left.append(level[0])
      right.insert(level[level.count - 1], at: 0)
    }
    return (left, right)
  }
}

/// Paths interpolated point by point, as a `path` animation between paths of the same elements.
enum PathInterpolation {
  static func interpolate(_ a: CGPath, _ b: CGPath, fraction f: CGFloat) -> CGPath? {
    guard a.elements.count == b.elements.count else { return nil }
    func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
    }
    let path = CGMutablePath()
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.moveTo(let p), .moveTo(let q)): path.move(to: mix(p, q))
      case (.lineTo(let p), .lineTo(let q)): path.addLine(to: mix(p, q))
      case (.quadCurveTo(let p, let c), .quadCurveTo(let q, let d)):
        path.addQuadCurve(to: mix(p, q), control: mix(c, d))
      case (.curveTo(let p, let c1, let c2), .curveTo(let q, let d1, let d2)):
        path.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
      case (.closeSubpath, .closeSubpath): path.closeSubpath()
      default: return nil
      }
    }
    return path
  }
}
