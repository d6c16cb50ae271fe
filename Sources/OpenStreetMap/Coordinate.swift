import Foundation

/// A WGS 84 position in degrees, as OpenStreetMap stores it.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
  public var latitude: Double
  public var longitude: Double

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Whether both values are finite and within the ranges Web Mercator can project.
  public var isValid: Bool {
    latitude.isFinite && longitude.isFinite && abs(latitude) <= WebMercator.maximumLatitude
      && abs(longitude) <= 180
  }

  /// Parses `LAT,LON` in decimal degrees (spaces allowed around the numbers); nil when either part
  /// is not a decimal number (`problem(parsing:)` says why) or the pair is out of range.
  public init?(parsing text: String) {
    guard Self.problem(parsing: text) == nil, let parts = Self.parts(text) else { return nil }
    self.init(
      latitude: (try? DecimalNumber.parse(parts.latitude)) ?? .nan,
      longitude: (try? DecimalNumber.parse(parts.longitude)) ?? .nan)
  }

  /// Why `text` is not a coordinate, in words; nil when it is one.
  public static func problem(parsing text: String) -> String? {
    guard let parts = parts(text) else { return "expected LAT,LON in decimal degrees" }
    do {
      let coordinate = Coordinate(
        latitude: try DecimalNumber.parse(parts.latitude), longitude: try DecimalNumber.parse(parts.longitude)
      )
      guard coordinate.isValid else {
        return "the latitude must be within ±85.05° (Web Mercator's limit), the longitude within ±180°"
      }
      return nil
    } catch {
      return "\(error) (LAT,LON in decimal degrees)"
    }
  }

  private static func parts(_ text: String) -> (latitude: String, longitude: String)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
  }

  public var description: String {
    String(format: "%.6f,%.6f", latitude, longitude)
  }

  /// The mean Earth radius in metres (IUGG), the sphere distances are measured on.
  public static let earthRadius = 6_371_008.8

  /// Great-circle distance in metres (haversine). A true metric, so A* can use it as a heuristic.
  public func distance(to other: Coordinate) -> Double {
    let lat1 = latitude * .pi / 180
    let lat2 = other.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (other.longitude - longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * Coordinate.earthRadius * asin(min(1, a.squareRoot()))
  }
}

/// A coordinate stored as OpenStreetMap's own fixed point: degrees × 10⁷ (about 1 cm), which is
/// what the PBF format carries, so storing it loses nothing.
struct FixedCoordinate: Hashable, Sendable {
  var latitudeE7: Int32
  var longitudeE7: Int32

  init(latitudeE7: Int32, longitudeE7: Int32) {
    self.latitudeE7 = latitudeE7
    self.longitudeE7 = longitudeE7
  }

  init(_ coordinate: Coordinate) {
    latitudeE7 = Int32((coordinate.latitude * 1e7).rounded())
    longitudeE7 = Int32((coordinate.longitude * 1e7).rounded())
  }

  var coordinate: Coordinate {
    Coordinate(latitude: Double(latitudeE7) / 1e7, longitude: Double(longitudeE7) / 1e7)
  }
}
