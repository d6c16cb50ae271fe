import Foundation
import Testing

@testable import OpenStreetMap

/// `TurnCost.lookahead` (`startBearing`'s points) decides where its lookahead ends on flat lengths;
/// it must pick the point the haversine lengths pick, or turn costs (at import) and step directions
/// would change.
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
        expectSamePoints(line)
      }
    }
    // A point exactly one lookahead east (by the haversine), then one more: within the margin.
    let start = Coordinate(latitude: 60.17, longitude: 24.94)
    let east = Coordinate(
      latitude: 60.17,
      longitude: 24.94 + TurnCost.bearingLookahead / Coordinate.earthRadius * 180 / .pi
        / cos(60.17 * .pi / 180))
    let line = [start, east, Coordinate(latitude: 60.1701, longitude: 24.9402)]
    expectSamePoints(line)
    #expect(TurnCost.startBearing([start]) == 0)
    #expect(TurnCost.lookahead([Coordinate]()) == nil)
  }

  /// Both read the direction towards the same point (both start at the line's first).
  private func expectSamePoints(_ line: [Coordinate]) {
    #expect(TurnCost.lookahead(line)?.to == TurnCost.haversineLookahead(line)?.to)
  }

  /// `surelyGoesOn` lets the steps skip the angle at a junction: wherever it says so, the angle the
  /// steps would measure is straight on or a slight turn, and it says so for every turn clearly
  /// inside 40° (the margin is about 1e-7 degrees). Junctions at three latitudes, the roads bent by
  /// up to 180°, a third of them within a millionth of a degree of the 40° boundary, each road a few
  /// metres a segment.
  @Test func goingOnIsSaidOnlyOfStraightAndSlightTurns() {
    var generator = SeededGenerator(seed: 22)
    var saidOfClearOnes = 0
    var clearOnes = 0
    for latitude in [60.17, 84.9, -33.9] {
      for index in 0..<3000 {
        let node = Coordinate(latitude: latitude, longitude: 24.94)
        let heading = Double.random(in: 0..<360, using: &generator)
        let turn =
          index % 3 == 0
          ? (Bool.random(using: &generator) ? 40 : -40) + Double.random(in: -1e-6...1e-6, using: &generator)
          : Double.random(in: -180...180, using: &generator)
        // From the node back along the arriving road (the way it came), and on along the leaving one.
        let back = road(from: node, heading: heading + 180, latitude: latitude, &generator)
        let on = road(from: node, heading: heading + turn, latitude: latitude, &generator)
        let arrival = (TurnCost.startBearing(back) + 180).truncatingRemainder(dividingBy: 360)
        let direction = RouteStep.TurnDirection(
          angle: TurnCost.angle(arrival: arrival, departure: TurnCost.startBearing(on)))
        let goesOn = TurnCost.surelyGoesOn(TurnCost.lookahead(back)!, TurnCost.lookahead(on)!)
        if goesOn { #expect([.straight, .slightLeft, .slightRight].contains(direction)) }
        if abs(turn) < 40 - 2e-7 {
          clearOnes += 1
          if goesOn { saidOfClearOnes += 1 }
        }
      }
    }
    #expect(clearOnes > 1500)
    #expect(saidOfClearOnes == clearOnes)
  }

  /// No direction to compare, or one whose squared length rounds to nothing or overflows: the
  /// angle decides (each of these makes a step, or measures its angle, as before).
  @Test func goingOnIsNotSaidWithoutTwoMeasurableDirections() {
    let node = Coordinate(latitude: 60.17, longitude: 24.94)
    let ahead = TurnCost.lookahead([node, Coordinate(latitude: 60.1701, longitude: 24.94)])!
    let cases: [[Coordinate]] = [
      [node],  // one point: no direction
      [node, node],  // the same point twice
      [node, Coordinate(latitude: .nan, longitude: 24.94)],
      // 2.6e-162 degrees: squared, below the smallest subnormal's rounding.
      [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: -2.63e-162, longitude: 0)],
      [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: -1, longitude: -.infinity)],
    ]
    for back in cases {
      let lookahead = TurnCost.lookahead(back)!
      #expect(!TurnCost.surelyGoesOn(lookahead, ahead))
      #expect(!TurnCost.surelyGoesOn(ahead, lookahead))
    }
    // The same node, straight on: said.
    let back = TurnCost.lookahead([node, Coordinate(latitude: 60.1699, longitude: 24.94)])!
    #expect(TurnCost.surelyGoesOn(back, ahead))
  }

  /// A lookahead lends its cosine only to a road starting at its latitude, where it is the very
  /// value the road would compute; a road starting elsewhere computes its own.
  @Test func aLentCosineIsTheRoadsOwn() {
    let node = Coordinate(latitude: 60.17, longitude: 24.94)
    let back = TurnCost.lookahead([node, Coordinate(latitude: 60.1699, longitude: 24.94)])!
    for start in [
      node, Coordinate(latitude: 60.1705, longitude: 24.94), Coordinate(latitude: 84.9, longitude: 0),
    ] {
      let road = [start, Coordinate(latitude: start.latitude + 0.0001, longitude: start.longitude + 0.0001)]
      let lent = TurnCost.lookahead(road, sharing: back)!
      let own = TurnCost.lookahead(road)!
      #expect(lent.cosLatitude == own.cosLatitude && lent.to == own.to)
    }
  }

  /// A road of two to four straight segments of 4–12 m from `start` along `heading` (degrees).
  private func road(
    from start: Coordinate, heading: Double, latitude: Double, _ generator: inout SeededGenerator
  ) -> [Coordinate] {
    var point = start
    var line = [point]
    let radians = heading * .pi / 180
    for _ in 0..<Int.random(in: 2...4, using: &generator) {
      let metres = Double.random(in: 4...12, using: &generator)
      point = Coordinate(
        latitude: point.latitude + metres * cos(radians) / 111_195,
        longitude: point.longitude + metres * sin(radians) / (111_195 * cos(latitude * .pi / 180)))
      line.append(point)
    }
    return line
  }
}
