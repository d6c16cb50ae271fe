import Foundation

/// The longest fairly straight stretch of a polyline, where a straight road name can sit on the road
/// without leaving it: consecutive segments that stay within `tolerance` of the stretch's first
/// direction. Straight labels on the longest straight run are what most map renderers fall back to
/// when they do not bend text glyph by glyph, and on a city grid they are indistinguishable.
struct StraightRun {
  var start: CGPoint
  var end: CGPoint
  /// The length along the polyline, in points.
  var length: CGFloat

  /// The middle of the run along the polyline.
  var midpoint: CGPoint { CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2) }

  /// The direction of the run, turned so that text along it reads left to right and never upside
  /// down: in (−π/2, π/2].
  var uprightAngle: CGFloat {
    var angle = atan2(end.y - start.y, end.x - start.x)
    if angle > .pi / 2 { angle -= .pi }
    if angle <= -.pi / 2 { angle += .pi }
    return angle
  }

  /// The longest run of `points`; nil for fewer than two points.
  static func longest(in points: [CGPoint], tolerance: CGFloat = 0.3) -> StraightRun? {
    guard points.count >= 2 else { return nil }
    var best: StraightRun?
    var first = 0
    while first < points.count - 1 {
      let direction = angle(points[first], points[first + 1])
      var last = first + 1
      var length = distance(points[first], points[last])
      while last < points.count - 1 {
        let next = angle(points[last], points[last + 1])
        guard abs(remainder(next - direction, 2 * .pi)) <= tolerance else { break }
        length += distance(points[last], points[last + 1])
        last += 1
      }
      // A run whose ends are close relative to its length bends back (a U): not straight.
      let chord = distance(points[first], points[last])
      if chord >= length * 0.97, length > best?.length ?? 0 {
        best = StraightRun(start: points[first], end: points[last], length: length)
      }
      first = last
    }
    return best
  }

  private static func angle(_ a: CGPoint, _ b: CGPoint) -> CGFloat { atan2(b.y - a.y, b.x - a.x) }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}
