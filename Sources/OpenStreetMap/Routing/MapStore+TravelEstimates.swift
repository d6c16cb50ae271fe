import Foundation

extension MapStore {
  /// Driving time and distance from each origin to one destination — which car reaches a pickup
  /// first — with one search backwards from the destination over the turn graph (many-to-one
  /// Dijkstra), so a hundred cars cost about one route. Each entry is nil where that origin is off
  /// the map or has no route; the figures equal `route(from:to:)`'s.
  public func travelEstimates(from origins: [Coordinate], to destination: Coordinate) -> [TravelEstimate?] {
    guard let end = snapCandidates(destination) else { return origins.map { _ in nil } }
    // The destination as most origins see it (OSRM's rule moves a fragment's end onto the main
    // network); an origin in the destination's own fragment is routed on its own.
    let target = end.big ?? end.nearest
    let search = BackwardSearch(store: self, destination: target)
    // `route(from:to:)`'s second try, searched once if some origin needs it.
    let main = { (component: Int) in component == self.components.largest }
    var mainSearch: BackwardSearch??
    return origins.map { origin -> TravelEstimate? in
      guard let starts = snapCandidates(origin) else { return nil }
      let (start, finish) = snapEnds(starts, end)
      let estimate: TravelEstimate?
      if finish.chain == target.chain && finish.offset == target.offset {
        estimate = search.estimate(from: start)
      } else {
        estimate = route(from: start, to: finish, metric: .time).map {
          TravelEstimate(distance: $0.distance, expectedTravelTime: $0.expectedTravelTime)
        }
      }
      if estimate != nil { return estimate }
      if mainSearch == nil {
        mainSearch = .some(
          nearestPosition(destination, within: MapStore.snapLimit, where: main).map {
            BackwardSearch(store: self, destination: $0)
          })
      }
      guard let fallback = mainSearch ?? nil,
        let mainStart = nearestPosition(origin, within: MapStore.snapLimit, where: main)
      else { return nil }
      return fallback.estimate(from: mainStart)
    }
  }
}

/// Dijkstra backwards from a destination, settling every turn-graph node's cost to reach it.
private struct BackwardSearch {
  let store: MapStore
  let destination: RoadPosition
  /// Per turn-graph node: weight, seconds and metres from the start of its edge to the destination.
  private var weight: [Double]
  private var time: [Double]
  private var metres: [Double]

  init(store: MapStore, destination: RoadPosition) {
    self.store = store
    self.destination = destination
    let turns = store.data.turns
    let graph = store.data.graph
    let search = store.routeSearch(.time)
    weight = [Double](repeating: .infinity, count: turns.nodeCount)
    time = weight
    metres = weight
    var heap = MinHeap()
    for end in store.targets(destination) {
      for node in 0..<turns.nodeCount where Int(turns.nodeEdge[node]) == end.edge {
        weight[node] = search.nodeCost(node) * end.share
        time[node] = Double(graph.edgeTime[end.edge]) * end.share
        metres[node] = Double(graph.edgeLength[end.edge]) * end.share
        heap.push(weight[node], Int32(node))
      }
    }
    while !heap.isEmpty {
      let (key, node32) = heap.pop()
      let node = Int(node32)
      if key > weight[node] { continue }
      for index in Int(store.reverseStart[node])..<Int(store.reverseStart[node + 1]) {
        let turn = Int(store.reverseTurn[index])
        let previous = Int(store.reverseSource[index])
        let edge = Int(turns.nodeEdge[previous])
        let candidate = key + search.turnCost(turn) + search.nodeCost(previous)
        if candidate < weight[previous] {
          weight[previous] = candidate
          time[previous] = time[node] + Double(turns.turnTime[turn]) + Double(graph.edgeTime[edge])
          metres[previous] = metres[node] + Double(graph.edgeLength[edge])
          heap.push(candidate, Int32(previous))
        }
      }
    }
  }

  /// The cheapest way from `origin`: the rest of its edge, a turn, then the settled cost beyond;
  /// or along its own edge when the destination lies ahead on it.
  func estimate(from origin: RoadPosition) -> TravelEstimate? {
    let turns = store.data.turns
    let graph = store.data.graph
    let search = store.routeSearch(.time)
    var best: (weight: Double, estimate: TravelEstimate)?
    for start in store.sources(origin) {
      let edge = start.edge
      let restTime = Double(graph.edgeTime[edge]) * start.share
      let restMetres = Double(graph.edgeLength[edge]) * start.share
      let restWeight = search.nodeCost(edge) * start.share
      if origin.chain == destination.chain {
        let along =
          graph.isForward(edge) ? destination.offset - origin.offset : origin.offset - destination.offset
        let length = store.chainLength(origin.chain)
        if along >= 0, length > 0 {
          let share = along / length
          let candidate = search.nodeCost(edge) * share
          if best == nil || candidate < best!.weight {
            best = (
              candidate,
              TravelEstimate(
                distance: Double(graph.edgeLength[edge]) * share,
                expectedTravelTime: Double(graph.edgeTime[edge]) * share)
            )
          }
        }
      }
      for turn in Int(turns.turnStart[edge])..<Int(turns.turnStart[edge + 1]) {
        let next = Int(turns.turnTarget[turn])
        guard weight[next] < .infinity else { continue }
        let candidate = restWeight + search.turnCost(turn) + weight[next]
        if best == nil || candidate < best!.weight {
          best = (
            candidate,
            TravelEstimate(
              distance: restMetres + metres[next],
              expectedTravelTime: restTime + Double(turns.turnTime[turn]) + time[next])
          )
        }
      }
    }
    return best?.estimate
  }
}
