import Foundation

/// Degrees of latitude or longitude (WGS 84).
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// Degrees clockwise from true north.
public typealias CLLocationDirection = Double
/// Metres per second.
public typealias CLLocationSpeed = Double
/// Metres; negative when unknown.
public typealias CLLocationAccuracy = Double

/// The most accurate fix the hardware gives (Core Location's constant is −1).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Core Location's value for "report every change" (`distanceFilter`).
public let kCLDistanceFilterNone: CLLocationDistance = -1

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

/// Core Location's invalid coordinate: −180°, −180°.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A coordinate from a latitude and a longitude.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether the coordinate is a place on Earth: finite, latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  coordinate.latitude.isFinite && coordinate.longitude.isFinite && abs(coordinate.latitude) <= 90
    && abs(coordinate.longitude) <= 180
}
