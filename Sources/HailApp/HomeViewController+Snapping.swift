import MapKit
import UIKit

/// The pickup snaps to the road: when the map comes to rest with the pin within 30 m of a road a car
/// may use, the map glides the last metres so that the pin stands on it, as Didi puts the pickup
/// where a car can stop. MapKit has no "nearest road" call, but directions start on the road
/// network: a route from the pin to itself begins at the road point nearest the pin.
extension HomeViewController {
  /// How far from a road the pickup may rest and still snap to it, in metres.
  static let roadSnapDistance: CLLocationDistance = 30
  /// Nearer than this the pin is on the road already (a pixel at street zoom is about 0.2 m), so
  /// a snapped pickup does not snap again.
  static let onRoadDistance: CLLocationDistance = 0.5

  /// Snaps once per move: arriving where a snap was going does not snap again (directions may
  /// start a point's route elsewhere than where the point lies on a road, from a road cut off by the
  /// extract's edge to the main network), so a snap never carries the pickup more than 30 m.
  func snapPickupToRoad() {
    let pickup = mapView.centerCoordinate
    if let target = roadSnapTarget {
      roadSnapTarget = nil
      if Self.distance(from: target, to: pickup) <= Self.onRoadDistance { return }
    }
    let here = MKMapItem(placemark: MKPlacemark(coordinate: pickup))
    let request = MKDirections.Request()
    request.source = here
    request.destination = here
    request.transportType = .automobile
    MKDirections(request: request).calculate { [weak self] response, _ in
      guard let self, let route = response?.routes.first, route.polyline.pointCount > 0 else { return }
      // The map moved on meanwhile: that move snaps when it ends.
      let now = self.mapView.centerCoordinate
      guard !self.pickupPin.isLifted, now.latitude == pickup.latitude, now.longitude == pickup.longitude
      else { return }
      let road = route.polyline.points()[0].coordinate
      let distance = Self.distance(from: road, to: pickup)
      guard distance > Self.onRoadDistance, distance <= Self.roadSnapDistance else { return }
      self.roadSnapTarget = road
      self.mapView.setCenter(road, animated: true)
    }
  }

  private static func distance(from a: CLLocationCoordinate2D, to b: CLLocationCoordinate2D)
    -> CLLocationDistance
  {
    CLLocation(latitude: a.latitude, longitude: a.longitude)
      .distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
  }
}
