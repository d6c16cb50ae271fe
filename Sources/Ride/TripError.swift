import Foundation

/// Why a trip refused an event.
public enum TripError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The event has no meaning in the trip's state (a retry while a driver is on the way).
  case notAllowed(TripEvent.Kind, in: TripState)
  /// A booking for less far ahead than the tariff's pre-order lead.
  case tooSoonToSchedule(lead: TimeInterval, minimum: TimeInterval)

  public var description: String {
    switch self {
    case .notAllowed(let event, let state): "\(event.rawValue) is not allowed while \(state.rawValue)"
    case .tooSoonToSchedule(let lead, let minimum):
      "a booking \(Int(lead / 60)) minutes ahead is too soon (at least \(Int(minimum / 60)) minutes)"
    }
  }
}
