import Foundation

/// Everything that can happen to a trip: the passenger's taps and the simulation's news.
public enum TripEvent: Hashable, Sendable {
  /// 您要去哪儿 tapped: the search opens.
  case openSearch
  /// The search or the preview closed, back to the home screen.
  case close
  /// A destination chosen (from the search, a suggestion or the map): the route and prices.
  case choose(RidePreview)
  /// From the preview back to the search.
  case back
  /// 呼叫: dispatch starts for this service.
  case call(Service)
  /// 预约: the ride is booked for `pickupAt`; the home screen returns.
  case schedule(Service, pickupAt: Date)
  /// A booked ride's dispatch time came: it starts matching.
  case startScheduled(ScheduledRide, RidePreview)
  /// Dispatch found a car.
  case assign(Assignment)
  /// Dispatch gave up: no car within the limit.
  case noDriverAvailable
  /// The passenger asks dispatch to search again.
  case retry
  /// The car reached the pickup.
  case driverArrived
  /// The passenger boarded and the driver set off.
  case start
  /// The car reached the destination.
  case complete
  /// The passenger cancelled.
  case cancel
  /// The receipt's done, or the cancellation acknowledged: back to the home screen.
  case dismiss

  /// The event without its values: what the transition table is written in.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case openSearch, close, choose, back, call, schedule, startScheduled, assign, noDriverAvailable, retry
    case driverArrived, start, complete, cancel, dismiss
  }

  public var kind: Kind {
    switch self {
    case .openSearch: .openSearch
    case .close: .close
    case .choose: .choose
    case .back: .back
    case .call: .call
    case .schedule: .schedule
    case .startScheduled: .startScheduled
    case .assign: .assign
    case .noDriverAvailable: .noDriverAvailable
    case .retry: .retry
    case .driverArrived: .driverArrived
    case .start: .start
    case .complete: .complete
    case .cancel: .cancel
    case .dismiss: .dismiss
    }
  }
}
