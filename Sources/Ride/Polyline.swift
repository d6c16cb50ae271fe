import OpenStreetMap

/// A route's line as stored in the history: `[[lat, lon], …]` in JSON, to OpenStreetMap's 7 decimals.
public struct Polyline: Hashable, Sendable, Codable {
  public var coordinates: [Coordinate]

  public init(_ coordinates: [Coordinate]) { self.coordinates = coordinates }

  public init(from decoder: any Decoder) throws {
    let pairs = try decoder.singleValueContainer().decode([[Double]].self)
    coordinates = try pairs.map { pair in
      guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "expected [latitude, longitude]"))
      }
      return Coordinate(latitude: pair[0], longitude: pair[1])
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(coordinates.map { [Polyline.round($0.latitude), Polyline.round($0.longitude)] })
  }

  private static func round(_ value: Double) -> Double { (value * 1e7).rounded() / 1e7 }
}
