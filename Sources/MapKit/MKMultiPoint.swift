@_spi(Hail) import UIKit

/// A shape through a fixed list of map points. The points never change once made, so renderers
/// read them while drawing on the map's queue (`nonisolated`, as MapKit's drawing threads do).
@preconcurrency @MainActor
open class MKMultiPoint: MKShape {
  /// Allocated once, freed with the shape: `points()` hands out a pointer into it, as MapKit does.
  private nonisolated(unsafe) let storage: UnsafeMutablePointer<MKMapPoint>
  public nonisolated let pointCount: Int
  /// The points' bounding rectangle, worked out once.
  nonisolated let bounds: MKMapRect

  nonisolated init(mapPoints: [MKMapPoint]) {
    pointCount = mapPoints.count
    storage = .allocate(capacity: max(mapPoints.count, 1))
    storage.initialize(from: mapPoints, count: mapPoints.count)
    bounds = mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    super.init()
  }

  deinit {
    storage.deinitialize(count: pointCount)
    storage.deallocate()
  }

  /// The shape's points, `pointCount` of them.
  public nonisolated func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

  /// Copies the coordinates of the points in `range` into `coords`.
  public nonisolated func getCoordinates(
    _ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange
  ) {
    let start = max(range.location, 0)
    let end = min(start + max(range.length, 0), pointCount)
    guard start < end else { return }
    for index in start..<end { coords[index - start] = storage[index].coordinate }
  }
}
