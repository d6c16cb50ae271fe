import Foundation

/// A location: a coordinate with its accuracy, altitude, course, speed and the time of the fix, as
/// Core Location's. Immutable.
public final class CLLocation: NSObject, Sendable {
  public let coordinate: CLLocationCoordinate2D
  /// Metres above sea level.
  public let altitude: CLLocationDistance
  /// The radius of uncertainty of `coordinate`, metres; negative when the coordinate is invalid.
  public let horizontalAccuracy: CLLocationAccuracy
  /// The uncertainty of `altitude`, metres; negative when the altitude is invalid.
  public let verticalAccuracy: CLLocationAccuracy
  /// Degrees clockwise from true north; negative when unknown.
  public let course: CLLocationDirection
  /// Metres per second; negative when unknown.
  public let speed: CLLocationSpeed
  /// When the fix was made.
  public let timestamp: Date

  /// A location at `coordinate`, with the given accuracies and a course and speed both unknown.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
  }

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
    timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.course = course
    self.speed = speed
    self.timestamp = timestamp
  }

  /// A location at a latitude and longitude, as Core Location makes one: altitude 0, horizontal
  /// accuracy 0, no vertical accuracy, course and speed unknown. Its timestamp is the reference date
  /// (Core Location stamps the current time; nothing in the engine reads the wall clock).
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1,
      timestamp: Date(timeIntervalSinceReferenceDate: 0))
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

  public override var description: String {
    String(
      format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f)", coordinate.latitude,
      coordinate.longitude, horizontalAccuracy, speed, course)
  }
}
