import CoreLocation
import OpenStreetMap
@_spi(Hail) import UIKit

/// MapKit's errors.
public enum MKError: Error, Equatable, Sendable {
  /// No map data is loaded (the environment has no map store).
  case serverFailure
  /// Nothing was found (no place, no route).
  case placemarkNotFound
  case directionsNotFound
  case loadingThrottled
}

extension CLLocationCoordinate2D {
  var osmCoordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

  init(_ coordinate: Coordinate) {
    self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }
}
