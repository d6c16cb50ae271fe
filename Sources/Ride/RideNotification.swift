import Foundation

/// A message about the ride for the 消息 list: what happened and when.
public struct RideNotification: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case driverAssigned, noDriverAvailable, driverArrived, tripStarted, tripCompleted, cancelled
    case scheduledRideStarted, scheduledRideFailed
  }

  public var time: Date
  public var kind: Kind
  public var text: LocalizedText

  public init(time: Date, kind: Kind, text: LocalizedText) {
    self.time = time
    self.kind = kind
    self.text = text
  }
}
