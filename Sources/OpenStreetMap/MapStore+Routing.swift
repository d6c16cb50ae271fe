import Foundation

extension MapStore {
  /// How far from a road a route's start or end may be, in metres, before it is off the map.
  public static let snapLimit = 250.0

  /// The nearest point on a car-routable road within `limit` metres, or nil.
  public func snap(_ coordinate: Coordinate, within limit: Double = MapStore.snapLimit) -> RoadPosition? {
    guard coordinate.isValid else { return nil }
    let query = WebMercator.project(coordinate)
    let scale = WebMercator.scale(atLatitude: coordinate.latitude)
    let reach = limit * scale
    var best: (distance: Double, segment: Int, fraction: Double)?
    segmentGrid.forEachCandidate(in: MapRect(center: query, width: 2 * reach, height: 2 * reach)) { segment in
      let a = points[segment]
      let b = points[segment + 1]
      let dx = b.x - a.x
      let dy = b.y - a.y
      let lengthSquared = dx * dx + dy * dy
      let t =
        lengthSquared > 0 ? min(max(((query.x - a.x) * dx + (query.y - a.y) * dy) / lengthSquared, 0), 1) : 0
      let distance = hypot(a.x + t * dx - query.x, a.y + t * dy - query.y)
      if distance <= reach, best == nil || (distance, segment) < (best!.distance, best!.segment) {
        best = (distance, segment, t)
      }
    }
    guard let best else { return nil }
    let chain = Int(pointChain[best.segment])
    let a = data.points[best.segment].coordinate
    let b = data.points[best.segment + 1].coordinate
    let snapped = Coordinate(
      latitude: a.latitude + best.fraction * (b.latitude - a.latitude),
      longitude: a.longitude + best.fraction * (b.longitude - a.longitude))
    var offset = 0.0
    for index in Int(data.graph.chainFirstPoint[chain])..<best.segment {
      offset += data.points[index].coordinate.distance(to: data.points[index + 1].coordinate)
    }
    offset += a.distance(to: snapped)
    return RoadPosition(
      chain: chain, segment: best.segment, fraction: best.fraction, coordinate: snapped,
      offset: min(offset, chainLength(chain)), distanceFromQuery: snapped.distance(to: coordinate))
  }

  /// The fastest (or shortest) driving route between two coordinates, each snapped to the nearest
  /// routable road. Throws `MapError.offMap` or `.noRoute`.
  public func route(from start: Coordinate, to end: Coordinate, metric: RouteMetric = .time) throws -> Route {
    guard let origin = snap(start) else { throw MapError.offMap(start) }
    guard let destination = snap(end) else { throw MapError.offMap(end) }
    guard var route = route(from: origin, to: destination, metric: metric) else {
      throw MapError.noRoute(from: start, to: end)
    }
    // A snapped end that falls on a vertex repeats it; drop the repeat.
    var coordinates: [Coordinate] = []
    for coordinate in route.coordinates where coordinates.last != coordinate {
      coordinates.append(coordinate)
    }
    route.coordinates = coordinates
    return route
  }

  /// The route between two graph nodes, nil when there is none.
  public func route(fromNode source: Int, toNode target: Int, metric: RouteMetric = .time) -> Route? {
    guard
      let found = search(
        sources: [(source, 0)], targets: [(target, 0)], goal: nodeUnit[target], metric: metric)
    else { return nil }
    var coordinates: [Coordinate] = [data.points[Int(data.graph.nodePoint[source])].coordinate]
    for edge in found.edges { appendEdge(edge, to: &coordinates) }
    return makeRoute(coordinates, source: source, edges: found.edges, extra: (0, 0))
  }

  // MARK: Positions

  func chainLength(_ chain: Int) -> Double {
    let graph = data.graph
    let edge =
      graph.chainForwardEdge[chain] >= 0 ? graph.chainForwardEdge[chain] : graph.chainBackwardEdge[chain]
    return Double(graph.edgeLength[Int(edge)])
  }

  /// Seconds per metre on the chain's road.
  func pace(_ chain: Int) -> Double {
    let graph = data.graph
    let edge = Int(
      graph.chainForwardEdge[chain] >= 0 ? graph.chainForwardEdge[chain] : graph.chainBackwardEdge[chain])
    return graph.edgeLength[edge] > 0 ? Double(graph.edgeTime[edge]) / Double(graph.edgeLength[edge]) : 0
  }

  func route(from origin: RoadPosition, to destination: RoadPosition, metric: RouteMetric) -> Route? {
    let graph = data.graph
    let weight = { (chain: Int, metres: Double) in metric == .time ? metres * self.pace(chain) : metres }
    let startLength = chainLength(origin.chain)
    let endLength = chainLength(destination.chain)
    var sources: [(Int, Double)] = []
    if graph.chainForwardEdge[origin.chain] >= 0 {
      sources.append(
        (Int(graph.chainToNode[origin.chain]), weight(origin.chain, startLength - origin.offset)))
    }
    if graph.chainBackwardEdge[origin.chain] >= 0 {
      sources.append((Int(graph.chainFromNode[origin.chain]), weight(origin.chain, origin.offset)))
    }
    var targets: [(Int, Double)] = []
    if graph.chainForwardEdge[destination.chain] >= 0 {
      targets.append(
        (Int(graph.chainFromNode[destination.chain]), weight(destination.chain, destination.offset)))
    }
    if graph.chainBackwardEdge[destination.chain] >= 0 {
      targets.append(
        (Int(graph.chainToNode[destination.chain]), weight(destination.chain, endLength - destination.offset))
      )
    }
    // Both ends on one road, in an order the road may be driven: along it, unless the graph finds
    // something shorter (it cannot, but a loop road could tie).
    var direct: Double?
    if origin.chain == destination.chain {
      let along = destination.offset - origin.offset
      if along >= 0 && graph.chainForwardEdge[origin.chain] >= 0 { direct = weight(origin.chain, along) }
      if along <= 0 && graph.chainBackwardEdge[origin.chain] >= 0 { direct = weight(origin.chain, -along) }
    }
    let found = search(
      sources: sources, targets: targets, goal: MapStore.unitVector(destination.coordinate), metric: metric,
      bound: direct ?? .infinity)
    if let direct, found == nil || direct <= found!.cost {
      var coordinates = [origin.coordinate]
      if destination.segment > origin.segment {
        for index in origin.segment + 1..<destination.segment + 1 {
          coordinates.append(data.points[index].coordinate)
        }
      } else if destination.segment < origin.segment {
        for index in stride(from: origin.segment, through: destination.segment + 1, by: -1) {
          coordinates.append(data.points[index].coordinate)
        }
      }
      coordinates.append(destination.coordinate)
      let metres = abs(destination.offset - origin.offset)
      return Route(
        coordinates: coordinates, distance: metres, expectedTravelTime: metres * pace(origin.chain),
        nodes: [],
        edges: [])
    }
    guard let found else { return nil }
    // The partial roads at each end: from the start to the first node, from the last node to the end.
    var coordinates = [origin.coordinate]
    let firstNode = found.source
    let leavesForward = leavesForward(origin, from: firstNode)
    if leavesForward {
      for index in origin.segment + 1...Int(graph.chainLastPoint[origin.chain]) {
        coordinates.append(data.points[index].coordinate)
      }
    } else {
      for index in stride(from: origin.segment, through: Int(graph.chainFirstPoint[origin.chain]), by: -1) {
        coordinates.append(data.points[index].coordinate)
      }
    }
    for edge in found.edges { appendEdge(edge, to: &coordinates) }
    let lastNode = found.target
    let entersForward = entersForward(destination, at: lastNode)
    if entersForward {
      for index in Int(graph.chainFirstPoint[destination.chain]) + 1..<destination.segment + 1 {
        coordinates.append(data.points[index].coordinate)
      }
    } else {
      for index in stride(
        from: Int(graph.chainLastPoint[destination.chain]) - 1, through: destination.segment + 1, by: -1)
      {
        coordinates.append(data.points[index].coordinate)
      }
    }
    coordinates.append(destination.coordinate)
    let startMetres = leavesForward ? startLength - origin.offset : origin.offset
    let endMetres = entersForward ? destination.offset : endLength - destination.offset
    return makeRoute(
      coordinates, source: firstNode, edges: found.edges,
      extra: (
        startMetres + endMetres, startMetres * pace(origin.chain) + endMetres * pace(destination.chain)
      ))
  }

  /// Whether a route starting at `position` and reaching `node` first drives its chain forward (to
  /// the last point). A loop chain meets the same node both ways: the shorter way is the one taken.
  private func leavesForward(_ position: RoadPosition, from node: Int) -> Bool {
    let graph = data.graph
    let chain = position.chain
    guard graph.chainForwardEdge[chain] >= 0, node == Int(graph.chainToNode[chain]) else { return false }
    guard graph.chainBackwardEdge[chain] >= 0, graph.chainFromNode[chain] == graph.chainToNode[chain] else {
      return true
    }
    return chainLength(chain) - position.offset <= position.offset
  }

  /// Whether a route reaching `position` from `node` drives its chain forward (from the first point).
  private func entersForward(_ position: RoadPosition, at node: Int) -> Bool {
    let graph = data.graph
    let chain = position.chain
    guard graph.chainForwardEdge[chain] >= 0, node == Int(graph.chainFromNode[chain]) else { return false }
    guard graph.chainBackwardEdge[chain] >= 0, graph.chainFromNode[chain] == graph.chainToNode[chain] else {
      return true
    }
    return position.offset <= chainLength(chain) - position.offset
  }

  private func makeRoute(_ coordinates: [Coordinate], source: Int, edges: [Int], extra: (Double, Double))
    -> Route
  {
    var distance = extra.0
    var time = extra.1
    var nodes = [source]
    for edge in edges {
      distance += Double(data.graph.edgeLength[edge])
      time += Double(data.graph.edgeTime[edge])
      nodes.append(Int(data.graph.edgeTarget[edge]))
    }
    return Route(
      coordinates: coordinates, distance: distance, expectedTravelTime: time, nodes: nodes, edges: edges)
  }

  /// Appends an edge's road geometry, without repeating the point already there.
  private func appendEdge(_ edge: Int, to coordinates: inout [Coordinate]) {
    let graph = data.graph
    let chain = Int(graph.edgeChain[edge])
    let first = Int(graph.chainFirstPoint[chain])
    let last = Int(graph.chainLastPoint[chain])
    if graph.chainForwardEdge[chain] == Int32(edge) {
      for index in first + 1...last { coordinates.append(data.points[index].coordinate) }
    } else {
      for index in stride(from: last - 1, through: first, by: -1) {
        coordinates.append(data.points[index].coordinate)
      }
    }
  }

  // MARK: A*

  /// A* from several sources (each with a starting cost) to the cheapest of several targets (each
  /// with a cost still to pay after it). The heuristic is the chord to `goal` (divided by the top
  /// speed for time), which never overestimates, so the first time the open list's best key reaches
  /// the best total found, that total is optimal.
  func search(
    sources: [(Int, Double)], targets: [(Int, Double)], goal: SIMD3<Double>, metric: RouteMetric,
    bound: Double = .infinity
  ) -> (cost: Double, source: Int, target: Int, edges: [Int])? {
    let graph = data.graph
    let nodes = graph.nodeCount
    // 0.999: edge lengths are stored as Float; keep the heuristic safely below them.
    let heuristicScale = Coordinate.earthRadius * 0.999 / (metric == .time ? maximumSpeed : 1)
    var cost = [Double](repeating: .infinity, count: nodes)
    var parent = [Int32](repeating: -1, count: nodes)
    var targetCost = [Double](repeating: .infinity, count: 0)
    var isTarget = [Bool](repeating: false, count: nodes)
    targetCost = [Double](repeating: .infinity, count: nodes)
    for (node, extra) in targets {
      isTarget[node] = true
      targetCost[node] = min(targetCost[node], extra)
    }
    var heap = MinHeap()
    for (node, start) in sources where start < cost[node] {
      cost[node] = start
      heap.push(start + heuristicScale * simdLength(nodeUnit[node] - goal), Int32(node))
    }
    var best = bound
    var bestTarget = -1
    let weights = metric == .time ? graph.edgeTime : graph.edgeLength
    while !heap.isEmpty {
      let (key, node32) = heap.pop()
      if key >= best { break }
      let node = Int(node32)
      let g = cost[node]
      if key > g + heuristicScale * simdLength(nodeUnit[node] - goal) + 1e-9 { continue }
      if isTarget[node] && g + targetCost[node] < best {
        best = g + targetCost[node]
        bestTarget = node
      }
      for edge in Int(graph.edgeStart[node])..<Int(graph.edgeStart[node + 1]) {
        let next = Int(graph.edgeTarget[edge])
        let candidate = g + Double(weights[edge])
        if candidate < cost[next] {
          cost[next] = candidate
          parent[next] = Int32(edge)
          heap.push(candidate + heuristicScale * simdLength(nodeUnit[next] - goal), Int32(next))
        }
      }
    }
    guard bestTarget >= 0 else { return nil }
    var edges: [Int] = []
    var node = bestTarget
    while parent[node] >= 0 {
      let edge = Int(parent[node])
      edges.append(edge)
      let chain = Int(graph.edgeChain[edge])
      node = Int(
        graph.chainForwardEdge[chain] == Int32(edge) ? graph.chainFromNode[chain] : graph.chainToNode[chain])
    }
    return (best, node, bestTarget, edges.reversed())
  }
}

func simdLength(_ vector: SIMD3<Double>) -> Double {
  (vector * vector).sum().squareRoot()
}
