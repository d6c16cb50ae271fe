import Foundation

/// Landmark distances for A* (ALT: A*, landmarks, triangle inequality; Goldberg & Harrelson 2005):
/// the exact cost from a few far-apart turn-graph nodes to every node and back. For any nodes x and
/// t, d(x, t) ≥ d(L, t) − d(L, x) and ≥ d(x, L) − d(t, L), a lower bound far tighter than the
/// straight line at the fastest speed, so the search explores a fraction of the graph. Computed when
/// a map loads (16 Dijkstra runs per metric over the turn graph); a contraction hierarchy would
/// replace it on large maps.
struct Landmarks: Sendable {
  /// How many landmarks: more tighten the bound, each costs two searches at load and two lookups per
  /// bound.
  static let count = 8

  let nodeCount: Int
  /// `toNode[l * nodeCount + x]` = d(landmark l, x); `fromNode[…]` = d(x, landmark l).
  private let toNode: [Double]
  private let fromNode: [Double]
  let landmarks: [Int]

  /// `cost(x)` is what entering node x costs (its edge), `turn(t)` what turn t adds.
  init(
    turns: TurnGraph, reverse: (start: Column<Int32>, turn: Column<Int32>, source: Column<Int32>),
    positions: [MapPoint],
    cost: (Int) -> Double, turn: (Int) -> Double
  ) {
    nodeCount = turns.nodeCount
    landmarks = Landmarks.choose(positions, count: min(Landmarks.count, nodeCount))
    var toNode: [Double] = []
    var fromNode: [Double] = []
    for landmark in landmarks {
      toNode += Landmarks.dijkstra(from: landmark, count: nodeCount) { node, relax in
        for arc in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
          let next = Int(turns.turnTarget[arc])
          relax(next, turn(arc) + cost(next))
        }
      }
      // Backwards: entering `node` from `previous` costs the turn and the node's own edge.
      fromNode += Landmarks.dijkstra(from: landmark, count: nodeCount) { node, relax in
        for index in Int(reverse.start[node])..<Int(reverse.start[node + 1]) {
          relax(Int(reverse.source[index]), turn(Int(reverse.turn[index])) + cost(node))
        }
      }
    }
    self.toNode = toNode
    self.fromNode = fromNode
  }

  /// A lower bound on d(x, target); infinity when x cannot reach the target at all.
  func bound(from x: Int, to target: Int) -> Double {
    var best = 0.0
    for l in 0..<landmarks.count {
      let toX = toNode[l * nodeCount + x]
      let toTarget = toNode[l * nodeCount + target]
      if toX < .infinity {
        if toTarget == .infinity { return .infinity }
        best = max(best, toTarget - toX)
      }
      let fromX = fromNode[l * nodeCount + x]
      let fromTarget = fromNode[l * nodeCount + target]
      if fromTarget < .infinity {
        if fromX == .infinity { return .infinity }
        best = max(best, fromX - fromTarget)
      }
    }
    return best
  }

  /// Far-apart landmarks: the node farthest from the map's middle, then each next one farthest from
  /// those chosen (straight-line distance).
  private static func choose(_ positions: [MapPoint], count: Int) -> [Int] {
    guard !positions.isEmpty else { return [] }
    let middle = MapPoint(
      x: positions.map(\.x).reduce(0, +) / Double(positions.count),
      y: positions.map(\.y).reduce(0, +) / Double(positions.count))
    var nearest = positions.map { hypot($0.x - middle.x, $0.y - middle.y) }
    var chosen: [Int] = []
    for _ in 0..<count {
      guard let next = nearest.indices.max(by: { nearest[$0] < nearest[$1] }), nearest[next] > 0 else {
        break
      }
      chosen.append(next)
      for index in positions.indices {
        nearest[index] = min(
          nearest[index],
          hypot(positions[index].x - positions[next].x, positions[index].y - positions[next].y))
      }
    }
    return chosen
  }

  private static func dijkstra(
    from source: Int, count: Int, _ neighbours: (Int, (Int, Double) -> Void) -> Void
  )
    -> [Double]
  {
    var cost = [Double](repeating: .infinity, count: count)
    cost[source] = 0
    var heap = MinHeap()
    heap.push(0, Int32(source))
    while !heap.isEmpty {
      let (key, node32) = heap.pop()
      let node = Int(node32)
      if key > cost[node] { continue }
      neighbours(node) { next, step in
        let candidate = key + step
        if candidate < cost[next] {
          cost[next] = candidate
          heap.push(candidate, Int32(next))
        }
      }
    }
    return cost
  }
}
