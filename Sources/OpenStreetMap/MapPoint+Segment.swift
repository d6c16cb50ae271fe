import Foundation

extension MapPoint {
  /// The point of the segment `a`–`b` nearest to this one: how far along (0 at `a`, 1 at `b`), the
  /// point, and its squared distance from this one.
  func nearest(onSegmentFrom a: MapPoint, to b: MapPoint) -> (
    fraction: Double, point: MapPoint, squared: Double
  ) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let t = lengthSquared > 0 ? min(max(((x - a.x) * dx + (y - a.y) * dy) / lengthSquared, 0), 1) : 0
    let point = MapPoint(x: a.x + t * dx, y: a.y + t * dy)
    let ex = point.x - x
    let ey = point.y - y
    return (t, point, ex * ex + ey * ey)
  }

  /// The squared distance from this point to the nearest point of `rect` (0 inside it): no point
  /// of what `rect` bounds is nearer.
  func squaredDistance(to rect: MapRect) -> Double {
    let dx = max(rect.minX - x, 0, x - rect.maxX)
    let dy = max(rect.minY - y, 0, y - rect.maxY)
    return dx * dx + dy * dy
  }
}
