import Foundation
import OpenStreetMap

/// The road points free cars cruise between: random points of the map's roads that can all reach
/// one another, so a car never drives into a corner it cannot leave. An extract cut from a bigger
/// map has such corners: fragments cut off at its edge and one-way streets leading out of it.
struct CruiseDestinations: Sendable {
  let points: [Coordinate]

  /// Draws `count` road points (seeded) and keeps those that reach a hub and are reached from it:
  /// then any two reach each other through it. The hub is the first drawn point that connects with
  /// at least half of the others (one of the first few always does on a city map).
  init(network: any RoadNetwork, count: Int, reach: Double, seed: UInt64) {
    var random = SplitMix64.stream(seed: seed, index: 0, purpose: 4)
    var candidates: [Coordinate] = []
    for _ in 0..<count {
      if let point = CruiseDestinations.randomRoadPoint(network, reach: reach, &random) {
        candidates.append(point)
      }
    }
    var best: [Coordinate] = []
    for hub in candidates.prefix(8) {
      let toHub = network.travelTimes(from: candidates, to: hub, limit: .infinity)
      let fromHub = network.travelTimes(from: hub, to: candidates, limit: .infinity)
      let connected = candidates.indices.filter { toHub[$0] != nil && fromHub[$0] != nil }.map {
        candidates[$0]
      }
      if connected.count > best.count { best = connected }
      if 2 * connected.count >= candidates.count { break }
    }
    points = best
  }

  /// A destination for a car at `origin`: a random point at least `minimum` and at most `maximum`
  /// metres away, or any random point when a few draws find none; nil when there are no points.
  func draw(from origin: Coordinate, minimum: Double, maximum: Double, _ random: inout SplitMix64)
    -> Coordinate?
  {
    guard !points.isEmpty else { return nil }
    var point = points[Int.random(in: points.indices, using: &random)]
    for _ in 0..<16 {
      let distance = point.distance(to: origin)
      if distance >= minimum && distance <= maximum { break }
      point = points[Int.random(in: points.indices, using: &random)]
    }
    return point
  }

  /// The road point nearest a uniformly drawn point of the map, retried where none is within reach.
  static func randomRoadPoint(_ network: any RoadNetwork, reach: Double, _ random: inout SplitMix64)
    -> Coordinate?
  {
    let (southWest, northEast) = network.extent
    for _ in 0..<64 {
      let point = Coordinate(
        latitude: Double.random(in: southWest.latitude...northEast.latitude, using: &random),
        longitude: Double.random(in: southWest.longitude...northEast.longitude, using: &random))
      if let road = network.nearestRoadPoint(to: point, within: reach) { return road }
    }
    return nil
  }
}
