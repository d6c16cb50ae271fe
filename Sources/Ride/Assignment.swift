import Foundation

/// The car dispatch gave the passenger, and the road it takes to the pickup.
public struct Assignment: Hashable, Sendable {
  public var carID: Int
  public var driver: Driver
  /// From where the car was to the pickup; its duration is the ETA.
  public var pickupPath: RoadPath
  public var assignedAt: Date

  public init(carID: Int, driver: Driver, pickupPath: RoadPath, assignedAt: Date) {
    self.carID = carID
    self.driver = driver
    self.pickupPath = pickupPath
    self.assignedAt = assignedAt
  }

  /// When the car reaches the pickup.
  public var arrival: Date { assignedAt.addingTimeInterval(pickupPath.duration) }
}
