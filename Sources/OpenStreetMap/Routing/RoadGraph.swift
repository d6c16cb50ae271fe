import Foundation

/// The directed road graph for cars, in compressed sparse rows. Nodes are junctions, road ends and
/// nodes that matter to cars (barriers, gates, traffic signals); a *chain* is the stretch of one road
/// between two nodes, and carries up to two directed edges (one per direction cars may drive it).
/// Turns between edges (with their costs and the turn restrictions) are in `TurnGraph`.
public struct RoadGraph: Sendable, Equatable {
  /// The index in `MapData.points` of each node's position.
  var nodePoint: Column<Int32> = []
  /// Node `n`'s outgoing edges are `edgeStart[n] ..< edgeStart[n + 1]`.
  var edgeStart: Column<Int32> = [0]
  var edgeTarget: Column<Int32> = []
  /// Metres along the road.
  var edgeLength: Column<Float> = []
  /// Seconds at the road's speed (OSRM's duration).
  var edgeTime: Column<Float> = []
  /// Seconds divided by the road's rate (OSRM's `routability` weight): more than the time on
  /// service roads, narrow roads and the like, which a route avoids unless they save real time.
  var edgeWeight: Column<Float> = []
  /// `EdgeFlags`.
  var edgeFlags: Column<UInt8> = []
  var edgeChain: Column<Int32> = []

  /// The chain's vertices are `points[chainFirstPoint ... chainLastPoint]` (first < last), from
  /// node `chainFromNode` to node `chainToNode`, in the OpenStreetMap way's direction.
  var chainFirstPoint: Column<Int32> = []
  var chainLastPoint: Column<Int32> = []
  var chainFromNode: Column<Int32> = []
  var chainToNode: Column<Int32> = []
  /// The edge driving the chain from first to last point, and back; −1 where cars may not.
  var chainForwardEdge: Column<Int32> = []
  var chainBackwardEdge: Column<Int32> = []
  /// The road feature the chain belongs to (its name and class, for instructions).
  var chainFeature: Column<Int32> = []

  public var nodeCount: Int { nodePoint.count }
  public var edgeCount: Int { edgeTarget.count }

  /// One directed edge, as tests and tools see it.
  public struct Edge: Sendable {
    public var id: Int
    public var target: Int
    public var length: Double
    public var time: Double
    public var weight: Double
  }

  /// The edges leaving `node`.
  public func edges(from node: Int) -> [Edge] {
    (Int(edgeStart[node])..<Int(edgeStart[node + 1])).map(edge)
  }

  /// Edge `id`.
  public func edge(_ id: Int) -> Edge {
    Edge(
      id: id, target: Int(edgeTarget[id]), length: Double(edgeLength[id]), time: Double(edgeTime[id]),
      weight: Double(edgeWeight[id]))
  }

  /// The node an edge leaves.
  func source(ofEdge edge: Int) -> Int {
    let chain = Int(edgeChain[edge])
    return Int(chainForwardEdge[chain] == Int32(edge) ? chainFromNode[chain] : chainToNode[chain])
  }

  /// Whether the edge drives its chain in the way's direction.
  func isForward(_ edge: Int) -> Bool { chainForwardEdge[Int(edgeChain[edge])] == Int32(edge) }

  /// The same chain driven the other way, or −1.
  func reverse(ofEdge edge: Int) -> Int {
    let chain = Int(edgeChain[edge])
    return Int(isForward(edge) ? chainBackwardEdge[chain] : chainForwardEdge[chain])
  }

  func has(_ flag: EdgeFlags, _ edge: Int) -> Bool { edgeFlags[edge] & flag.rawValue != 0 }
}

/// Per-edge facts from the car profile.
struct EdgeFlags: OptionSet, Sendable {
  let rawValue: UInt8
  /// Local access only (`CarWay.forwardRestricted`).
  static let restricted = EdgeFlags(rawValue: 1)
  static let roundabout = EdgeFlags(rawValue: 2)
  /// A route may start or end here (`CarWay.isStartpoint`).
  static let startpoint = EdgeFlags(rawValue: 4)
}

/// The turns: OSRM's edge-based graph. Its nodes are road edges (a car's state is the edge it drives
/// on, so a turn can cost what its angle costs and a restriction can forbid it); an arc is a turn
/// allowed from one edge onto the next, with its delay. Nodes `0 ..< edgeCount` are the road edges;
/// later ones are copies of edges on the via ways of `via`-way restrictions, reachable only from the
/// restriction's `from` edge and lacking the forbidden turn (OSRM duplicates nodes the same way).
///
/// The arcs are a plain weighted digraph in compressed sparse rows, so a contraction hierarchy
/// (issue 13) can be built over it unchanged: contract turn-graph nodes in importance order, add
/// shortcuts as more arcs with summed weight, time and length, and search upward from both ends.
public struct TurnGraph: Sendable, Equatable {
  /// The road edge each node drives.
  var nodeEdge: Column<Int32> = []
  /// Node `x`'s turns are `turnStart[x] ..< turnStart[x + 1]`.
  var turnStart: Column<Int32> = [0]
  var turnTarget: Column<Int32> = []
  /// The turn's routing weight and its delay in seconds (angle penalty, U-turn, signals, gates).
  var turnWeight: Column<Float> = []
  var turnTime: Column<Float> = []
  /// Each road edge's strongly connected component (turn-graph connectivity, both directions of
  /// a two-way road joined, as OSRM's `osrm-extract` computes them) and each component's size in
  /// OSRM's units (`StrongComponents`).
  var edgeComponent: Column<Int32> = []
  var componentSize: Column<Int32> = []
  /// Each road edge's bearing where it leaves its first node and where it arrives at its last
  /// (`TurnCost.startBearing` 10 m along, degrees clockwise from north in [0, 360]): what its turn
  /// costs were made from, kept so a route's steps read a turn's angle instead of measuring the
  /// edges' points again (map format 12).
  var edgeDeparture: Column<Double> = []
  var edgeArrival: Column<Double> = []

  public var nodeCount: Int { nodeEdge.count }
  public var turnCount: Int { turnTarget.count }
}

extension TurnGraph {
  /// One allowed turn, as tests and tools see it.
  public struct Turn: Sendable {
    public var target: Int
    public var weight: Double
    public var time: Double
  }

  /// The turns from turn-graph node `node`.
  public func turns(from node: Int) -> [Turn] {
    (Int(turnStart[node])..<Int(turnStart[node + 1])).map {
      Turn(target: Int(turnTarget[$0]), weight: Double(turnWeight[$0]), time: Double(turnTime[$0]))
    }
  }

  /// The road edge a turn-graph node drives.
  public func edge(ofNode node: Int) -> Int { Int(nodeEdge[node]) }
}
