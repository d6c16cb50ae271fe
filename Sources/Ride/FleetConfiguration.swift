import Foundation

/// How a fleet is made and behaves. Issue 12's figure — 300 cars on Helsinki — is for the whole
/// city: by default a map gets its share of them by the length of its drivable roads.
public struct FleetConfiguration: Hashable, Sendable {
  /// Number of cars; nil scales the fleet with the map (`size(forRoadLength:)`).
  public var size: Int?
  /// Everything random about the fleet (places, routes, pauses, drivers) follows from it.
  public var seed: UInt64
  /// The share of the cars that are taxis; the rest drive Express.
  public var taxiShare: Double
  /// How long a free car stays parked after a ride or a cruise before it sets off again, seconds.
  public var pause: ClosedRange<TimeInterval>
  /// How far a cruising car's next destination lies from where it is, at most, metres.
  public var cruiseRadius: Double
  /// How many spots cars park at and cruise between the map aims for (fewer on a small map, where
  /// `spotSpacing` bounds them).
  public var destinationCount: Int
  /// The least distance between two spots, metres: more than a car icon's length at street zoom (28
  /// points at about 1.5 m a point), so two parked cars never overlap on the map.
  public var spotSpacing: Double

  /// Cars for a whole city: issue 12's default fleet on Helsinki.
  public static let citySize = 300
  /// Helsinki's streets and roads for motor traffic, metres: "Helsingissä on noin 1200 kilometriä
  /// autoliikenteen katuja ja teitä" (City of Helsinki, "Kaupunki on varautunut lumiseen talveen",
  /// hel.fi/uutiset/fi/kaupunkiymparisto/kaupunki-on-varautunut-lumiseen-talveen).
  public static let cityRoadLength = 1_200_000.0

  public init(
    size: Int? = nil, seed: UInt64 = 1, taxiShare: Double = 0.4, pause: ClosedRange<TimeInterval> = 5...90,
    cruiseRadius: Double = 2_500, destinationCount: Int = 2_048, spotSpacing: Double = 50
  ) {
    self.size = size.map { max(0, $0) }
    self.seed = seed
    self.taxiShare = min(max(taxiShare, 0), 1)
    // At least a second, so a car that keeps failing to find a route cannot spin within one step.
    self.pause = max(1, pause.lowerBound)...max(1, pause.upperBound)
    self.cruiseRadius = cruiseRadius
    self.destinationCount = max(0, destinationCount)
    self.spotSpacing = max(0, spotSpacing)
  }

  /// The default fleet for a map with `metres` of drivable road: Helsinki's 300 cars in proportion
  /// to its 1,200 km of streets (a car per 4 km), rounded, and at least one on any map with roads.
  public static func size(forRoadLength metres: Double) -> Int {
    guard metres > 0, metres.isFinite else { return 0 }
    return max(1, Int((Double(citySize) * metres / cityRoadLength).rounded()))
  }

  /// Car `index`'s service in a fleet of `size`: the taxis are spread evenly through the indices
  /// (car i is a taxi when the running count ⌊i × taxis / size⌋ steps up at it), so any stretch of
  /// the fleet has its share.
  public func service(ofCar index: Int, inFleetOf size: Int) -> Service {
    guard size > 0 else { return .express }
    let taxis = Int((Double(size) * taxiShare).rounded())
    return (index * taxis) / size != ((index + 1) * taxis) / size ? .taxi : .express
  }
}
