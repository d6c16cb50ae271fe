import Foundation
import OpenStreetMap

/// The spots free cars park at and cruise between: points spread along the map's drivable roads by
/// length, at least `spacing` apart, that can all reach one another, so a car never drives into a
/// corner it cannot leave (an extract cut from a bigger map has such corners: fragments cut off at
/// its edge and one-way streets leading out of it). Spots are numbered; the fleet lets one car hold
/// a spot at a time, so parked cars never stand on one another.
struct CruiseDestinations: Sendable {
  let points: [Coordinate]

  /// About `count` spots along `network`'s drivable roads, never closer than `spacing` metres. The
  /// hub whose reach decides which are kept is the first of a few seeded draws that connects with at
  /// least half of the spots.
  init(network: any RoadNetwork, count: Int, spacing: Double, seed: UInt64) {
    let length = network.drivableRoadLength
    guard count > 0, length > 0 else {
      points = []
      return
    }
    let candidates = CruiseDestinations.thinned(
      network.drivableRoadPoints(spacing: max(spacing, length / Double(count))), spacing: spacing)
    var random = SplitMix64.stream(seed: seed, index: 0, purpose: 4)
    var best: [Coordinate] = []
    for _ in 0..<min(8, candidates.count) {
      let hub = candidates[Int.random(in: candidates.indices, using: &random)]
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

  /// A spot for a car at `origin`: a random one `minimum` to `maximum` metres away that `isFree`
  /// accepts; failing that in a few draws, a random free one at any distance; failing that too (more
  /// cars than spots), the last drawn. nil when there are no spots.
  func draw(
    from origin: Coordinate, minimum: Double, maximum: Double, _ random: inout SplitMix64,
    isFree: (Int) -> Bool = { _ in true }
  ) -> Int? {
    guard !points.isEmpty else { return nil }
    var spot = Int.random(in: points.indices, using: &random)
    for _ in 0..<16 {
      let distance = points[spot].distance(to: origin)
      if distance >= minimum && distance <= maximum && isFree(spot) { return spot }
      spot = Int.random(in: points.indices, using: &random)
    }
    for _ in 0..<16 {
      if isFree(spot) { return spot }
      spot = Int.random(in: points.indices, using: &random)
    }
    return spot
  }

  /// `points` without those closer than `spacing` to one kept before them (a grid of cells a
  /// spacing wide finds the neighbours): roads side by side, both carriageways of an avenue and the
  /// roads meeting at a junction would otherwise put spots a few metres apart.
  static func thinned(_ points: [Coordinate], spacing: Double) -> [Coordinate] {
    guard spacing > 0, let first = points.first else { return points }
    // Metres per degree near the points (an equirectangular grid is exact enough for a city).
    let metresPerDegree = Coordinate.earthRadius * .pi / 180
    let latitudeStep = spacing / metresPerDegree
    let longitudeStep = spacing / (metresPerDegree * max(cos(first.latitude * .pi / 180), 0.01))
    struct Cell: Hashable { var x: Int, y: Int }
    var grid: [Cell: [Coordinate]] = [:]
    var kept: [Coordinate] = []
    for point in points {
      let cell = Cell(
        x: Int((point.longitude / longitudeStep).rounded(.down)),
        y: Int((point.latitude / latitudeStep).rounded(.down)))
      let crowded = (-1...1).contains { dx in
        (-1...1).contains { dy in
          grid[Cell(x: cell.x + dx, y: cell.y + dy)]?.contains { $0.distance(to: point) < spacing } ?? false
        }
      }
      guard !crowded else { continue }
      grid[cell, default: []].append(point)
      kept.append(point)
    }
    return kept
  }
}
