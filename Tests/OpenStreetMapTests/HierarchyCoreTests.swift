import Foundation
import Testing

@testable import OpenStreetMap

/// The hierarchy's core: its table holds the cheapest costs between its nodes (Dijkstra over the
/// plain turn graph is the reference), queries that meet through it find the routes A* finds, and a
/// table that does not match the arcs costs a query its speed, not its answer.
@Suite struct HierarchyCoreTests {
  /// The Helsinki map's hierarchy has a core, and the cost from each core node to each other one is
  /// the turn graph's cheapest (each turn's weight and the weight of the edge it enters).
  @Test func theTableHoldsTheCheapestCostsBetweenCoreNodes() throws {
    let map = try TestData.map()
    let hierarchy = map.indexes.hierarchy
    let core = hierarchy.core
    let size = core.size
    #expect(size == HierarchyCore.size(forNodeCount: hierarchy.nodeCount) && size >= 16)
    var node = [Int](repeating: 0, count: size)
    for (turnNode, rank) in hierarchy.rank.enumerated() where rank < size { node[Int(rank)] = turnNode }
    var reached = 0
    for f in 0..<size {
      let cost = Self.dijkstra(from: node[f], map.graph, map.turnGraph)
      for b in 0..<size {
        let expected = cost[node[b]]
        let stored = core.cost[f * size + b]
        #expect(
          expected == stored || abs(expected - stored) <= 1e-9 * expected,
          "core \(f) → \(b): \(stored) vs \(expected)")
        if stored < .infinity { reached += 1 }
      }
    }
    // The top nodes are the main roads: most reach one another.
    #expect(reached > size * size / 2)
  }

  /// Routes between random points by the hierarchy, on a map of their own (so the count of joins is
  /// theirs), cost what A* finds, and most of them meet through the core.
  @Test func routesThroughTheCoreEqualAStar() throws {
    let shared = try TestData.map()
    let map = MapStore(shared.data, shared.indexes)
    let (compared, joins) = try Self.compareWithAStar(map, seed: 21)
    #expect(compared >= 150)
    #expect(joins >= compared / 4, "\(joins) of \(compared) queries met through the core")
  }

  /// A table whose costs are all halved (still numbers the validator takes) draws queries to the
  /// core, where no arc matches the costs: each such query searches to the top, and every route
  /// still costs what A* finds.
  @Test func aTableThatDoesNotMatchTheArcsIsSearchedAround() throws {
    let shared = try TestData.map()
    var indexes = shared.indexes
    indexes.hierarchy.core.cost = Column(indexes.hierarchy.core.cost.map { $0 / 2 })
    let map = MapStore(shared.data, indexes)
    let (compared, joins) = try Self.compareWithAStar(map, seed: 22)
    #expect(compared >= 150)
    #expect(joins == 0)
  }

  /// How many random pairs both searches answered (all at the same cost), and how many of the
  /// hierarchy's queries met through the core.
  private static func compareWithAStar(_ map: MapStore, seed: UInt64) throws -> (compared: Int, joins: Int) {
    let (southWest, northEast) = map.coordinateBounds
    var generator = SeededGenerator(seed: seed)
    var compared = 0
    let joinsBefore = map.hierarchySearch.joinsThroughCore
    for _ in 0..<300 {
      let random = {
        Coordinate(
          latitude: .random(in: southWest.latitude...northEast.latitude, using: &generator),
          longitude: .random(in: southWest.longitude...northEast.longitude, using: &generator))
      }
      guard let (starts, ends) = try? map.snapCandidates(random(), random()) else { continue }
      let (origin, destination) = map.snapEnds(starts, ends)
      let sources = map.sources(origin)
      let targets = map.targets(destination)
      let hierarchy = map.hierarchySearch.search(sources: sources, targets: targets)
      let plain = map.routeSearch(.time).search(
        sources: sources, targets: targets, goal: MapStore.unitVector(destination.coordinate))
      #expect((hierarchy == nil) == (plain == nil), "\(origin) → \(destination): reachability differs")
      guard let hierarchy, let plain else { continue }
      compared += 1
      #expect(
        abs(hierarchy.cost - plain.cost) <= 1e-9 * max(1, plain.cost), "\(hierarchy.cost) vs \(plain.cost)")
      // The unpacked turns chain: each enters the next node of the path.
      #expect(hierarchy.turns.count == hierarchy.nodes.count - 1)
      for (index, turn) in hierarchy.turns.enumerated() {
        #expect(Int(map.turnGraph.turnTarget[turn]) == hierarchy.nodes[index + 1])
        #expect(
          (Int(
            map.turnGraph.turnStart[hierarchy.nodes[index]])..<Int(
              map.turnGraph.turnStart[hierarchy.nodes[index] + 1]))
            .contains(turn))
      }
    }
    return (compared, map.hierarchySearch.joinsThroughCore - joinsBefore)
  }

  /// The cheapest cost from turn-graph node `source` to every node: a turn costs its weight and
  /// the weight of the edge it enters, as the hierarchy's arcs do.
  private static func dijkstra(from source: Int, _ graph: RoadGraph, _ turns: TurnGraph) -> [Double] {
    var cost = [Double](repeating: .infinity, count: turns.nodeCount)
    var queue = MinHeap()
    cost[source] = 0
    queue.push(0, Int32(source))
    while !queue.isEmpty {
      let (key, node) = queue.pop()
      guard key <= cost[Int(node)] else { continue }
      for turn in Int(turns.turnStart[Int(node)])..<Int(turns.turnStart[Int(node) + 1]) {
        let target = Int(turns.turnTarget[turn])
        let next =
          key + Double(turns.turnWeight[turn]) + Double(graph.edgeWeight[Int(turns.nodeEdge[target])])
        if next < cost[target] {
          cost[target] = next
          queue.push(next, Int32(target))
        }
      }
    }
    return cost
  }
}
