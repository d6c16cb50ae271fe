@_spi(Hail) import CoreLocation
@_spi(Hail) import UIKit

extension MKMapView {
  /// Starts or stops following the device's location. The current fix is taken at once, so a map
  /// can be centred on the user right after `showsUserLocation` turns on (MapKit waits for its
  /// first fix; the location service here has one at hand); later fixes come from a location
  /// manager, as MapKit's do.
  func trackUserLocation(_ on: Bool) {
    userLocationTracker?.manager.stopUpdatingLocation()
    userLocationTracker = nil
    userLocation.isUpdating = false
    guard on else { return }
    let application = UIApplication.shared
    if let services = application.environment.locationServices,
      [CLAuthorizationStatus.authorizedWhenInUse, .authorizedAlways].contains(services.authorizationStatus),
      let fix = services.provider.location(at: application.clock.now)
    {
      userLocation.location = fix
      userLocation.coordinate = fix.coordinate
    }
    let tracker = UserLocationTracker(mapView: self)
    userLocationTracker = tracker
    userLocation.isUpdating = true
    tracker.manager.startUpdatingLocation()
  }

  func userLocationDidUpdate(_ fix: CLLocation) {
    let moved = userLocation.location.map { $0.coordinate != fix.coordinate } ?? true
    userLocation.location = fix
    userLocation.coordinate = fix.coordinate
    if moved { setNeedsLayout() }
    delegate?.mapView(self, didUpdate: userLocation)
  }

  func userLocationDidFail(_ error: any Error) {
    userLocation.isUpdating = false
    delegate?.mapView(self, didFailToLocateUserWithError: error)
  }
}

/// The location manager behind a map's user location (a separate object: MapKit's map view is not
/// a location-manager delegate in its public API).
@preconcurrency @MainActor
final class UserLocationTracker: CLLocationManagerDelegate {
  let manager = CLLocationManager()
  weak var mapView: MKMapView?

  init(mapView: MKMapView) {
    self.mapView = mapView
    manager.delegate = self
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    guard let fix = locations.last else { return }
    mapView?.userLocationDidUpdate(fix)
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    mapView?.userLocationDidFail(error)
  }
}
