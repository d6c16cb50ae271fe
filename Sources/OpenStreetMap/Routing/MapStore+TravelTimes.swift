import Foundation

extension MapStore {
  /// Seconds each origin needs to drive to `destination`, each as `route(from:to:)` would drive it
  /// (turn costs, restrictions, its snapping and its second try on the main network): what dispatch
  /// asks when it compares many cars' road times to one pickup. The destination's backward search in
  /// the contraction hierarchy is done once, then each origin costs half a route query and no
  /// steps. nil for an origin off the map, with no route, or more than `limit` seconds away; all nil
  /// when the destination is off it.
  public func travelTimes(from origins: [Coordinate], to destination: Coordinate, limit: Double = .infinity)
    -> [Double?]
  {
    require(.routing)
    return travelTimes(around: destination, others: origins, towards: true, limit: limit)
  }

  /// Seconds from `origin` to each destination, as `route(from:to:)` would drive them: the origin's
  /// forward search done once. nil where there is no route or it takes more than `limit`.
  public func travelTimes(from origin: Coordinate, to destinations: [Coordinate], limit: Double = .infinity)
    -> [Double?]
  {
    require(.routing)
    return travelTimes(around: origin, others: destinations, towards: false, limit: limit)
  }

  /// The speed of the road at `position` in metres per second, as the router's times assume it
  /// there (the first direction cars may drive it).
  public func roadSpeed(at position: RoadPosition) -> Double {
    require(.routing)
    let graph = data.graph
    let chain = position.chain
    let edge = Int(
      graph.chainForwardEdge[chain] >= 0 ? graph.chainForwardEdge[chain] : graph.chainBackwardEdge[chain])
    return graph.edgeTime[edge] > 0 ? Double(graph.edgeLength[edge] / graph.edgeTime[edge]) : 0
  }

  /// The center's side of the hierarchy query searched once (its whole upward space), then for each
  /// other point only its own side, meeting it. `route(from:to:)` tries twice: the ends as snapped,
  /// then, when no road joins them (the center on a fragment cut off from the rest, say), both moved
  /// to the main network; the center's end of each try is searched once, for every point that needs
  /// it. A point that `route(from:to:)` would snap differently for this pair is searched on its own.
  private func travelTimes(around center: Coordinate, others: [Coordinate], towards: Bool, limit: Double)
    -> [Double?]
  {
    guard let centerCandidates = snapCandidates(center) else { return others.map { _ in nil } }
    let largest = components.largest
    let onMain = { (component: Int) in component == largest }
    var snapped = SharedEnd(centerCandidates.big ?? centerCandidates.nearest)
    var main: SharedEnd?
    var mainLooked = false
    defer {
      snapped.recycle(hierarchySearch)
      main?.recycle(hierarchySearch)
    }
    return others.map { other -> Double? in
      guard let candidates = snapCandidates(other) else { return nil }
      let (start, end) =
        towards ? snapEnds(candidates, centerCandidates) : snapEnds(centerCandidates, candidates)
      var seconds = self.seconds(from: start, to: end, towards: towards, sharing: &snapped)
      if seconds == nil {
        if !mainLooked {
          mainLooked = true
          main = nearestPosition(center, within: MapStore.snapLimit, where: onMain).map(SharedEnd.init)
        }
        if main != nil, let otherMain = mainPosition(candidates, of: other) {
          seconds =
            towards
            ? self.seconds(from: otherMain, to: main!.position, towards: true, sharing: &main!)
            : self.seconds(from: main!.position, to: otherMain, towards: false, sharing: &main!)
        }
      }
      return seconds.flatMap { $0 <= limit ? $0 : nil }
    }
  }

  /// The nearest road point of the main network to `coordinate` within the snap limit, given its
  /// snapping candidates: one of them when it lies on the main network (the nearest point of all, or
  /// of the non-fragments, is then also the nearest of the main network's), else a search. Dispatch
  /// asks this of every car when the pickup's first try fails, and most cars are on the main network.
  private func mainPosition(_ candidates: Candidates, of coordinate: Coordinate) -> RoadPosition? {
    let largest = components.largest
    if component(ofChain: candidates.nearest.chain) == largest { return candidates.nearest }
    if let big = candidates.big, component(ofChain: big.chain) == largest { return big }
    return nearestPosition(coordinate, within: MapStore.snapLimit) { $0 == largest }
  }

  /// The end every pair of a one-to-many question shares: where it snapped, and its side of the
  /// hierarchy query once a pair has needed it.
  private struct SharedEnd {
    let position: RoadPosition
    var space: HierarchySearch.Side?

    init(_ position: RoadPosition) { self.position = position }

    mutating func recycle(_ search: HierarchySearch) {
      if space != nil { search.recycle(&space!) }
    }
  }

  /// The seconds of the cheapest path from `start` to `end` (nil when there is none), with the
  /// shared end's searched space when that end (`end` towards it, else `start`) is where it snapped.
  private func seconds(
    from start: RoadPosition, to end: RoadPosition, towards: Bool, sharing shared: inout SharedEnd
  )
    -> Double?
  {
    let centre = towards ? end : start
    var space: HierarchySearch.Side?
    if centre.chain == shared.position.chain && centre.offset == shared.position.offset {
      if shared.space == nil {
        shared.space =
          towards
          ? hierarchySearch.space(targets: targets(centre)) : hierarchySearch.space(sources: sources(centre))
      }
      space = shared.space
    }
    return seconds(
      from: start, to: end, forwardSpace: towards ? nil : space, backwardSpace: towards ? space : nil)
  }
}
