@_spi(Hail) import UIKit

/// A closed shape through map points, with holes (`interiorPolygons`): an area on the map.
@preconcurrency @MainActor
open class MKPolygon: MKMultiPoint, MKOverlay {
  /// The holes, drawn as gaps in the fill.
  public nonisolated let interiorPolygons: [MKPolygon]?

  public nonisolated init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]? = nil)
  {
    self.interiorPolygons = interiorPolygons
    super.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: max(count, 0))))
  }

  public nonisolated init(
    coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]? = nil
  ) {
    self.interiorPolygons = interiorPolygons
    super.init(mapPoints: (0..<max(count, 0)).map { MKMapPoint(coordinates[$0]) })
  }

  open override var coordinate: CLLocationCoordinate2D {
    MKMapPoint(x: bounds.midX, y: bounds.midY).coordinate
  }

  /// The outline's bounds: the holes lie inside it.
  open var boundingMapRect: MKMapRect { bounds }
}
