import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationDirection = Double

/// A latitude and longitude in degrees (WGS 84), as Core Location's.
public struct CLLocationCoordinate2D: Hashable, Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() {
    self.init(latitude: 0, longitude: 0)
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether the coordinate is a place on Earth: finite, latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  coordinate.latitude.isFinite && coordinate.longitude.isFinite && abs(coordinate.latitude) <= 90
    && abs(coordinate.longitude) <= 180
}

/// A location: a coordinate, with the distance to another along the Earth's surface.
public final class CLLocation: NSObject, Sendable {
  public let coordinate: CLLocationCoordinate2D

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The great-circle distance in metres (haversine on the IUGG mean Earth radius, 6 371 008.8 m).
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let lat1 = coordinate.latitude * .pi / 180
    let lat2 = location.coordinate.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * asin(min(1, a.squareRoot()))
  }
}
