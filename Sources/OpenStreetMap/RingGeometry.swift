import Foundation

/// Plane geometry of closed rings (first point == last point) on the Web Mercator plane.
enum RingGeometry {
  /// The shoelace area: positive for a counter-clockwise ring (y north), negative for clockwise.
  static func signedArea(_ ring: [MapPoint]) -> Double {
    var twice = 0.0
    for (a, b) in zip(ring, ring.dropFirst()) { twice += a.x * b.y - b.x * a.y }
    return twice / 2
  }

  /// Whether `point` is inside the ring (even–odd crossings of a ray towards +x), the rule the
  /// map style fills polygons with.
  static func contains(_ ring: [MapPoint], _ point: MapPoint) -> Bool {
    var inside = false
    for (a, b) in zip(ring, ring.dropFirst()) where (a.y > point.y) != (b.y > point.y) {
      let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
      if point.x < x { inside.toggle() }
    }
    return inside
  }

  /// Whether `point` is inside a polygon given as outer ring and holes (even–odd over all rings).
  static func contains(polygon rings: [[MapPoint]], _ point: MapPoint) -> Bool {
    rings.reduce(false) { $0 != contains($1, point) }
  }
}
