import Foundation
import Testing

@testable import OpenStreetMap

/// The routes' per-edge records hold exactly what the map's columns say, for every turn-graph node
/// (a via-way copy with its edge's facts), and stay one 32-byte record an edge.
@Suite struct EdgeRecordsTests {
  /// How many turn-graph nodes' records differ from the columns.
  private func mismatches(_ map: MapStore) -> Int {
    let graph = map.data.graph
    let turns = map.data.turns
    let records = map.edgeRecords.wrapped
    #expect(records.count == turns.nodeCount)
    return (0..<turns.nodeCount).filter { node in
      let record = records[node]
      let edge = Int(turns.nodeEdge[node])
      let chain = Int(graph.edgeChain[edge])
      let target = Int(graph.edgeTarget[edge])
      return
        !(record.firstPoint == graph.chainFirstPoint[chain]
        && record.lastPoint == graph.chainLastPoint[chain] && Int(record.chain) == chain
        && Int(record.target) == target
        && record.feature == graph.chainFeature[chain] && record.length == graph.edgeLength[edge]
        && record.time == graph.edgeTime[edge] && record.flags == graph.edgeFlags[edge]
        && record.isForward == graph.isForward(edge) && record.roads == map.indexes.nodeRoads[target])
    }.count
  }

  @Test func recordsMatchTheColumns() throws {
    #expect(mismatches(try TestData.map()) == 0)
  }

  @Test func aViaWayCopyHasItsEdgesRecord() throws {
    var fixture = OSMFixture()
    fixture.grid(count: 3, spacing: 100)
    fixture.restriction(1, "no_left_turn", from: 3001, viaWays: [2004], to: 3005)
    let map = try fixture.map()
    #expect(map.data.turns.nodeCount > map.data.graph.edgeCount, "the restriction makes copies")
    #expect(mismatches(map) == 0)
  }

  @Test func aRecordIsHalfACacheLine() {
    #expect(MemoryLayout<EdgeRecords.Record>.stride == 32)
  }
}
