import Foundation

extension MapStore {
  /// Seconds each origin needs to drive to `destination`, each as `route(from:to:)` would drive it
  /// (turn costs, restrictions, its snapping and its second try on the main network), from one
  /// Dijkstra backwards from the destination over the turn graph: what dispatch asks when it compares
  /// many cars' road times to one pickup, at about the cost of one route. nil for an origin off the
  /// map, with no route, or more than `limit` seconds away; all nil when the destination is off it.
  public func travelTimes(from origins: [Coordinate], to destination: Coordinate, limit: Double = .infinity)
    -> [Double?]
  {
    require(SectionGroup.allCases)
    return travelTimes(around: destination, others: origins, towards: true, limit: limit)
  }

  /// Seconds from `origin` to each destination, as `route(from:to:)` would drive them: one Dijkstra
  /// forwards from the origin. nil where there is no route or it takes more than `limit`.
  public func travelTimes(from origin: Coordinate, to destinations: [Coordinate], limit: Double = .infinity)
    -> [Double?]
  {
    require(SectionGroup.allCases)
    return travelTimes(around: origin, others: destinations, towards: false, limit: limit)
  }

  /// The speed of the road at `position` in metres per second, as the router's times assume it
  /// there (the first direction cars may drive it).
  public func roadSpeed(at position: RoadPosition) -> Double {
    require(SectionGroup.allCases)
    let graph = data.graph
    let chain = position.chain
    let edge = Int(
      graph.chainForwardEdge[chain] >= 0 ? graph.chainForwardEdge[chain] : graph.chainBackwardEdge[chain])
    return graph.edgeTime[edge] > 0 ? Double(graph.edgeLength[edge] / graph.edgeTime[edge]) : 0
  }

  /// One search around `center` (towards it, or away from it), then each other point's time; a
  /// point that `route(from:to:)` would snap differently for this pair, or route only on its second
  /// try, is searched on its own.
  private func travelTimes(around center: Coordinate, others: [Coordinate], towards: Bool, limit: Double)
    -> [Double?]
  {
    guard let centerCandidates = snapCandidates(center) else { return others.map { _ in nil } }
    let centerPosition = centerCandidates.big ?? centerCandidates.nearest
    let tree = TravelTimeTree(store: self, center: centerPosition, towards: towards)
    return others.map { other -> Double? in
      guard let candidates = snapCandidates(other) else { return nil }
      let (start, end) =
        towards ? snapEnds(candidates, centerCandidates) : snapEnds(centerCandidates, candidates)
      let (position, centre) = towards ? (start, end) : (end, start)
      var seconds: Double?
      if centre.chain == centerPosition.chain && centre.offset == centerPosition.offset {
        seconds = tree.time(position)
      } else {
        seconds = route(from: start, to: end, metric: .time)?.expectedTravelTime
      }
      if seconds == nil {
        seconds =
          (towards ? try? route(from: other, to: center) : try? route(from: center, to: other))?
          .expectedTravelTime
      }
      return seconds.flatMap { $0 <= limit ? $0 : nil }
    }
  }
}

/// Dijkstra over the turn graph from a road position (forwards) or to it (backwards), settling the
/// whole reachable graph; then any other position's time in a few lookups.
private struct TravelTimeTree {
  let store: MapStore
  let center: RoadPosition
  let towards: Bool
  /// Per turn-graph node, weight and seconds: towards the center, from the start of its edge to the
  /// center; away from it, from the center to the start of its edge (nodes entered by a turn).
  private var weight: [Double]
  private var time: [Double]

  init(store: MapStore, center: RoadPosition, towards: Bool) {
    self.store = store
    self.center = center
    self.towards = towards
    let turns = store.data.turns
    let graph = store.data.graph
    weight = [Double](repeating: .infinity, count: turns.nodeCount)
    time = weight
    var heap = MinHeap()
    // The center's own edge: the part to it (towards) or from it (away), for every copy too.
    let ends = towards ? store.targets(center) : store.sources(center)
    for end in ends {
      for node in [end.edge] + (store.edgeCopies.wrapped[end.edge] ?? []) where towards || node == end.edge {
        let entry = (nodeCost(node) * end.share, Double(graph.edgeTime[end.edge]) * end.share)
        if towards {
          (weight[node], time[node]) = entry
          heap.push(weight[node], Int32(node))
        } else {
          // Away: keyed by the cost to the end of the edge; the turns out of it start from there.
          relaxAway(from: node, cost: entry.0, seconds: entry.1, heap: &heap)
        }
      }
    }
    while !heap.isEmpty {
      let (key, node32) = heap.pop()
      let node = Int(node32)
      if towards {
        if key > weight[node] { continue }
        for index in Int(store.indexes.reverseStart[node])..<Int(store.indexes.reverseStart[node + 1]) {
          let turn = Int(store.indexes.reverseTurn[index])
          let previous = Int(store.indexes.reverseSource[index])
          let candidate = key + turnCost(turn) + nodeCost(previous)
          if candidate < weight[previous] {
            weight[previous] = candidate
            time[previous] =
              time[node] + Double(turns.turnTime[turn])
              + Double(graph.edgeTime[Int(turns.nodeEdge[previous])])
            heap.push(candidate, Int32(previous))
          }
        }
      } else {
        if key > weight[node] + nodeCost(node) { continue }
        let seconds = time[node] + Double(graph.edgeTime[Int(turns.nodeEdge[node])])
        relaxAway(from: node, cost: key, seconds: seconds, heap: &heap)
      }
    }
  }

  /// What driving a turn-graph node's edge, and a turn, weighs (the time metric's costs).
  private func nodeCost(_ node: Int) -> Double { store.edgeCost(Int(store.data.turns.nodeEdge[node]), .time) }
  private func turnCost(_ turn: Int) -> Double { Double(store.data.turns.turnWeight[turn]) }

  /// Away from the center: the turns out of `node`, whose edge's end costs `cost` and `seconds`.
  private mutating func relaxAway(from node: Int, cost: Double, seconds: Double, heap: inout MinHeap) {
    let turns = store.data.turns
    for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
      let next = Int(turns.turnTarget[turn])
      let arrival = cost + turnCost(turn)
      if arrival < weight[next] {
        weight[next] = arrival
        time[next] = seconds + Double(turns.turnTime[turn])
        heap.push(arrival + nodeCost(next), Int32(next))
      }
    }
  }

  /// Seconds between `position` and the center in the search's direction; nil without a route.
  func time(_ position: RoadPosition) -> Double? {
    let graph = store.data.graph
    let turns = store.data.turns
    var best: (weight: Double, seconds: Double)?
    func consider(_ weight: Double, _ seconds: Double) {
      if weight < .infinity, best == nil || weight < best!.weight { best = (weight, seconds) }
    }
    // Both on one road, driven from the first to the second along it.
    let (from, to) = towards ? (position, center) : (center, position)
    if from.chain == to.chain, store.chainLength(from.chain) > 0 {
      for start in store.sources(from) {
        let along = graph.isForward(start.edge) ? to.offset - from.offset : from.offset - to.offset
        guard along >= 0 else { continue }
        let share = along / store.chainLength(from.chain)
        consider(nodeCost(start.edge) * share, Double(graph.edgeTime[start.edge]) * share)
      }
    }
    if towards {
      // The rest of the position's edge, a turn, then the settled cost beyond.
      for start in store.sources(position) {
        let rest = (
          nodeCost(start.edge) * start.share, Double(graph.edgeTime[start.edge]) * start.share
        )
        for turn in Int(turns.turnStart[start.edge])..<Int(turns.turnStart[start.edge + 1]) {
          let next = Int(turns.turnTarget[turn])
          consider(
            rest.0 + turnCost(turn) + weight[next], rest.1 + Double(turns.turnTime[turn]) + time[next])
        }
      }
    } else {
      // Entering the position's edge (or a copy of it) by a turn, then the part up to it.
      for end in store.targets(position) {
        for node in [end.edge] + (store.edgeCopies.wrapped[end.edge] ?? []) {
          consider(
            weight[node] + nodeCost(node) * end.share,
            time[node] + Double(graph.edgeTime[end.edge]) * end.share)
        }
      }
    }
    return best?.seconds
  }
}
