import Foundation

/// Builds the car road graph from the routable road parts.
enum GraphBuilder {
  /// A node at every part end and every OSM node that two parts (or one part twice) share; a chain
  /// between consecutive nodes along a part; an edge per direction the chain may be driven.
  static func build(
    parts: [(range: Range<Int>, ids: [Int64], speed: Double, oneway: Int8)], points: [FixedCoordinate]
  ) -> RoadGraph {
    var uses: [Int64: Int] = [:]
    for part in parts {
      for id in part.ids { uses[id, default: 0] += 1 }
    }
    var graph = RoadGraph()
    var nodeOf: [Int64: Int32] = [:]
    func node(_ id: Int64, point: Int) -> Int32 {
      if let node = nodeOf[id] { return node }
      let node = Int32(graph.nodePoint.count)
      nodeOf[id] = node
      graph.nodePoint.append(Int32(point))
      return node
    }
    var edges: [(from: Int32, to: Int32, length: Float, time: Float, chain: Int32)] = []
    for part in parts {
      let last = part.ids.count - 1
      var chainStart = 0
      var length = 0.0
      for index in 1...last {
        let a = points[part.range.lowerBound + index - 1].coordinate
        let b = points[part.range.lowerBound + index].coordinate
        length += a.distance(to: b)
        guard index == last || uses[part.ids[index]]! >= 2 else { continue }
        let from = node(part.ids[chainStart], point: part.range.lowerBound + chainStart)
        let to = node(part.ids[index], point: part.range.lowerBound + index)
        let chain = Int32(graph.chainFirstPoint.count)
        let time = length / (part.speed / 3.6)
        graph.chainFirstPoint.append(Int32(part.range.lowerBound + chainStart))
        graph.chainLastPoint.append(Int32(part.range.lowerBound + index))
        graph.chainFromNode.append(from)
        graph.chainToNode.append(to)
        var forward: Int32 = -1
        var backward: Int32 = -1
        if part.oneway >= 0 {
          forward = Int32(edges.count)
          edges.append((from, to, Float(length), Float(time), chain))
        }
        if part.oneway <= 0 {
          backward = Int32(edges.count)
          edges.append((to, from, Float(length), Float(time), chain))
        }
        graph.chainForwardEdge.append(forward)
        graph.chainBackwardEdge.append(backward)
        chainStart = index
        length = 0
      }
    }
    // Compressed sparse rows: order edges by source node (stable, so ids stay deterministic) and
    // renumber the chains' edge references.
    let order = edges.indices.sorted { (edges[$0].from, $0) < (edges[$1].from, $1) }
    var newIndex = [Int32](repeating: 0, count: edges.count)
    for (position, old) in order.enumerated() { newIndex[old] = Int32(position) }
    graph.edgeStart = [Int32](repeating: 0, count: graph.nodePoint.count + 1)
    for edge in edges { graph.edgeStart[Int(edge.from) + 1] += 1 }
    for node in 0..<graph.nodePoint.count { graph.edgeStart[node + 1] += graph.edgeStart[node] }
    for old in order {
      let edge = edges[old]
      graph.edgeTarget.append(edge.to)
      graph.edgeLength.append(edge.length)
      graph.edgeTime.append(edge.time)
      graph.edgeChain.append(edge.chain)
    }
    graph.chainForwardEdge = graph.chainForwardEdge.map { $0 < 0 ? -1 : newIndex[Int($0)] }
    graph.chainBackwardEdge = graph.chainBackwardEdge.map { $0 < 0 ? -1 : newIndex[Int($0)] }
    return graph
  }
}
