@_spi(Hail) import CoreLocation
import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// The Helsinki map, opened once for the tests that geocode on it (`make map` imports it).
enum HelsinkiMap {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("data/helsinki.hailmap").path
  static let store = Result { try MapStore(contentsOf: path) }
}

/// Starts the application on an environment of the test's own: `services` for location, `map` for
/// geocoding, nothing else.
@MainActor
func startApplication(services: LocationServices? = nil, map: MapStore? = nil) {
  var environment = SystemEnvironment()
  environment.locationServices = services
  environment.mapStore = map
  UIApplication.shared.resetHeadless(environment: environment)
}

/// A device heading due north at `speed` metres per second from `start`, moving on every frame.
@MainActor
final class NorthboundLocation: LocationProvider {
  let start: CLLocationCoordinate2D
  let speed: CLLocationSpeed

  init(from start: CLLocationCoordinate2D, speed: CLLocationSpeed) {
    self.start = start
    self.speed = speed
  }

  func location(at time: TimeInterval) -> CLLocation? {
    // Along a meridian the haversine distance is the Earth's radius times the latitude difference.
    let degrees = speed * time / 6_371_008.8 * 180 / .pi
    return CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: start.latitude + degrees, longitude: start.longitude),
      altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1, course: 0, speed: speed,
      timestamp: SystemEnvironment.virtualStartDate.addingTimeInterval(time))
  }

  func nextChange(after time: TimeInterval) -> TimeInterval? { time }
}

/// Records what a location manager tells its delegate, with the clock time of each call.
@MainActor
final class RecordingDelegate: CLLocationManagerDelegate {
  var fixes: [(time: TimeInterval, location: CLLocation)] = []
  var errors: [CLError] = []
  var authorizationChanges: [CLAuthorizationStatus] = []

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    for location in locations { fixes.append((UIApplication.shared.clock.now, location)) }
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    if let error = error as? CLError { errors.append(error) }
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    authorizationChanges.append(manager.authorizationStatus)
  }
}
