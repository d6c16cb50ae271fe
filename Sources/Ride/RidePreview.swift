import Foundation

/// What the route-and-prices sheet shows: the route from the pickup to the destination and each
/// service's fare estimate for leaving now (or at the booked time).
public struct RidePreview: Hashable, Sendable {
  public var pickup: RidePlace
  public var destination: RidePlace
  /// The road path from the pickup to the destination (both snapped to their roads).
  public var path: RoadPath
  public var estimates: [Service: FareBreakdown]

  public init(pickup: RidePlace, destination: RidePlace, path: RoadPath, estimates: [Service: FareBreakdown])
  {
    self.pickup = pickup
    self.destination = destination
    self.path = path
    self.estimates = estimates
  }

  /// The preview for a trip starting at `start`, with every service's estimate from `tariffs`.
  public init(
    pickup: RidePlace, destination: RidePlace, path: RoadPath, tariffs: TariffBook, start: Date,
    isPreOrder: Bool = false
  ) {
    var estimates: [Service: FareBreakdown] = [:]
    for service in Service.allCases {
      estimates[service] = tariffs[service].estimate(
        distance: path.distance, expectedTravelTime: path.duration, start: start, isPreOrder: isPreOrder)
    }
    self.init(pickup: pickup, destination: destination, path: path, estimates: estimates)
  }
}
