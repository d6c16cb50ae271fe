import Foundation

/// What a route's steps ask of each of its edges (chain, road feature, flags, roads meeting where
/// it arrives), read column by column in one short loop each before the steps are made. In those
/// loops no read waits on another, so the processor overlaps their cache misses; read edge by edge
/// inside the steps' loop, behind its branches, they came one after another, and at 100× a long
/// route's edges lie all over the map's columns.
struct EdgeFacts {
  /// Indexed by position in the route's edges.
  let chain: [Int32]
  let feature: [Int]
  let flags: [UInt8]
  /// How many roads meet at the node the edge arrives at (`MapIndexes.nodeRoads`).
  let roads: [UInt8]

  /// `nodes[k + 1]` is where `edges[k]` arrives (`Route.nodes`).
  init(store: MapStore, edges: [Int], nodes: [Int]) {
    let graph = store.data.graph
    chain = edges.map { graph.edgeChain[$0] }
    feature = chain.map { Int(graph.chainFeature[Int($0)]) }
    flags = edges.map { graph.edgeFlags[$0] }
    roads = nodes.dropFirst().map { store.indexes.nodeRoads[$0] }
  }

  func has(_ flag: EdgeFlags, _ position: Int) -> Bool { flags[position] & flag.rawValue != 0 }
}
