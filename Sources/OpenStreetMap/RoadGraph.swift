import Foundation

/// The directed road graph for cars, in compressed sparse rows. Nodes are junctions and road ends;
/// a *chain* is the stretch of one road between two nodes, and carries up to two directed edges
/// (one per direction the road may be driven).
public struct RoadGraph: Sendable, Equatable {
  /// The index in `MapData.points` of each node's position.
  var nodePoint: [Int32] = []
  /// Node `n`'s outgoing edges are `edgeStart[n] ..< edgeStart[n + 1]`.
  var edgeStart: [Int32] = [0]
  var edgeTarget: [Int32] = []
  /// Metres along the road.
  var edgeLength: [Float] = []
  /// Seconds at the road's speed.
  var edgeTime: [Float] = []
  var edgeChain: [Int32] = []

  /// The chain's vertices are `points[chainFirstPoint ... chainLastPoint]` (first < last), from
  /// node `chainFromNode` to node `chainToNode`.
  var chainFirstPoint: [Int32] = []
  var chainLastPoint: [Int32] = []
  var chainFromNode: [Int32] = []
  var chainToNode: [Int32] = []
  /// The edge driving the chain from first to last point, and back; −1 where one-way forbids it.
  var chainForwardEdge: [Int32] = []
  var chainBackwardEdge: [Int32] = []

  public var nodeCount: Int { nodePoint.count }
  public var edgeCount: Int { edgeTarget.count }

  /// One directed edge, as tests and tools see it.
  public struct Edge: Sendable {
    public var target: Int
    public var length: Double
    public var time: Double
  }

  /// The edges leaving `node`.
  public func edges(from node: Int) -> [Edge] {
    (Int(edgeStart[node])..<Int(edgeStart[node + 1])).map {
      Edge(target: Int(edgeTarget[$0]), length: Double(edgeLength[$0]), time: Double(edgeTime[$0]))
    }
  }
}
