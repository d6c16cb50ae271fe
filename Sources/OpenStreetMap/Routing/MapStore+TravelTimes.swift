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
    require(SectionGroup.allCases)
    return travelTimes(around: destination, others: origins, towards: true, limit: limit)
  }

  /// Seconds from `origin` to each destination, as `route(from:to:)` would drive them: the origin's
  /// forward search done once. nil where there is no route or it takes more than `limit`.
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

  /// The center's side of the hierarchy query searched once (its whole upward space), then for each
  /// other point only its own side, meeting it; a point that `route(from:to:)` would snap
  /// differently for this pair, or route only on its second try, is searched on its own.
  private func travelTimes(around center: Coordinate, others: [Coordinate], towards: Bool, limit: Double)
    -> [Double?]
  {
    guard let centerCandidates = snapCandidates(center) else { return others.map { _ in nil } }
    let centerPosition = centerCandidates.big ?? centerCandidates.nearest
    let search = hierarchySearch
    let space =
      towards
      ? search.space(targets: targets(centerPosition)) : search.space(sources: sources(centerPosition))
    return others.map { other -> Double? in
      guard let candidates = snapCandidates(other) else { return nil }
      let (start, end) =
        towards ? snapEnds(candidates, centerCandidates) : snapEnds(centerCandidates, candidates)
      let centre = towards ? end : start
      let shared = centre.chain == centerPosition.chain && centre.offset == centerPosition.offset
      var seconds = path(
        from: start, to: end, metric: .time, forwardSpace: shared && !towards ? space : nil,
        backwardSpace: shared && towards ? space : nil
      ).map { totals($0, betweenNodes: false).time }
      if seconds == nil {
        seconds =
          (towards
          ? try? route(from: other, to: center, includingSteps: false)
          : try? route(from: center, to: other, includingSteps: false))?
          .expectedTravelTime
      }
      return seconds.flatMap { $0 <= limit ? $0 : nil }
    }
  }
}
