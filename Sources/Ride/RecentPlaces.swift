/// Recent destinations, newest first, without repeats, at most `limit`.
public struct RecentPlaces: Hashable, Sendable, Codable {
  public private(set) var places: [RidePlace]
  public static let limit = 20
  /// Two places this close (metres) with the same name are one.
  static let sameness = 30.0

  public init(_ places: [RidePlace] = []) {
    self.places = Array(places.prefix(RecentPlaces.limit))
  }

  /// Puts `place` first, removing an earlier visit to it.
  public mutating func add(_ place: RidePlace) {
    places.removeAll {
      $0.name == place.name && $0.coordinate.distance(to: place.coordinate) <= RecentPlaces.sameness
    }
    places.insert(place, at: 0)
    if places.count > RecentPlaces.limit { places.removeLast(places.count - RecentPlaces.limit) }
  }
}
