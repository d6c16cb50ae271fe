import Foundation

extension MapStore {
  /// Metres of road a car may drive and start or end a trip on, each road counted once whichever
  /// directions are open: the routable roads without those for local access only and private
  /// service roads. What a city calls the length of its streets for motor traffic (an extract's
  /// fragments, cut off from the rest by its edge, are streets too and count).
  public var drivableRoadLength: Double {
    require(.routing)
    var metres = 0.0
    for chain in 0..<data.graph.chainFirstPoint.count where isDrivable(chain, mainNetworkOnly: false) {
      metres += chainLength(chain)
    }
    return metres
  }

  /// Points along the drivable roads (`drivableRoadLength`'s) of the main network — without the
  /// fragments cut off from the rest (`smallComponentSize`; on an extract with no bigger component,
  /// all but the largest) — one every `spacing` metres of each road, the first half a spacing from
  /// its start, in the map's road order: places spread over the network by length, so a long avenue
  /// gets many and a stub few (points drawn at random over the map and snapped to the nearest road
  /// instead crowd the roads beside empty areas: water, parks, rail yards). Empty for a spacing that
  /// is not positive.
  public func drivableRoadPoints(spacing: Double) -> [Coordinate] {
    require(.routing)
    guard spacing > 0, spacing.isFinite else { return [] }
    let graph = data.graph
    var found: [Coordinate] = []
    for chain in 0..<graph.chainFirstPoint.count where isDrivable(chain, mainNetworkOnly: true) {
      // A chain shorter than its first mark gets no point. Its stored length is the walk's own sum
      // of haversines (`GraphBuilder`), as a Float: below the mark by more than a Float's rounding,
      // it says so without the walk (a haversine a segment: most of this function's time, and most
      // chains are shorter than the spacing the fleet asks for).
      if chainLength(chain) < spacing / 2 * (1 - 1e-6) { continue }
      // Walks the chain's segments, emitting a point each time the next mark is passed.
      var mark = spacing / 2
      var walked = 0.0
      for point in Int(graph.chainFirstPoint[chain])..<Int(graph.chainLastPoint[chain]) {
        let a = data.points[point].coordinate
        let b = data.points[point + 1].coordinate
        let length = a.distance(to: b)
        while length > 0, mark <= walked + length {
          let t = (mark - walked) / length
          found.append(
            Coordinate(
              latitude: a.latitude + t * (b.latitude - a.latitude),
              longitude: a.longitude + t * (b.longitude - a.longitude)))
          mark += spacing
        }
        walked += length
      }
    }
    return found
  }

  /// Whether cars may drive chain `chain` one way or both and start and end trips on it, and (with
  /// `mainNetworkOnly`) reach it from the main network.
  /// (No array of the chain's edges: this runs for every chain of the map, three times before the
  /// app's first frame, and two small arrays a chain were most of its cost at 100×.)
  private func isDrivable(_ chain: Int, mainNetworkOnly: Bool) -> Bool {
    let graph = data.graph
    let forward = Int(graph.chainForwardEdge[chain])
    let backward = Int(graph.chainBackwardEdge[chain])
    let isEnd = { (edge: Int) in edge >= 0 && graph.has(.startpoint, edge) && !graph.has(.restricted, edge) }
    guard isEnd(forward) || isEnd(backward) else { return false }
    guard mainNetworkOnly else { return true }
    let component = Int(data.turns.edgeComponent[forward >= 0 ? forward : backward])
    // On an extract too small for any component to count as the main network, the largest does.
    return !isTiny(component) || component == components.wrapped.largest
  }
}
