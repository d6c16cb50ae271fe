/// Why the ride session refused what the passenger asked.
public enum RideError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The trip's state does not allow it.
  case trip(TripError)
  /// No road path: the destination (or pickup) is off the map, or nothing connects them.
  case road(RoadError)
  /// There is no booked ride with that id.
  case noSuchScheduledRide
  /// Only a completed trip takes a rating.
  case notRateable
  /// A rating is 1 to 5 stars.
  case invalidRating(Int)

  public var description: String {
    switch self {
    case .trip(let error): error.description
    case .road(let error): error.description
    case .noSuchScheduledRide: "there is no such booked ride"
    case .notRateable: "only a completed trip can be rated"
    case .invalidRating(let stars): "a rating is 1 to 5 stars, not \(stars)"
    }
  }
}
