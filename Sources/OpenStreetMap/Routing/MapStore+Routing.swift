import Foundation

extension MapStore {
  /// The fastest (or shortest) driving route between two coordinates, each snapped onto the road
  /// network (`snapEnds`, OSRM's rule). Where that finds none — OSRM answers "no route" there, for
  /// instance from a one-way stub, or in an extract too small for OSRM to call any part of it the
  /// main network — each end moves to the nearest road of the largest component and the route is
  /// searched again, so a rider still gets one. Throws `MapError.offMap` or `.noRoute`.
  /// `includingSteps: false` leaves `steps` empty, for callers that never show directions (the
  /// ride simulation's cars): building them is a good part of a short route's cost.
  public func route(
    from start: Coordinate, to end: Coordinate, metric: RouteMetric = .time, includingSteps: Bool = true
  ) throws -> Route {
    require(.routing)
    let (starts, ends) = try snapCandidates(start, end)
    let (origin, destination) = snapEnds(starts, ends)
    if let (route, records) = route(from: origin, to: destination, metric: metric) {
      return includingSteps ? withSteps(route, records) : route
    }
    let main = { (component: Int) in component == self.components.largest }
    if let mainOrigin = nearestPosition(start, within: MapStore.snapLimit, where: main),
      let mainDestination = nearestPosition(end, within: MapStore.snapLimit, where: main),
      let (route, records) = route(from: mainOrigin, to: mainDestination, metric: metric)
    {
      return includingSteps ? withSteps(route, records) : route
    }
    throw MapError.noRoute(from: start, to: end)
  }

  /// `route` with its turn-by-turn steps, given its edges' records (as `makeRoute` read them).
  func withSteps(_ route: Route, _ records: [EdgeRecords.Record]) -> Route {
    var route = route
    route.steps = StepBuilder(
      store: self, edges: route.edges, records: records, boundaries: route.edgeStarts,
      coordinates: route.coordinates
    ).steps()
    return route
  }

  /// The route between two graph nodes (leaving `source` by any edge, arriving at `target` by any),
  /// nil when there is none.
  public func route(fromNode source: Int, toNode target: Int, metric: RouteMetric = .time) -> Route? {
    require(.routing)
    let graph = data.graph
    let sources = (Int(graph.edgeStart[source])..<Int(graph.edgeStart[source + 1])).map {
      SearchEnd(edge: $0, share: 1)
    }
    let targets = incomingEdges.wrapped.edges(into: target).map { SearchEnd(edge: $0, share: 1) }
    guard source != target,
      let path = findPath(metric, sources: sources, targets: targets, goal: indexes.nodeUnit[target])
    else { return nil }
    let (route, records) = makeRoute(path, origin: nil, destination: nil)
    return withSteps(route, records)
  }

  /// The cheapest path from any source to any target: the contraction hierarchy for the time
  /// metric, A* with landmarks for distance (which has no hierarchy); both find the same cost.
  func findPath(
    _ metric: RouteMetric, sources: [SearchEnd], targets: [SearchEnd], goal: SIMD3<Double>,
    direct: Double = .infinity
  ) -> SearchPath? {
    guard metric == .time else {
      return routeSearch(metric).search(sources: sources, targets: targets, goal: goal, direct: direct)
    }
    return hierarchySearch.search(sources: sources, targets: targets, direct: direct)
  }

  /// The map's one hierarchy query, with the search sides it keeps for reuse.
  var hierarchySearch: HierarchySearch { hierarchyQuery.wrapped }

  /// What driving all of an edge costs in `metric`.
  func edgeCost(_ edge: Int, _ metric: RouteMetric) -> Double {
    Double(metric == .time ? data.graph.edgeWeight[edge] : data.graph.edgeLength[edge])
  }

  func routeSearch(_ metric: RouteMetric) -> RouteSearch {
    RouteSearch(
      graph: data.graph, turns: data.turns, nodeUnit: indexes.nodeUnit, metric: metric,
      fastest: metric == .time ? indexes.fastestRate : 1,
      landmarks: metric == .time ? timeLandmarks.wrapped : distanceLandmarks.wrapped,
      copies: edgeCopies.wrapped)
  }

  /// Where a route from `position` may start: each direction cars may drive its road, with the
  /// share of the edge still ahead.
  func sources(_ position: RoadPosition) -> [SearchEnd] {
    let graph = data.graph
    let length = chainLength(position.chain)
    let ahead = length > 0 ? (length - position.offset) / length : 0
    var ends: [SearchEnd] = []
    if graph.chainForwardEdge[position.chain] >= 0 {
      ends.append(SearchEnd(edge: Int(graph.chainForwardEdge[position.chain]), share: ahead))
    }
    if graph.chainBackwardEdge[position.chain] >= 0 {
      ends.append(SearchEnd(edge: Int(graph.chainBackwardEdge[position.chain]), share: 1 - ahead))
    }
    return ends
  }

  /// Where a route to `position` may end: each direction, with the share of the edge driven.
  func targets(_ position: RoadPosition) -> [SearchEnd] {
    sources(position).map { SearchEnd(edge: $0.edge, share: 1 - $0.share) }
  }

  /// The route between two road positions and its edges' records; nil when none exists.
  func route(from origin: RoadPosition, to destination: RoadPosition, metric: RouteMetric) -> (
    Route, [EdgeRecords.Record]
  )? {
    path(from: origin, to: destination, metric: metric).map {
      makeRoute($0, origin: origin, destination: destination)
    }
  }

  /// The cheapest path between two road positions; nil when none exists (found at once when their
  /// components cannot reach one another). A shared search space for one end (`travelTimes`) is
  /// used by the hierarchy, for the time metric.
  func path(
    from origin: RoadPosition, to destination: RoadPosition, metric: RouteMetric,
    forwardSpace: HierarchySearch.Side? = nil, backwardSpace: HierarchySearch.Side? = nil
  ) -> SearchPath? {
    guard reaches(from: origin, to: destination) else { return nil }
    let starts = sources(origin)
    let direct = directCost(from: origin, to: destination, starts: starts, metric: metric)
    let found =
      metric == .time
      ? hierarchySearch.search(
        sources: starts, targets: targets(destination), direct: direct?.cost ?? .infinity,
        forwardSpace: forwardSpace, backwardSpace: backwardSpace)
      : findPath(
        metric, sources: starts, targets: targets(destination),
        goal: MapStore.unitVector(destination.coordinate), direct: direct?.cost ?? .infinity)
    if let direct, found == nil || direct.cost <= found!.cost {
      return SearchPath(
        cost: direct.cost, nodes: [direct.end.edge], turns: [], source: direct.end,
        target: SearchEnd(edge: direct.end.edge, share: directShare(from: origin, to: destination)))
    }
    return found
  }

  /// Whether any road path may lead from `origin`'s component to `destination`'s: when none may,
  /// `path` and `seconds` answer nil without searching.
  private func reaches(from origin: RoadPosition, to destination: RoadPosition) -> Bool {
    components.reaches(
      from: component(ofChain: origin.chain), to: component(ofChain: destination.chain))
  }

  /// Both ends on one road, in an order the road may be driven: the cost along it, and the end
  /// it starts from (the graph may still find something cheaper: a loop road could).
  private func directCost(
    from origin: RoadPosition, to destination: RoadPosition, starts: [SearchEnd], metric: RouteMetric
  ) -> (cost: Double, end: SearchEnd)? {
    guard origin.chain == destination.chain else { return nil }
    var direct: (cost: Double, end: SearchEnd)?
    for start in starts {
      let forward = data.graph.isForward(start.edge)
      let along = forward ? destination.offset - origin.offset : origin.offset - destination.offset
      let length = chainLength(origin.chain)
      if along >= 0, length > 0 {
        direct = (edgeCost(start.edge, metric) * along / length, start)
      }
    }
    return direct
  }

  /// The share of its edge the path along one road drives (`directCost`): the part of the road
  /// between the two ends, whichever way it is driven.
  private func directShare(from origin: RoadPosition, to destination: RoadPosition) -> Double {
    let length = chainLength(origin.chain)
    return length > 0 ? abs(destination.offset - origin.offset) / length : 0
  }

  /// `totals(path(from:to:metric: .time, …), betweenNodes: false).time` without the path: the
  /// hierarchy adds the packed path's times (`HierarchySearch.seconds`) and nothing is unpacked,
  /// which was two thirds of a travel time (a dispatch decision asks one per car).
  func seconds(
    from origin: RoadPosition, to destination: RoadPosition, forwardSpace: HierarchySearch.Side? = nil,
    backwardSpace: HierarchySearch.Side? = nil
  ) -> Double? {
    guard reaches(from: origin, to: destination) else { return nil }
    let starts = sources(origin)
    let direct = directCost(from: origin, to: destination, starts: starts, metric: .time)
    let found = hierarchySearch.seconds(
      sources: starts, targets: targets(destination), direct: direct?.cost ?? .infinity,
      forwardSpace: forwardSpace, backwardSpace: backwardSpace)
    if let direct, found == nil || direct.cost <= found!.cost {
      // The path along the one road: its edge in the share between the ends, as `path` makes it.
      return Double(data.graph.edgeTime[direct.end.edge]) * directShare(from: origin, to: destination)
    }
    return found?.seconds
  }

  /// A path's length and time, the first and last edges in part (whole between graph nodes).
  func totals(_ path: SearchPath, betweenNodes: Bool) -> (distance: Double, time: Double) {
    let records = edgeRecords.wrapped
    return totals(path, path.nodes.map { records[$0] }, betweenNodes: betweenNodes)
  }

  /// `totals` given the records of the path's nodes.
  private func totals(_ path: SearchPath, _ records: [EdgeRecords.Record], betweenNodes: Bool) -> (
    distance: Double, time: Double
  ) {
    var distance = 0.0
    var time = 0.0
    let last = records.count - 1
    for (index, record) in records.enumerated() {
      var share = 1.0
      if index == 0 { share = last == 0 ? path.target.share : path.source.share }
      if index == last && index > 0 { share = path.target.share }
      if betweenNodes { share = 1 }
      distance += Double(record.length) * share
      time += Double(record.time) * share
    }
    for turn in path.turns { time += Double(data.turns.turnTime[turn]) }
    return (distance, time)
  }

  /// The route along a search's path: geometry from the snapped start to the snapped end, length
  /// and time with the partial first and last edges; no steps (`withSteps` adds them, from the
  /// records of the path's edges returned beside it: read once, for both).
  func makeRoute(_ path: SearchPath, origin: RoadPosition?, destination: RoadPosition?) -> (
    Route, [EdgeRecords.Record]
  ) {
    let graph = data.graph
    // Each edge's record (`EdgeRecords`: its chain's points and direction, target, length and time,
    // one cache line), read in one loop before any point is copied: its reads do not wait on one
    // another, so their cache misses overlap (at 100× a route's edges lie all over the map).
    let allRecords = edgeRecords.wrapped
    // Asked for first in a loop of nothing else: the gathering loop's copies and appends leave room
    // for only a few of its misses in flight at once.
    for node in path.nodes { allRecords.prefetch(node) }
    let records = path.nodes.map { allRecords[$0] }
    // Each edge's points asked for where their copying starts (its chain's last point when driven
    // backwards) before any is copied, for the same reason.
    for record in records {
      data.points.prefetch(Int(record.isForward ? record.firstPoint : record.lastPoint))
    }
    // A turn-graph node below the edge count is that road edge (the validator checks it); above,
    // a via-way copy of one.
    let edges = path.nodes.map { $0 < graph.edgeCount ? $0 : Int(data.turns.nodeEdge[$0]) }
    var coordinates: [Coordinate] = []
    // Room for every point of the path's chains (the ends' may hold fewer), so the array never grows.
    coordinates.reserveCapacity(records.reduce(2) { $0 + Int($1.lastPoint) - Int($1.firstPoint) + 1 })
    var boundaries: [Int] = []
    boundaries.reserveCapacity(edges.count)
    for index in edges.indices {
      // The chain's point indices this edge contributes, `low ... high`, driven upwards when forward.
      var low = Int(records[index].firstPoint)
      var high = Int(records[index].lastPoint)
      let forward = records[index].isForward
      if index == 0, let origin {
        // From the snapped start: the points after its segment in the driving direction.
        if forward { low = max(low, origin.segment + 1) } else { high = min(high, origin.segment) }
        coordinates.append(origin.coordinate)
      }
      if index == edges.count - 1, let destination {
        if forward { high = min(high, destination.segment) } else { low = max(low, destination.segment + 1) }
        if edges.count == 1, let origin {
          // One edge: only the points between both ends.
          low = min(origin.segment, destination.segment) + 1
          high = max(origin.segment, destination.segment)
        }
      }
      boundaries.append(max(coordinates.count - 1, 0))
      if low <= high {
        for step in 0...(high - low) {
          let coordinate = data.points[forward ? low + step : high - step].coordinate
          if coordinates.last != coordinate { coordinates.append(coordinate) }
        }
      }
      if index == edges.count - 1, let destination, coordinates.last != destination.coordinate {
        coordinates.append(destination.coordinate)
      }
    }
    let (distance, time) = totals(path, records, betweenNodes: origin == nil)
    var nodes = [graph.source(ofEdge: edges[0])]
    nodes += records.map { Int($0.target) }
    let route = Route(
      coordinates: coordinates, distance: distance, expectedTravelTime: time, cost: path.cost, steps: [],
      nodes: nodes, edges: edges, edgeStarts: boundaries)
    return (route, records)
  }
}
