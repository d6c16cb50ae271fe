import Foundation

/// How a fleet is made and behaves. The defaults are Helsinki's (issue 12: 300 cars).
public struct FleetConfiguration: Hashable, Sendable {
  /// Number of cars.
  public var size: Int
  /// Everything random about the fleet (places, routes, pauses, drivers) follows from it.
  public var seed: UInt64
  /// The share of the cars that are taxis; the rest drive Express.
  public var taxiShare: Double
  /// How long a free car stays parked after a ride or a cruise before it sets off again, seconds.
  public var pause: ClosedRange<TimeInterval>
  /// How far a cruising car's next destination lies from where it is, at most, metres.
  public var cruiseRadius: Double
  /// How far from a drawn point a road may be for it to become a car's place, metres.
  public var roadReach: Double
  /// How many road points are drawn as cruise destinations (those connected to the rest are kept).
  public var destinationCount: Int

  public init(
    size: Int = 300, seed: UInt64 = 1, taxiShare: Double = 0.4, pause: ClosedRange<TimeInterval> = 5...90,
    cruiseRadius: Double = 2_500, roadReach: Double = 150, destinationCount: Int = 2_048
  ) {
    self.size = max(0, size)
    self.seed = seed
    self.taxiShare = min(max(taxiShare, 0), 1)
    // At least a second, so a car that keeps failing to find a route cannot spin within one step.
    self.pause = max(1, pause.lowerBound)...max(1, pause.upperBound)
    self.cruiseRadius = cruiseRadius
    self.roadReach = roadReach
    self.destinationCount = max(0, destinationCount)
  }

  /// Car `index`'s service: the taxis are spread evenly through the indices (car i is a taxi when
  /// the running count ⌊i × taxis / size⌋ steps up at it), so any stretch of the fleet has its share.
  public func service(ofCar index: Int) -> Service {
    guard size > 0 else { return .express }
    let taxis = Int((Double(size) * taxiShare).rounded())
    return (index * taxis) / size != ((index + 1) * taxis) / size ? .taxi : .express
  }
}
