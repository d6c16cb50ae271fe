import Foundation

/// Builds the turn graph (OSRM's edge-based graph) over a road graph: which turns cars may make at
/// each node, what they cost, and the copies of edges that carry via-way restrictions.
struct TurnGraphBuilder {
  let graph: RoadGraph
  let points: Column<FixedCoordinate>
  /// The car rule at each graph node, if any.
  let nodeRule: [CarNode?]
  /// Arcs per turn-graph node while building: target, weight, time.
  private var arcs: [[(target: Int32, weight: Float, time: Float)]] = []
  private var nodeEdge: [Int32] = []

  init(graph: RoadGraph, points: Column<FixedCoordinate>, nodeRule: [CarNode?]) {
    self.graph = graph
    self.points = points
    self.nodeRule = nodeRule
  }

  /// The turns at every node, then the restrictions (each an edge sequence `[from, via…, to]`).
  mutating func build(restrictions: [(edges: [Int], isOnly: Bool)]) -> TurnGraph {
    let edgeCount = graph.edgeCount
    nodeEdge = (0..<edgeCount).map(Int32.init)
    arcs = Array(repeating: [], count: edgeCount)
    var incoming = [[Int]](repeating: [], count: graph.nodeCount)
    for edge in 0..<edgeCount { incoming[Int(graph.edgeTarget[edge])].append(edge) }
    var roads = [Int](repeating: 0, count: graph.nodeCount)
    for chain in 0..<graph.chainFirstPoint.count {
      roads[Int(graph.chainFromNode[chain])] += 1
      roads[Int(graph.chainToNode[chain])] += 1
    }
    let departure = (0..<edgeCount).map { TurnCost.startBearing(coordinates(of: $0)) }
    let arrival = (0..<edgeCount).map {
      (TurnCost.startBearing(coordinates(of: $0).reversed()) + 180).truncatingRemainder(dividingBy: 360)
    }
    // Via-node restrictions, by their `from` edge.
    var nodeRestrictions: [Int: [(to: Int, isOnly: Bool)]] = [:]
    for restriction in restrictions where restriction.edges.count == 2 {
      nodeRestrictions[restriction.edges[0], default: []].append((restriction.edges[1], restriction.isOnly))
    }
    func isRestricted(_ from: Int, _ to: Int) -> Bool {
      guard let list = nodeRestrictions[from] else { return false }
      if let only = list.first(where: \.isOnly) { return only.to != to }
      return list.contains { $0.to == to }
    }

    for node in 0..<graph.nodeCount {
      let rule = nodeRule[node]
      let isBarrier = rule?.kind == .barrier
      let outgoing = Int(graph.edgeStart[node])..<Int(graph.edgeStart[node + 1])
      for from in incoming[node] {
        let exits = outgoing.filter { !isRestricted(from, $0) }.count
        for to in outgoing where !isRestricted(from, to) {
          let isUTurn = graph.reverse(ofEdge: from) == to
          // OSRM's `isTurnAllowed`: U-turns only before a barrier, at a dead end, or where nothing
          // else is left (one exit, or this the only road in); nothing else passes a barrier.
          if isUTurn {
            guard isBarrier || roads[node] == 1 || exits == 1 || incoming[node].count <= 1 else { continue }
          } else if isBarrier {
            continue
          }
          let angle = TurnCost.angle(arrival: arrival[from], departure: departure[to])
          let roundabout = graph.has(.roundabout, from) || graph.has(.roundabout, to)
          var time = TurnCost.angleDelay(
            angle: angle, roads: roads[node], isUTurn: isUTurn, involvesRoundabout: roundabout)
          time += delay(rule, node: node, from: from, to: to, roads: roads[node], outgoing: outgoing)
          var weight = time
          if !graph.has(.restricted, from) && graph.has(.restricted, to) {
            weight = TurnCost.restrictedEntryWeight
          }
          arcs[from].append((Int32(to), Float(weight), Float(time)))
        }
      }
    }
    for restriction in restrictions where restriction.edges.count > 2 {
      applyViaWays(restriction.edges, isOnly: restriction.isOnly)
    }
    var turns = finish(roads: roads)
    turns.edgeDeparture = Column(departure)
    turns.edgeArrival = Column(arrival)
    return turns
  }

  /// The node's own delay for this turn (`process_turn`'s obstacle loop): signals, signs and gates,
  /// in the direction they face; a stop sign mid-road just before a junction belongs to the junction,
  /// and a minor-road stop only delays cars coming from the minor road.
  private func delay(_ rule: CarNode?, node: Int, from: Int, to: Int, roads: Int, outgoing: Range<Int>)
    -> Double
  {
    guard let rule, rule.kind != .barrier else { return 0 }
    switch rule.direction {
    case .both: break
    case .forward: if !graph.isForward(from) { return 0 }
    case .backward: if graph.isForward(from) { return 0 }
    }
    if rule.kind == .stop && rule.direction == .both && roads == 2 && graph.edgeLength[from] < 20
      && graph.edgeLength[to] > 20
    {
      return 0
    }
    if rule.kind == .minorStop {
      let speed = { (edge: Int) in graph.edgeLength[edge] / max(graph.edgeTime[edge], 1e-6) }
      let fastest = outgoing.filter { $0 != graph.reverse(ofEdge: from) }.map(speed).max() ?? 0
      if fastest <= speed(from) { return 0 }
    }
    return rule.seconds
  }

  /// A via-way restriction: the path from the `from` edge through the via edges gets copies of its
  /// nodes, entered only from `from`, with the last one lacking the forbidden turn (or keeping only
  /// the one allowed), so the rule binds exactly the cars that came this way.
  private mutating func applyViaWays(_ edges: [Int], isOnly: Bool) {
    var current = edges[0]
    for via in edges[1..<edges.count - 1] {
      // The arc from the current node into (the current version of) the via edge.
      guard let arc = arcs[current].firstIndex(where: { nodeEdge[Int($0.target)] == Int32(via) }) else {
        return
      }
      let original = Int(arcs[current][arc].target)
      let copy = nodeEdge.count
      nodeEdge.append(Int32(via))
      arcs.append(arcs[original])
      arcs[current][arc].target = Int32(copy)
      current = copy
    }
    let to = Int32(edges[edges.count - 1])
    arcs[current].removeAll { (nodeEdge[Int($0.target)] == to) != isOnly }
  }

  private func finish(roads: [Int]) -> TurnGraph {
    var turns = TurnGraph()
    turns.nodeEdge = Column(nodeEdge)
    turns.turnStart = [0]
    for list in arcs {
      for arc in list {
        turns.turnTarget.append(arc.target)
        turns.turnWeight.append(arc.weight)
        turns.turnTime.append(arc.time)
      }
      turns.turnStart.append(Int32(turns.turnTarget.count))
    }
    let components = StrongComponents.find(graph: graph, turns: turns, roads: roads)
    turns.edgeComponent = Column(components.component)
    turns.componentSize = Column(components.size)
    return turns
  }

  /// The edge's geometry in driving order.
  private func coordinates(of edge: Int) -> [Coordinate] {
    let chain = Int(graph.edgeChain[edge])
    let range = Int(graph.chainFirstPoint[chain])...Int(graph.chainLastPoint[chain])
    let forward = range.map { points[$0].coordinate }
    return graph.isForward(edge) ? forward : forward.reversed()
  }
}
