import Foundation
@_spi(Hail) import UIKit

/// A circle of a radius in metres around a coordinate.
@preconcurrency @MainActor
open class MKCircle: MKShape, MKOverlay {
  public nonisolated let radius: CLLocationDistance
  private nonisolated let center: CLLocationCoordinate2D
  /// The square around the circle in map points, worked out once; it grows away from the equator,
  /// where a metre spans more map points.
  nonisolated let bounds: MKMapRect

  public nonisolated init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = radius
    let middle = MKMapPoint(center)
    // The scale at the centre's latitude, north and south alike: exact enough for the radii of
    // a city map (a kilometre at 60° N spans 0.03 % more map points at its north edge).
    let reach = max(radius, 0) * MKMapPointsPerMeterAtLatitude(center.latitude)
    bounds = MKMapRect(x: middle.x - reach, y: middle.y - reach, width: 2 * reach, height: 2 * reach)
    super.init()
  }

  /// The circle around the rectangle's middle whose radius is half its longer side, as MapKit's.
  public nonisolated convenience init(mapRect: MKMapRect) {
    let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
    let reach = max(mapRect.width, mapRect.height) / 2
    self.init(
      center: middle.coordinate,
      radius: reach * MKMetersPerMapPointAtLatitude(middle.coordinate.latitude))
  }

  open override var coordinate: CLLocationCoordinate2D { center }

  open var boundingMapRect: MKMapRect { bounds }
}
