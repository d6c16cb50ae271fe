import Foundation

/// Where a search may start or end: a turn-graph node (a road edge) and the share of the edge's cost
/// paid on it — from the start point to the edge's end for a source, from the edge's start to the end
/// point for a target.
struct SearchEnd {
  var edge: Int
  var share: Double
}

/// What a search found: the turn-graph nodes driven, in order (the first and the last partly).
struct SearchPath {
  var cost: Double
  var nodes: [Int]
  /// The turn (arc) taken into each node after the first.
  var turns: [Int]
  var source: SearchEnd
  var target: SearchEnd
}

/// A* over the turn graph (OSRM's edge-based graph): its nodes are road edges, so turn costs and
/// restrictions are part of the graph and the search is plain.
struct RouteSearch {
  let graph: RoadGraph
  let turns: TurnGraph
  /// Unit vectors of the road graph's nodes (the heuristic is the chord to the goal).
  let nodeUnit: Column<SIMD3<Double>>
  let metric: RouteMetric
  /// Metres per unit of cost at best: the straight-line heuristic's divisor.
  let fastest: Double
  /// The landmark bounds for this metric.
  let landmarks: Landmarks
  /// The copies of each road edge made for via-way restrictions (a target counts through them).
  let copies: [Int: [Int]]

  func nodeCost(_ node: Int) -> Double {
    let edge = Int(turns.nodeEdge[node])
    return Double(metric == .time ? graph.edgeWeight[edge] : graph.edgeLength[edge])
  }

  func turnCost(_ turn: Int) -> Double { metric == .time ? Double(turns.turnWeight[turn]) : 0 }

  /// The cheapest path from any source to any target (a target counts through any copy of its
  /// edge). `direct` is the cost of staying on one edge from a source to a target ahead of it.
  func search(sources: [SearchEnd], targets: [SearchEnd], goal: SIMD3<Double>, direct: Double = .infinity)
    -> SearchPath?
  {
    let count = turns.nodeCount
    // 0.999: lengths are stored as Float; keep the heuristic safely below them.
    let scale = Coordinate.earthRadius * 0.999 / fastest
    // Every node that reaches the end, and the part of its cost not driven.
    let ends = targets.flatMap { target in
      ([target.edge] + (copies[target.edge] ?? [])).map { ($0, nodeCost($0) * (1 - target.share)) }
    }
    var estimate = [Double](repeating: -1, count: count)
    // The larger of two lower bounds on the cost from the node's end to the goal: the straight line
    // at the fastest rate, and the landmarks' bound to the nearest end node less its undriven part.
    func heuristic(_ node: Int) -> Double {
      if estimate[node] >= 0 { return estimate[node] }
      let edge = Int(turns.nodeEdge[node])
      var bound = Double.infinity
      for (end, slack) in ends { bound = min(bound, landmarks.bound(from: node, to: end) - slack) }
      let value = max(scale * simdLength(nodeUnit[Int(graph.edgeTarget[edge])] - goal), bound, 0)
      estimate[node] = value
      return value
    }
    var cost = [Double](repeating: .infinity, count: count)
    var parent = [Int32](repeating: -1, count: count)
    var startNode = [Int32](repeating: -1, count: count)
    var heap = MinHeap()
    for (index, source) in sources.enumerated() {
      let start = nodeCost(source.edge) * source.share
      if start < cost[source.edge], heuristic(source.edge) < .infinity {
        cost[source.edge] = start
        startNode[source.edge] = Int32(index)
        heap.push(start + heuristic(source.edge), Int32(source.edge))
      }
    }
    var best = direct
    var bestArrival: (turn: Int, target: Int)?
    while !heap.isEmpty {
      let (key, node32) = heap.pop()
      if key >= best { break }
      let node = Int(node32)
      let g = cost[node]
      if key > g + heuristic(node) + 1e-9 { continue }
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
        let next = Int(turns.turnTarget[turn])
        let arrive = g + turnCost(turn)
        let nextEdge = Int(turns.nodeEdge[next])
        for (index, target) in targets.enumerated() where target.edge == nextEdge {
          let total = arrive + nodeCost(next) * target.share
          if total < best {
            best = total
            bestArrival = (turn, index)
          }
        }
        let candidate = arrive + nodeCost(next)
        if candidate < cost[next], heuristic(next) < .infinity {
          cost[next] = candidate
          parent[next] = Int32(turn)
          startNode[next] = startNode[node]
          heap.push(candidate + heuristic(next), Int32(next))
        }
      }
    }
    guard let (lastTurn, targetIndex) = bestArrival else { return nil }
    var nodes = [Int(turns.turnTarget[lastTurn])]
    var taken = [lastTurn]
    var node = source(ofTurn: lastTurn)
    while true {
      nodes.append(node)
      let turn = Int(parent[node])
      if turn < 0 { break }
      taken.append(turn)
      node = source(ofTurn: turn)
    }
    let sourceIndex = Int(startNode[node])
    return SearchPath(
      cost: best, nodes: nodes.reversed(), turns: taken.reversed(), source: sources[sourceIndex],
      target: targets[targetIndex])
  }

  /// The turn-graph node a turn leaves (binary search in the offsets).
  func source(ofTurn turn: Int) -> Int {
    var low = 0
    var high = turns.nodeCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(turns.turnStart[middle]) <= turn { low = middle } else { high = middle }
    }
    return low
  }
}

func simdLength(_ vector: SIMD3<Double>) -> Double {
  (vector * vector).sum().squareRoot()
}
