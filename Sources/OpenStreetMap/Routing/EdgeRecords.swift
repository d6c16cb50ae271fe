import CPrefetch
import Foundation

/// What building a route reads of each of its edges, one 32-byte record an edge, two to a cache
/// line: the chain's points and the direction they are driven in, the chain and road feature, the
/// node arrived at and how many roads meet there, the stored length and time, the flags. In the map
/// file these facts lie in ten columns (nine of `RoadGraph`, and `MapIndexes.nodeRoads`); at 100× a long
/// route's edges lie all over them, so `makeRoute`, its totals and the steps each waited on a cache
/// miss in every column for every edge: most of a route's time after its query. Derived from those
/// columns on the first route (one pass, about 6 MB at 100×), as `IncomingEdges` is; the map file
/// does not change.
///
/// Indexed by turn-graph node (`TurnGraph.nodeEdge`: the road edges, then the via-way copies, each
/// with its edge's record), so a search's path reads them without going through `nodeEdge`, and a
/// road edge's own record is at its id.
/// Unchecked `Sendable`: the records are written only in `init`, then only read.
final class EdgeRecords: @unchecked Sendable {
  struct Record: BitwiseCopyable {
    /// The chain's points: `firstPoint ... lastPoint` of `MapData.points`.
    var firstPoint: Int32
    var lastPoint: Int32
    var chain: Int32
    /// The graph node the edge arrives at.
    var target: Int32
    /// The chain's road feature.
    var feature: Int32
    var length: Float
    var time: Float
    /// `EdgeFlags`.
    var flags: UInt8
    /// Whether the edge drives its chain from `firstPoint` to `lastPoint`.
    var isForward: Bool
    /// How many roads meet at `target` (`MapIndexes.nodeRoads`).
    var roads: UInt8

    func has(_ flag: EdgeFlags) -> Bool { flags & flag.rawValue != 0 }
  }

  /// The records, 64-byte aligned so none straddles two cache lines; never written after `init`.
  private let base: UnsafeMutablePointer<Record>
  let count: Int

  init(graph: RoadGraph, turns: TurnGraph, nodeRoads: Column<UInt8>) {
    count = turns.nodeCount
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: max(count, 1) * MemoryLayout<Record>.stride, alignment: 64)
    base = raw.bindMemory(to: Record.self, capacity: max(count, 1))
    for node in 0..<count {
      let edge = Int(turns.nodeEdge[node])
      let chain = Int(graph.edgeChain[edge])
      let target = graph.edgeTarget[edge]
      (base + node).initialize(
        to: Record(
          firstPoint: graph.chainFirstPoint[chain], lastPoint: graph.chainLastPoint[chain],
          chain: Int32(chain), target: target, feature: graph.chainFeature[chain],
          length: graph.edgeLength[edge],
          time: graph.edgeTime[edge], flags: graph.edgeFlags[edge],
          isForward: graph.chainForwardEdge[chain] == Int32(edge), roads: nodeRoads[Int(target)]))
    }
  }

  deinit { base.deallocate() }

  /// Asks the processor to bring node `node`'s record into cache, without waiting for it.
  func prefetch(_ node: Int) {
    guard node >= 0 && node < count else { return }
    hail_prefetch(base + node)
  }

  /// Turn-graph node `node`'s record (a road edge's at its id).
  subscript(node: Int) -> Record {
    precondition(node >= 0 && node < count, "edge record out of range")
    return base[node]
  }
}
