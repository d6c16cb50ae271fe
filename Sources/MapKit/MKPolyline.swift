@_spi(Hail) import UIKit

/// A line through map points (a route).
@preconcurrency @MainActor
open class MKPolyline: MKMultiPoint, MKOverlay {
  public nonisolated init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    super.init(mapPoints: (0..<max(count, 0)).map { MKMapPoint(coordinates[$0]) })
  }

  public nonisolated convenience init(coordinates: [CLLocationCoordinate2D]) {
    self.init(coordinates: coordinates, count: coordinates.count)
  }

  public nonisolated init(points: UnsafePointer<MKMapPoint>, count: Int) {
    super.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: max(count, 0))))
  }

  open override var coordinate: CLLocationCoordinate2D {
    MKMapPoint(x: bounds.midX, y: bounds.midY).coordinate
  }

  open var boundingMapRect: MKMapRect { bounds }
}
