import Foundation

@testable import OpenStreetMap

/// Seeded random points in a map's box, snapped as a route snaps its ends: the sources and targets
/// both the hierarchy's query and A* are given, in the route tests that compare them.
struct RandomRouteEnds {
  var sources: [SearchEnd]
  var targets: [SearchEnd]
  /// Where the destination lies (A*'s goal).
  var goal: SIMD3<Double>
  var label: String

  /// Up to `tries` pairs of random points (those that snap to roads) for `seed`.
  static func make(_ map: MapStore, seed: UInt64, tries: Int) -> [RandomRouteEnds] {
    let (southWest, northEast) = map.coordinateBounds
    var generator = SeededGenerator(seed: seed)
    var ends: [RandomRouteEnds] = []
    for _ in 0..<tries {
      let random = {
        Coordinate(
          latitude: .random(in: southWest.latitude...northEast.latitude, using: &generator),
          longitude: .random(in: southWest.longitude...northEast.longitude, using: &generator))
      }
      guard let (starts, finishes) = try? map.snapCandidates(random(), random()) else { continue }
      let (origin, destination) = map.snapEnds(starts, finishes)
      ends.append(
        RandomRouteEnds(
          sources: map.sources(origin), targets: map.targets(destination),
          goal: MapStore.unitVector(destination.coordinate), label: "\(origin) → \(destination)"))
    }
    return ends
  }

  /// The hierarchy's path and A*'s between these ends on `map`.
  func paths(_ map: MapStore) -> (hierarchy: SearchPath?, plain: SearchPath?) {
    (
      map.hierarchySearch.search(sources: sources, targets: targets),
      map.routeSearch(.time).search(sources: sources, targets: targets, goal: goal)
    )
  }
}
