import Foundation

/// One piece of a car-routable way as the importer hands it to the graph: its run of points, their
/// OpenStreetMap node ids, the way's id, the car rules and the road feature drawn for it.
struct RoutablePart {
  var range: Range<Int>
  var ids: [Int64]
  var way: Int64
  var car: CarWay
  var feature: Int32
}

/// Builds the car road graph and its turn graph from the routable road parts.
struct GraphBuilder {
  var graph = RoadGraph()
  /// Each graph node's OpenStreetMap node id (for node rules and restrictions).
  private(set) var nodeOSM: [Int64] = []
  /// Each way's pieces as chains in the way's order, with their end nodes.
  private(set) var wayPieces: [Int64: [(chains: [Int32], first: Int32, last: Int32)]] = [:]

  /// A node at every part end, every OpenStreetMap node two parts (or one part twice) share, and
  /// every node with a car rule (barrier, gate, signals…); a chain between consecutive nodes along a
  /// part; an edge per direction cars may drive it.
  init(parts: [RoutablePart], points: Column<FixedCoordinate>, carNodes: [Int64: CarNode]) {
    var uses: [Int64: Int] = [:]
    for part in parts {
      for id in part.ids { uses[id, default: 0] += 1 }
    }
    var nodeOf: [Int64: Int32] = [:]
    func node(_ id: Int64, point: Int) -> Int32 {
      if let node = nodeOf[id] { return node }
      let node = Int32(graph.nodePoint.count)
      nodeOf[id] = node
      graph.nodePoint.append(Int32(point))
      nodeOSM.append(id)
      return node
    }
    var edges:
      [(from: Int32, to: Int32, length: Float, time: Float, weight: Float, flags: UInt8, chain: Int32)] = []
    for part in parts {
      let last = part.ids.count - 1
      var chainStart = 0
      var length = 0.0
      var chains: [Int32] = []
      let firstNode = node(part.ids[0], point: part.range.lowerBound)
      for index in 1...last {
        let a = points[part.range.lowerBound + index - 1].coordinate
        let b = points[part.range.lowerBound + index].coordinate
        length += a.distance(to: b)
        let id = part.ids[index]
        guard index == last || uses[id]! >= 2 || carNodes[id] != nil else { continue }
        let from = node(part.ids[chainStart], point: part.range.lowerBound + chainStart)
        let to = node(id, point: part.range.lowerBound + index)
        let chain = Int32(graph.chainFirstPoint.count)
        chains.append(chain)
        graph.chainFirstPoint.append(Int32(part.range.lowerBound + chainStart))
        graph.chainLastPoint.append(Int32(part.range.lowerBound + index))
        graph.chainFromNode.append(from)
        graph.chainToNode.append(to)
        graph.chainFeature.append(part.feature)
        // An edge per direction cars may drive, with its time and routing weight.
        let car = part.car
        var directed: [Int32] = []
        for (speed, rate, restricted, source, target) in [
          (car.forwardSpeed, car.forwardRate, car.forwardRestricted, from, to),
          (car.backwardSpeed, car.backwardRate, car.backwardRestricted, to, from),
        ] {
          guard let speed else {
            directed.append(-1)
            continue
          }
          directed.append(Int32(edges.count))
          edges.append(
            (
              source, target, Float(length), Float(length / (speed / 3.6)),
              Float(length / (speed * rate / 3.6)),
              GraphBuilder.flags(car, restricted: restricted), chain
            ))
        }
        let (forward, backward) = (directed[0], directed[1])
        graph.chainForwardEdge.append(forward)
        graph.chainBackwardEdge.append(backward)
        chainStart = index
        length = 0
      }
      wayPieces[part.way, default: []].append((chains, firstNode, nodeOf[part.ids[last]]!))
    }
    // Compressed sparse rows: order edges by source node (stable, so ids stay deterministic) and
    // renumber the chains' edge references.
    let order = edges.indices.sorted { (edges[$0].from, $0) < (edges[$1].from, $1) }
    var newIndex = [Int32](repeating: 0, count: edges.count)
    for (position, old) in order.enumerated() { newIndex[old] = Int32(position) }
    graph.edgeStart = Column(repeating: 0, count: graph.nodePoint.count + 1)
    for edge in edges { graph.edgeStart[Int(edge.from) + 1] += 1 }
    for node in 0..<graph.nodePoint.count { graph.edgeStart[node + 1] += graph.edgeStart[node] }
    for old in order {
      let edge = edges[old]
      graph.edgeTarget.append(edge.to)
      graph.edgeLength.append(edge.length)
      graph.edgeTime.append(edge.time)
      graph.edgeWeight.append(edge.weight)
      graph.edgeFlags.append(edge.flags)
      graph.edgeChain.append(edge.chain)
    }
    graph.chainForwardEdge = Column(graph.chainForwardEdge.map { $0 < 0 ? -1 : newIndex[Int($0)] })
    graph.chainBackwardEdge = Column(graph.chainBackwardEdge.map { $0 < 0 ? -1 : newIndex[Int($0)] })
  }

  private static func flags(_ car: CarWay, restricted: Bool) -> UInt8 {
    var flags: EdgeFlags = []
    if restricted { flags.insert(.restricted) }
    if car.isRoundabout { flags.insert(.roundabout) }
    if car.isStartpoint { flags.insert(.startpoint) }
    return flags.rawValue
  }

  // MARK: Restrictions as edges

  /// The edges of `way` that drive into `node` (or out of it, `into` false) where the way ends
  /// there (OSRM takes a via node only at an end of the `from` and `to` ways: in the middle it would
  /// not say which side is meant).
  func edges(of way: Int64, at node: Int32, into: Bool) -> [Int] {
    (wayPieces[way] ?? []).flatMap { piece -> [Int] in
      var found: [Int32] = []
      if piece.last == node, let chain = piece.chains.last {
        found.append(into ? graph.chainForwardEdge[Int(chain)] : graph.chainBackwardEdge[Int(chain)])
      }
      if piece.first == node, let chain = piece.chains.first {
        found.append(into ? graph.chainBackwardEdge[Int(chain)] : graph.chainForwardEdge[Int(chain)])
      }
      return found.filter { $0 >= 0 }.map(Int.init)
    }
  }

  /// The whole of `way` driven from its end `node` to its other end: the edges in order and the
  /// node reached; nil when the way does not end at `node` or cars may not drive it that way.
  func drive(_ way: Int64, from node: Int32) -> (edges: [Int], end: Int32)? {
    for piece in wayPieces[way] ?? [] {
      if piece.first == node {
        let edges = piece.chains.map { Int(graph.chainForwardEdge[Int($0)]) }
        return edges.allSatisfy { $0 >= 0 } ? (edges, piece.last) : nil
      }
      if piece.last == node {
        let edges = piece.chains.reversed().map { Int(graph.chainBackwardEdge[Int($0)]) }
        return edges.allSatisfy { $0 >= 0 } ? (edges, piece.first) : nil
      }
    }
    return nil
  }

  /// The graph nodes where `way` ends.
  func ends(of way: Int64) -> [Int32] { (wayPieces[way] ?? []).flatMap { [$0.first, $0.last] } }

  /// A restriction as edge sequences: each `[from, via…, to]` it names (usually one).
  func edgeSequences(_ restriction: TurnRestriction, node nodeOf: [Int64: Int32]) -> [[Int]] {
    switch restriction.via {
    case .node(let id):
      guard let via = nodeOf[id] else { return [] }
      let froms = edges(of: restriction.from, at: via, into: true)
      let tos = edges(of: restriction.to, at: via, into: false)
      return froms.flatMap { from in tos.map { [from, $0] } }
    case .ways(let ways):
      // Where `from` meets the first via way, then each via way driven end to end.
      var sequences: [[Int]] = []
      for start in Set(ends(of: restriction.from)).intersection(ends(of: ways[0])) {
        var node = start
        var path: [Int] = []
        var complete = true
        for way in ways {
          guard let driven = drive(way, from: node) else {
            complete = false
            break
          }
          path += driven.edges
          node = driven.end
        }
        guard complete else { continue }
        for from in edges(of: restriction.from, at: start, into: true) {
          for to in edges(of: restriction.to, at: node, into: false) {
            sequences.append([from] + path + [to])
          }
        }
      }
      return sequences
    }
  }

  /// The graph node of each OpenStreetMap node id.
  var nodeIndex: [Int64: Int32] {
    Dictionary(uniqueKeysWithValues: nodeOSM.enumerated().map { ($1, Int32($0)) })
  }
}
