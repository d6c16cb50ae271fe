import Foundation

extension MapStore {
  /// Metres of road a car may drive and start or end a trip on, each road counted once whichever
  /// directions are open: the routable roads without those for local access only and private
  /// service roads. What a city calls the length of its streets for motor traffic (an extract's
  /// fragments, cut off from the rest by its edge, are streets too and count).
  public var drivableRoadLength: Double { indexes.summary.drivableRoadLength }

  /// `drivableRoadLength` found by reading every road of the map: at import (`MapSummary`; on open
  /// it was 90 M instructions before the fleet's first car at 100×, callgrind).
  static func drivableRoadLength(_ graph: RoadGraph) -> Double {
    var metres = 0.0
    for chain in 0..<graph.chainFirstPoint.count where isDrivable(chain, graph) {
      metres += chainLength(chain, graph)
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
    for chain in 0..<graph.chainFirstPoint.count where Self.isDrivable(chain, graph) {
      // A chain shorter than its first mark gets no point. Its stored length is the walk's own sum
      // of haversines (`GraphBuilder`), as a Float: below the mark by more than a Float's rounding,
      // it says so without the walk (a haversine a segment: most of this function's time, and most
      // chains are shorter than the spacing the fleet asks for), and before its component is looked
      // up (at 100× the fleet's spacing is over a kilometre, and few roads are that long).
      if chainLength(chain) < spacing / 2 * (1 - 1e-6) || !isOnMainNetwork(chain) { continue }
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

  /// Whether drivable chain `chain` (below) is reachable from the main network.
  private func isOnMainNetwork(_ chain: Int) -> Bool {
    let component = component(ofChain: chain)
    // On an extract too small for any component to count as the main network, the largest does.
    return !isTiny(component) || component == components.largest
  }

  /// Whether cars may drive chain `chain` one way or both and start and end trips on it. (No array
  /// of the chain's edges: this runs for every chain of the map, and two small arrays a chain were
  /// most of its cost at 100×.)
  private static func isDrivable(_ chain: Int, _ graph: RoadGraph) -> Bool {
    let isEnd = { (edge: Int32) in
      edge >= 0 && graph.has(.startpoint, Int(edge)) && !graph.has(.restricted, Int(edge))
    }
    return isEnd(graph.chainForwardEdge[chain]) || isEnd(graph.chainBackwardEdge[chain])
  }
}
