import Foundation
import Testing

@testable import OpenStreetMap

/// The hierarchy's core: its table holds the cheapest costs between its nodes (Dijkstra over the
/// plain turn graph is the reference), queries that meet through it find the routes A* finds and
/// the costs the query without it finds, a table too low for the arcs costs a query its speed, not
/// its answer, and one too high only lengthens routes.
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
    let (compared, joins) = Self.compareWithAStar(map, seed: 21)
    #expect(compared >= 150)
    #expect(joins >= compared / 4, "\(joins) of \(compared) queries met through the core")
    // Every join found its path back through the core: none searched again.
    #expect(map.hierarchySearch.coreFallbackCount == 0)
  }

  /// A table whose costs are all halved (still numbers the validator takes) draws queries to the
  /// core, where no arc matches the costs: each such query searches to the top, and every route
  /// still costs what A* finds. (No join succeeds: a walk back would need arcs of weight 0 all the
  /// way.)
  @Test func aTableThatDoesNotMatchTheArcsIsSearchedAround() throws {
    let shared = try TestData.map()
    var indexes = shared.indexes
    indexes.hierarchy.core.cost = Column(indexes.hierarchy.core.cost.map { $0 / 2 })
    let map = MapStore(shared.data, indexes)
    let (compared, joins) = Self.compareWithAStar(map, seed: 22)
    #expect(compared >= 150)
    #expect(joins == 0)
  }

  /// A table whose costs are all doubled cannot be told from a real one: routes that climb through
  /// the core cost more, or are not found, but every route found is a real path of the turn graph,
  /// costs no less than A*'s, and nothing breaks.
  @Test func aTableTooHighOnlyLengthensRoutes() throws {
    let shared = try TestData.map()
    var indexes = shared.indexes
    indexes.hierarchy.core.cost = Column(indexes.hierarchy.core.cost.map { $0 * 2 })
    let map = MapStore(shared.data, indexes)
    var found = 0
    var longer = 0
    for ends in RandomRouteEnds.make(map, seed: 23, tries: 200) {
      let (hierarchy, plain) = ends.paths(map)
      guard let hierarchy, let plain else { continue }
      found += 1
      #expect(hierarchy.cost >= plain.cost - 1e-9 * max(1, plain.cost))
      if hierarchy.cost > plain.cost + 1e-9 * max(1, plain.cost) { longer += 1 }
      Self.expectChained(hierarchy, map.turnGraph)
    }
    #expect(found >= 100)
    // Some routes climb through the core, and now cost more.
    #expect(longer > 0)
  }

  /// Between core nodes themselves (a query's source and target in the core, labelled at its start)
  /// and from core nodes to others and back, the query that stops at the core finds the costs of
  /// the one that searches to the top.
  @Test func endsInTheCoreCostWhatTheSearchToTheTopFinds() throws {
    let shared = try TestData.map()
    let map = MapStore(shared.data, shared.indexes)
    let hierarchy = map.indexes.hierarchy
    let size = hierarchy.core.size
    // Ends are road edges (a via-way copy is a target only through its edge), in the core or not.
    var inCore: [Int] = []
    var outside: [Int] = []
    for (turnNode, rank) in hierarchy.rank.enumerated() where turnNode < map.graph.edgeCount {
      if rank < size { inCore.append(turnNode) } else { outside.append(turnNode) }
    }
    #expect(inCore.count >= size / 2)
    var generator = SeededGenerator(seed: 24)
    var compared = 0
    for _ in 0..<400 {
      // Both ends in the core, or one of them.
      let a = inCore.randomElement(using: &generator)!
      let b = inCore.randomElement(using: &generator)!
      let c = outside.randomElement(using: &generator)!
      for (from, to) in [(a, b), (a, c), (c, a)] where from != to {
        let sources = [SearchEnd(edge: from, share: 1)]
        let targets = [SearchEnd(edge: to, share: 1)]
        let core = map.hierarchySearch.search(sources: sources, targets: targets)
        let top = map.hierarchySearch.search(sources: sources, targets: targets, stopsAtCore: false)
        #expect((core == nil) == (top == nil), "\(from) → \(to): reachability differs")
        guard let core, let top else { continue }
        compared += 1
        #expect(
          abs(core.cost - top.cost) <= 1e-9 * max(1, top.cost), "\(from) → \(to): \(core.cost) vs \(top.cost)"
        )
        Self.expectChained(core, map.turnGraph)
      }
    }
    #expect(compared >= 400)
  }

  /// The unpacked turns chain: each leaves the node before it and enters the next node of the path.
  private static func expectChained(_ path: SearchPath, _ turns: TurnGraph) {
    #expect(path.turns.count == path.nodes.count - 1)
    for (index, turn) in path.turns.enumerated() {
      let from = path.nodes[index]
      #expect(Int(turns.turnTarget[turn]) == path.nodes[index + 1])
      #expect((Int(turns.turnStart[from])..<Int(turns.turnStart[from + 1])).contains(turn))
    }
  }

  /// How many random pairs both searches answered (all at the same cost), and how many of the
  /// hierarchy's queries met through the core.
  private static func compareWithAStar(_ map: MapStore, seed: UInt64) -> (compared: Int, joins: Int) {
    var compared = 0
    let joinsBefore = map.hierarchySearch.joinsThroughCore
    for ends in RandomRouteEnds.make(map, seed: seed, tries: 300) {
      let (hierarchy, plain) = ends.paths(map)
      #expect((hierarchy == nil) == (plain == nil), "\(ends.label): reachability differs")
      guard let hierarchy, let plain else { continue }
      compared += 1
      #expect(
        abs(hierarchy.cost - plain.cost) <= 1e-9 * max(1, plain.cost), "\(hierarchy.cost) vs \(plain.cost)")
      Self.expectChained(hierarchy, map.turnGraph)
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
