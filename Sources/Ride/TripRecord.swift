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
  /// The passenger's stars for a completed trip (`TripRecord.stars`), nil until rated. Older
  /// history files have no such key and decode as unrated.
  public private(set) var rating: Int?

  /// The stars a rating may give, as the receipt offers them.
  public static let stars = 1...5

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

  /// Rates the trip `stars` out of five, replacing an earlier rating; only a completed trip can be
  /// rated, and only with 1 to 5 stars.
  public mutating func rate(_ stars: Int) throws(RideError) {
    guard outcome == .completed else { throw .notRateable }
    guard Self.stars.contains(stars) else { throw .invalidRating(stars) }
    rating = stars
  }
}
