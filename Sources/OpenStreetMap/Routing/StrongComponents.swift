import Foundation

/// The strongly connected components of the turn graph, as `osrm-extract` finds them to tell the
/// main network from fragments: over road edges (copies count as their edge), with the two
/// directions of a two-way road joined both ways. Tarjan's algorithm, iterative.
enum StrongComponents {
  /// Each road edge's component and each component's size, counted as OSRM counts its edge-based
  /// nodes: OSRM merges the edges through a node where only two roads meet into one, so only edges
  /// leaving a node where `roads` is not 2 count.
  static func find(graph: RoadGraph, turns: TurnGraph, roads: [Int]) -> (component: [Int32], size: [Int32]) {
    let count = graph.edgeCount
    func successors(_ edge: Int) -> [Int] {
      var result: [Int] = []
      // A copy's turns belong to its edge too.
      for node in nodes(of: edge) {
        for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
          result.append(Int(turns.nodeEdge[Int(turns.turnTarget[turn])]))
        }
      }
      let reverse = graph.reverse(ofEdge: edge)
      if reverse >= 0 { result.append(reverse) }
      return result
    }
    var copies = [[Int]](repeating: [], count: count)
    for node in count..<turns.nodeCount { copies[Int(turns.nodeEdge[node])].append(node) }
    func nodes(of edge: Int) -> [Int] { [edge] + copies[edge] }

    var index = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var component = [Int32](repeating: -1, count: count)
    var sizes: [Int32] = []
    var next = 0
    for root in 0..<count where index[root] < 0 {
      // Each frame: an edge and its successors still to visit.
      var frames: [(edge: Int, successors: [Int], position: Int)] = [(root, successors(root), 0)]
      index[root] = next
      low[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      while !frames.isEmpty {
        let top = frames.count - 1
        let edge = frames[top].edge
        if frames[top].position < frames[top].successors.count {
          let successor = frames[top].successors[frames[top].position]
          frames[top].position += 1
          if index[successor] < 0 {
            index[successor] = next
            low[successor] = next
            next += 1
            stack.append(successor)
            onStack[successor] = true
            frames.append((successor, successors(successor), 0))
          } else if onStack[successor] {
            low[edge] = min(low[edge], index[successor])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.edge { low[parent] = min(low[parent], low[edge]) }
        if low[edge] == index[edge] {
          let id = Int32(sizes.count)
          var size: Int32 = 0
          while let member = stack.popLast() {
            onStack[member] = false
            component[member] = id
            if roads[graph.source(ofEdge: member)] != 2 { size += 1 }
            if member == edge { break }
          }
          sizes.append(size)
        }
      }
    }
    return (component, sizes)
  }
}
