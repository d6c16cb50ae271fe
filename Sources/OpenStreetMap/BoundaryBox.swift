import Foundation

/// The rectangle an extract was cut to, on the Web Mercator plane (x east, y north): what clipped
/// coastline chains end on and what the sea's outline follows between them.
///
/// Positions on the boundary are measured by `perimeterPosition`, increasing **clockwise** from the
/// north-west corner (along the north edge eastwards, down the east edge, west along the south edge,
/// up the west edge), because the sea is closed by walking clockwise (see `CoastlineCloser`).
struct BoundaryBox {
  var rect: MapRect

  init(_ rect: MapRect) { self.rect = rect }

  var perimeter: Double { 2 * (rect.width + rect.height) }

  /// The corners in clockwise order with their perimeter positions: NW 0, NE, SE, SW.
  var corners: [(position: Double, point: MapPoint)] {
    [
      (0, MapPoint(x: rect.minX, y: rect.maxY)),
      (rect.width, MapPoint(x: rect.maxX, y: rect.maxY)),
      (rect.width + rect.height, MapPoint(x: rect.maxX, y: rect.minY)),
      (2 * rect.width + rect.height, MapPoint(x: rect.minX, y: rect.minY)),
    ]
  }

  /// The distance from a point inside the box to the nearest edge.
  func distanceToBoundary(_ point: MapPoint) -> Double {
    min(point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y)
  }

  /// The nearest point on the boundary to a point inside the box (straight to the nearest edge).
  func nearestBoundaryPoint(_ point: MapPoint) -> MapPoint {
    let distances = [
      point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y,
    ]
    switch distances.indices.min(by: { distances[$0] < distances[$1] })! {
    case 0: return MapPoint(x: rect.minX, y: point.y)
    case 1: return MapPoint(x: rect.maxX, y: point.y)
    case 2: return MapPoint(x: point.x, y: rect.minY)
    default: return MapPoint(x: point.x, y: rect.maxY)
    }
  }

  /// Where a boundary point lies along the boundary, clockwise from the north-west corner.
  func perimeterPosition(_ point: MapPoint) -> Double {
    let onBoundary = nearestBoundaryPoint(point)
    let (w, h) = (rect.width, rect.height)
    if onBoundary.y == rect.maxY && onBoundary.x < rect.maxX { return onBoundary.x - rect.minX }
    if onBoundary.x == rect.maxX && onBoundary.y > rect.minY { return w + (rect.maxY - onBoundary.y) }
    if onBoundary.y == rect.minY && onBoundary.x > rect.minX { return w + h + (rect.maxX - onBoundary.x) }
    return 2 * w + h + (onBoundary.y - rect.minY)
  }

  /// The corners passed walking clockwise from `start` to `end` (perimeter positions), in order.
  func cornersClockwise(from start: Double, to end: Double) -> [MapPoint] {
    var distance = end - start
    if distance < 0 { distance += perimeter }
    var passed: [(Double, MapPoint)] = []
    for corner in corners {
      var offset = corner.position - start
      if offset < 0 { offset += perimeter }
      if offset > 0 && offset < distance { passed.append((offset, corner.point)) }
    }
    return passed.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The parts of a polyline inside the box (Liang–Barsky per segment): a line leaving and
  /// re-entering the box becomes several pieces, each cut exactly at the boundary.
  func clip(_ line: [MapPoint]) -> [[MapPoint]] {
    var pieces: [[MapPoint]] = []
    var current: [MapPoint] = []
    for (a, b) in zip(line, line.dropFirst()) {
      guard let (p, q) = clipSegment(a, b) else {
        if current.count >= 2 { pieces.append(current) }
        current = []
        continue
      }
      if current.last != p {
        if current.count >= 2 { pieces.append(current) }
        current = [p]
      }
      current.append(q)
      if q != b {  // Left the box: this piece ends here.
        pieces.append(current)
        current = []
      }
    }
    if current.count >= 2 { pieces.append(current) }
    return pieces
  }

  /// The part of segment a–b inside the box, or nil when it misses the box.
  private func clipSegment(_ a: MapPoint, _ b: MapPoint) -> (MapPoint, MapPoint)? {
    let dx = b.x - a.x
    let dy = b.y - a.y
    var enter = 0.0
    var leave = 1.0
    for (p, q) in [
      (-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
    ] {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let t = q / p
      if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
      if enter > leave { return nil }
    }
    // A cut point is clamped so that rounding never leaves it a hair outside the box.
    func at(_ t: Double) -> MapPoint {
      if t == 0 { return a }
      if t == 1 { return b }
      return MapPoint(
        x: min(max(a.x + t * dx, rect.minX), rect.maxX), y: min(max(a.y + t * dy, rect.minY), rect.maxY))
    }
    return (at(enter), at(leave))
  }
}
