import Foundation

/// What a host hands the ride domain through the app's environment: the city's tariffs, how the
/// fleet is made, the dispatch rules, and how fast the simulation runs (`hail run --speed N`).
public struct RideConfiguration: Hashable, Sendable {
  public var tariffs: TariffBook
  public var fleet: FleetConfiguration
  public var dispatch: DispatchPolicy
  /// Simulated seconds per host second.
  public var speed: Double

  public init(
    tariffs: TariffBook, fleet: FleetConfiguration = FleetConfiguration(),
    dispatch: DispatchPolicy = DispatchPolicy(),
    speed: Double = 1
  ) {
    self.tariffs = tariffs
    self.fleet = fleet
    self.dispatch = dispatch
    self.speed = speed.isFinite && speed > 0 ? speed : 1
  }
}

extension RideSession {
  /// A session on `network` as `configuration` says, starting at `start`.
  public init(network: any RoadNetwork, configuration: RideConfiguration, start: Date) {
    self.init(
      network: network, tariffs: configuration.tariffs, fleet: configuration.fleet,
      dispatcher: Dispatcher(policy: configuration.dispatch), start: start)
  }
}
