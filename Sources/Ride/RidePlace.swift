import OpenStreetMap

/// A place the passenger is picked up at or goes to: a search result, a suggestion, a saved place,
/// or a point chosen on the map.
public struct RidePlace: Hashable, Sendable, Codable {
  public var name: LocalizedText
  /// The street address, when known.
  public var address: LocalizedText?
  public var latitude: Double
  public var longitude: Double

  public init(name: LocalizedText, address: LocalizedText? = nil, coordinate: Coordinate) {
    self.name = name
    self.address = address
    latitude = coordinate.latitude
    longitude = coordinate.longitude
  }

  /// A place at `latitude`, `longitude`: for callers that hold coordinates of their own kind (the
  /// app's Core Location ones).
  public init(name: LocalizedText, address: LocalizedText? = nil, latitude: Double, longitude: Double) {
    self.init(name: name, address: address, coordinate: Coordinate(latitude: latitude, longitude: longitude))
  }

  public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }
}
