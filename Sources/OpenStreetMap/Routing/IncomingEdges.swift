import Foundation

/// The road edges into each graph node, in compressed sparse rows (a counting sort of the edges by
/// target): a route to a node finds its last edges without scanning every edge of the map, which at
/// 100× the Helsinki extract cost more than the search itself. Made once, on the first route to a node.
struct IncomingEdges: Sendable {
  private let start: [Int32]
  private let edge: [Int32]

  init(_ graph: RoadGraph) {
    var start = [Int32](repeating: 0, count: graph.nodeCount + 1)
    for index in 0..<graph.edgeCount { start[Int(graph.edgeTarget[index]) + 1] += 1 }
    for node in 0..<graph.nodeCount { start[node + 1] += start[node] }
    var fill = start
    var edge = [Int32](repeating: 0, count: graph.edgeCount)
    for index in 0..<graph.edgeCount {
      let target = Int(graph.edgeTarget[index])
      edge[Int(fill[target])] = Int32(index)
      fill[target] += 1
    }
    self.start = start
    self.edge = edge
  }

  /// The edges ending at `node`, in edge order.
  func edges(into node: Int) -> [Int] {
    edge[Int(start[node])..<Int(start[node + 1])].map { Int($0) }
  }
}
