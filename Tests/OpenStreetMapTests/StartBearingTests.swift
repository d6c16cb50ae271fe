import Foundation
import Testing

@testable import OpenStreetMap

/// `TurnCost.startBearing` decides where its lookahead ends on flat lengths; it must pick the point
/// the haversine lengths pick, or turn costs (at import) and step directions would change.
@Suite struct StartBearingTests {
  /// Random short polylines in Helsinki and near the pole, their segments a few metres each so the
  /// lookahead falls inside them, and ones whose points lie exactly one lookahead along.
  @Test func flatLengthsChooseThePointTheHaversineChooses() {
    var generator = SeededGenerator(seed: 21)
    for latitude in [60.17, 84.9, -33.9] {
      for _ in 0..<2000 {
        var point = Coordinate(latitude: latitude, longitude: 24.94)
        var line = [point]
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
          let metres = Double.random(in: 0...8, using: &generator)
          let heading = Double.random(in: 0..<(2 * .pi), using: &generator)
          point = Coordinate(
            latitude: point.latitude + metres * cos(heading) / 111_195,
            longitude: point.longitude + metres * sin(heading) / (111_195 * cos(latitude * .pi / 180)))
          line.append(point)
        }
        #expect(TurnCost.startBearing(line) == TurnCost.haversineStartBearing(line))
      }
    }
    // A point exactly one lookahead east (by the haversine), then one more: within the margin.
    let start = Coordinate(latitude: 60.17, longitude: 24.94)
    let east = Coordinate(
      latitude: 60.17,
      longitude: 24.94 + TurnCost.bearingLookahead / Coordinate.earthRadius * 180 / .pi
        / cos(60.17 * .pi / 180))
    let line = [start, east, Coordinate(latitude: 60.1701, longitude: 24.9402)]
    #expect(TurnCost.startBearing(line) == TurnCost.haversineStartBearing(line))
    #expect(TurnCost.startBearing([start]) == 0)
  }

  /// The bearings an import stores for each road edge (map format 12, what the steps read) are the
  /// ones `startBearing` measures on the edge's points, both ways, to the bit: the steps' turns are
  /// what they were when measured per route.
  @Test func eachEdgesStoredBearingsAreItsMeasuredOnes() throws {
    let map = try TestData.map()
    let graph = map.data.graph
    let points = map.data.points
    #expect(graph.edgeCount > 100)
    for edge in 0..<graph.edgeCount {
      let chain = Int(graph.edgeChain[edge])
      let along = (Int(graph.chainFirstPoint[chain])...Int(graph.chainLastPoint[chain])).map {
        points[$0].coordinate
      }
      let driven = graph.isForward(edge) ? along : along.reversed()
      #expect(map.data.turns.edgeDeparture[edge] == TurnCost.startBearing(driven))
      #expect(
        map.data.turns.edgeArrival[edge]
          == (TurnCost.startBearing(driven.reversed()) + 180).truncatingRemainder(dividingBy: 360))
    }
  }
}
