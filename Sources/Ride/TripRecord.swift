import Foundation

/// A finished ride as the history keeps it: where, when, who drove, the route and the receipt.
public struct TripRecord: Hashable, Sendable, Codable, Identifiable {
  public enum Outcome: String, Hashable, Sendable, Codable {
    case completed, cancelled
  }

  public var id: UUID
  public var outcome: Outcome
  public var service: Service
  public var pickup: RidePlace
  public var destination: RidePlace
  /// When the passenger called (or the booking's dispatch began).
  public var requestedAt: Date
  public var startedAt: Date?
  public var endedAt: Date
  /// The road from the pickup to the destination.
  public var route: Polyline
  public var driver: Driver?
  public var isPreOrder: Bool
  /// The receipt of a completed trip.
  public var fare: FareBreakdown?
  /// What a cancellation cost (zero when free).
  public var cancellationFee: Money?

  public init(
    id: UUID, outcome: Outcome, service: Service, pickup: RidePlace, destination: RidePlace,
    requestedAt: Date,
    startedAt: Date?, endedAt: Date, route: Polyline, driver: Driver?, isPreOrder: Bool, fare: FareBreakdown?,
    cancellationFee: Money?
  ) {
    self.id = id
    self.outcome = outcome
    self.service = service
    self.pickup = pickup
    self.destination = destination
    self.requestedAt = requestedAt
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.route = route
    self.driver = driver
    self.isPreOrder = isPreOrder
    self.fare = fare
    self.cancellationFee = cancellationFee
  }
}
