import Foundation
import OpenStreetMap

/// What the ride domain needs from a road map: the one seam between `Ride` and the router, so a
/// new router (or a test's hand-made grid) plugs in here alone. `MapStore` conforms
/// (`MapStore+RoadNetwork.swift`).
public protocol RoadNetwork: Sendable {
  /// The map's extent, south-west and north-east corners: where random destinations are drawn.
  var extent: (southWest: Coordinate, northEast: Coordinate) { get }
  /// Metres of road cars may drive, each road counted once: what the default fleet is scaled by.
  var drivableRoadLength: Double { get }
  /// Points along those roads every `spacing` metres: where cars are placed and cruise to.
  func drivableRoadPoints(spacing: Double) -> [Coordinate]
  /// The nearest point of a road a car may drive, within `limit` metres; nil when there is none.
  func nearestRoadPoint(to coordinate: Coordinate, within limit: Double) -> Coordinate?
  /// The fastest path a car drives from `start` to `end`, each snapped to its road.
  func path(from start: Coordinate, to end: Coordinate) throws(RoadError) -> RoadPath
  /// Seconds from each origin to `destination` by road (the same as each `path`'s duration); nil
  /// where there is no route or it takes more than `limit`.
  func travelTimes(from origins: [Coordinate], to destination: Coordinate, limit: TimeInterval)
    -> [TimeInterval?]
  /// Seconds from `origin` to each destination by road; nil where there is no route or it takes
  /// more than `limit`.
  func travelTimes(from origin: Coordinate, to destinations: [Coordinate], limit: TimeInterval)
    -> [TimeInterval?]
}

/// Why there is no path.
public enum RoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The point is not near any road of the map.
  case offMap(Coordinate)
  /// Both ends are on the map but no road connects them.
  case noRoute(from: Coordinate, to: Coordinate)

  public var description: String {
    switch self {
    case .offMap(let coordinate): "\(coordinate) is off the map (no road nearby)"
    case .noRoute(let from, let to): "no route from \(from) to \(to)"
    }
  }
}
