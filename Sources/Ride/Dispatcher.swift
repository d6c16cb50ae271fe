import Foundation
import OpenStreetMap

/// Picks the car for a passenger: among the free cars of the service within the policy's radius
/// (straight line), the one with the lowest road ETA to the pickup (ties to the lower car id).
/// ETAs come from one search over the reversed road graph from the pickup.
public struct Dispatcher: Sendable {
  public var policy: DispatchPolicy
  /// Cars further than this by road are never offered a ride, seconds.
  public var maximumETA: TimeInterval

  public init(policy: DispatchPolicy = DispatchPolicy(), maximumETA: TimeInterval = 20 * 60) {
    self.policy = policy
    self.maximumETA = maximumETA
  }

  /// The decision `elapsed` seconds after the call.
  public func decide(
    pickup: Coordinate, service: Service, elapsed: TimeInterval, fleet: Fleet, network: any RoadNetwork
  ) -> DispatchDecision {
    let radius = policy.radius(after: elapsed)
    guard elapsed >= policy.acceptanceDelay else { return .searching(radius: radius) }
    if let offer = bestOffer(pickup: pickup, service: service, radius: radius, fleet: fleet, network: network)
    {
      return .assigned(offer)
    }
    return elapsed >= policy.timeout ? .noDriverAvailable(radius: radius) : .searching(radius: radius)
  }

  /// The road ETA of the nearest free car of `service` within the widest radius: what the home
  /// screen's pin shows ("3分钟上车"); nil when there is none.
  public func pickupTime(pickup: Coordinate, service: Service, fleet: Fleet, network: any RoadNetwork)
    -> TimeInterval?
  {
    bestOffer(pickup: pickup, service: service, radius: policy.maximumRadius, fleet: fleet, network: network)?
      .eta
  }

  private func bestOffer(
    pickup: Coordinate, service: Service, radius: Double, fleet: Fleet, network: any RoadNetwork
  ) -> DispatchOffer? {
    // The cars' coordinates, read in place: a car copied out retains its driver's texts and its
    // paths' arrays, a tenth of a decision among 150 cars.
    let cars = fleet.cars
    var candidates: [(id: Int, coordinate: Coordinate)] = []
    for index in cars.indices where cars[index].service == service && cars[index].isFree {
      let coordinate = cars[index].coordinate
      if coordinate.distance(to: pickup) <= radius { candidates.append((cars[index].id, coordinate)) }
    }
    guard !candidates.isEmpty else { return nil }
    let etas = network.travelTimes(from: candidates.map(\.coordinate), to: pickup, limit: maximumETA)
    var best: DispatchOffer?
    for (car, eta) in zip(candidates, etas) {
      guard let eta else { continue }
      if best == nil || eta < best!.eta {
        best = DispatchOffer(carID: car.id, eta: eta, straightDistance: car.coordinate.distance(to: pickup))
      }
    }
    return best
  }
}

/// What one dispatch search concluded.
public enum DispatchDecision: Hashable, Sendable {
  /// No free car within `radius` yet: keep waiting.
  case searching(radius: Double)
  /// This car takes the ride.
  case assigned(DispatchOffer)
  /// The time is up and no free car was within `radius`: the passenger may retry.
  case noDriverAvailable(radius: Double)
}

/// The car dispatch chose, and its road ETA to the pickup.
public struct DispatchOffer: Hashable, Sendable {
  public var carID: Int
  /// Seconds by road from where the car is to the pickup.
  public var eta: TimeInterval
  /// Metres in a straight line (what the radius limits).
  public var straightDistance: Double
}
