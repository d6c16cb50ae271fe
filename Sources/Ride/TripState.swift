/// Where a ride is, from the home screen to the receipt (DESIGN.md, "The ride flow").
public enum TripState: String, Hashable, Sendable, CaseIterable, Codable {
  /// The home screen.
  case idle
  /// The destination search is open.
  case choosingDestination
  /// The route and each service's price are shown.
  case previewing
  /// Dispatch is looking for a car.
  case matching
  /// A driver is on the way to the pickup.
  case driverAssigned
  /// The driver is waiting at the pickup.
  case driverArrived
  /// The passenger is on board.
  case onTrip
  /// The trip ended; the receipt is shown.
  case completed
  /// The passenger cancelled before the trip started.
  case cancelled

  /// Whether the passenger may still cancel: any state with a ride in the making, before the trip.
  public var isCancellable: Bool {
    switch self {
    case .choosingDestination, .previewing, .matching, .driverAssigned, .driverArrived: true
    case .idle, .onTrip, .completed, .cancelled: false
    }
  }
}
