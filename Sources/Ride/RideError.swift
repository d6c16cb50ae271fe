/// Why the ride session refused what the passenger asked.
public enum RideError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The trip's state does not allow it.
  case trip(TripError)
  /// No road path: the destination (or pickup) is off the map, or nothing connects them.
  case road(RoadError)
  /// There is no booked ride with that id.
  case noSuchScheduledRide

  public var description: String {
    switch self {
    case .trip(let error): error.description
    case .road(let error): error.description
    case .noSuchScheduledRide: "there is no such booked ride"
    }
  }
}
