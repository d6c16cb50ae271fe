import Foundation
import Testing

@testable import OpenStreetMap

/// The contraction hierarchy answers the time metric's routes; A* over the plain turn graph (with
/// landmarks, itself checked against brute-force Dijkstra in `RoutingTests`) is the reference. Both
/// get the same sources and targets, from the same snapping.
@Suite struct ContractionHierarchyTests {
  /// Equal cost; the same turns unless another path costs the same (then either is right).
  private static func compare(_ hierarchy: SearchPath?, _ plain: SearchPath?, _ what: String) -> Bool {
    #expect((hierarchy == nil) == (plain == nil), "\(what): reachability differs")
    guard let hierarchy, let plain else { return false }
    #expect(
      abs(hierarchy.cost - plain.cost) <= 1e-9 * max(1, plain.cost),
      "\(what): \(hierarchy.cost) vs \(plain.cost)")
    #expect(hierarchy.nodes.first == hierarchy.source.edge || hierarchy.nodes.count == 1)
    // The unpacked turns chain: each leaves the node the previous entered.
    let turns = (hierarchy.turns, hierarchy.nodes)
    #expect(turns.0.count == turns.1.count - 1, "\(what): turns and nodes do not chain")
    return hierarchy.nodes == plain.nodes && hierarchy.turns == plain.turns
  }

  @Test func routesBetweenRoadPointsEqualAStar() throws {
    let map = try TestData.map()
    var same = 0
    var compared = 0
    for ends in RandomRouteEnds.make(map, seed: 13, tries: 400) {
      let (hierarchy, plain) = ends.paths(map)
      if Self.compare(hierarchy, plain, ends.label) { same += 1 }
      if plain != nil { compared += 1 }
    }
    #expect(compared >= 200)
    // Ties between equal-cost paths are rare on real roads: nearly every path is the very same.
    #expect(same >= compared * 99 / 100, "\(same) of \(compared) paths identical")
  }

  @Test func nodeToNodeRoutesEqualAStar() throws {
    let map = try TestData.map()
    var generator = SeededGenerator(seed: 14)
    var found = 0
    for _ in 0..<200 {
      let a = Int.random(in: 0..<map.graph.nodeCount, using: &generator)
      let b = Int.random(in: 0..<map.graph.nodeCount, using: &generator)
      guard a != b else { continue }
      let hierarchy = map.route(fromNode: a, toNode: b)
      let sources = map.graph.edges(from: a).map { SearchEnd(edge: $0.id, share: 1) }
      let targets = (0..<map.graph.edgeCount).filter { map.graph.edge($0).target == b }.map {
        SearchEnd(edge: $0, share: 1)
      }
      let plain = map.routeSearch(.time).search(
        sources: sources, targets: targets, goal: map.indexes.nodeUnit[b])
      #expect((hierarchy == nil) == (plain == nil))
      guard let hierarchy, let plain else { continue }
      found += 1
      #expect(abs(hierarchy.cost - plain.cost) <= 1e-9 * max(1, plain.cost))
      #expect(hierarchy.nodes.first == a && hierarchy.nodes.last == b)
    }
    #expect(found >= 120)
  }

  @Test func theHierarchyIsStoredAndReadInPlace() throws {
    let map = try TestData.map()
    let hierarchy = map.indexes.hierarchy
    #expect(hierarchy.nodeCount == map.turnGraph.nodeCount)
    #expect(hierarchy.shortcutFirst.count > 0)
    let bytes = MapFile.encode(map.data, map.indexes)
    let (_, read) = try bytes.withUnsafeBytes { try MapFile.decode($0, path: "test.hailmap") }
    #expect(read.hierarchy == hierarchy)
  }

  /// Nodes are numbered by importance, the last contracted 0: every arc, up or down, leads to a
  /// smaller number, so the nodes most queries reach lie together at the start.
  @Test func nodesAreNumberedMostImportantFirst() throws {
    let hierarchy = try TestData.map().indexes.hierarchy
    #expect(Set(hierarchy.rank).count == hierarchy.nodeCount)
    for x in 0..<hierarchy.nodeCount {
      let arcs = Int(hierarchy.start[2 * x])..<Int(hierarchy.start[2 * x + 2])
      #expect(arcs.allSatisfy { Int(hierarchy.arcs[$0].node) < x }, "node \(x) has an arc to a later number")
    }
  }
}
