import Foundation

/// A ride booked for later (预约): dispatch starts a while before the pickup time.
public struct ScheduledRide: Hashable, Sendable, Codable, Identifiable {
  public var id: UUID
  public var service: Service
  public var pickup: RidePlace
  public var destination: RidePlace
  public var pickupTime: Date
  public var bookedAt: Date
  /// The fare estimate at booking, with the pre-order fee.
  public var estimate: FareBreakdown

  public init(
    id: UUID, service: Service, pickup: RidePlace, destination: RidePlace, pickupTime: Date, bookedAt: Date,
    estimate: FareBreakdown
  ) {
    self.id = id
    self.service = service
    self.pickup = pickup
    self.destination = destination
    self.pickupTime = pickupTime
    self.bookedAt = bookedAt
    self.estimate = estimate
  }
}
