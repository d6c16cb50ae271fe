import Foundation
import OpenStreetMap
import Testing

/// Turn-by-turn steps and turn costs on hand-made junctions.
@Suite struct RouteStepTests {
  /// A T junction at (0, 0): Mannerheimintie from the south, Kaivokatu west and Aleksanterinkatu
  /// east, 100 m arms.
  private func junction(centre: [String: String] = [:]) throws -> MapStore {
    var fixture = OSMFixture()
    fixture.node(1, 0, -100)
    fixture.node(2, 0, 0, centre)
    fixture.node(3, -100, 0)
    fixture.node(4, 100, 0)
    fixture.way(10, [1, 2], ["highway": "residential", "name": "Mannerheimintie"])
    fixture.way(11, [2, 3], ["highway": "residential", "name": "Kaivokatu"])
    fixture.way(12, [2, 4], ["highway": "residential", "name": "Aleksanterinkatu", "name:zh": "亚历山大街"])
    return try fixture.map()
  }

  @Test func aLeftTurnHasItsStepInEnglishAndChinese() throws {
    let route = try junction().route(from: OSMFixture.coordinate(0, -50), to: OSMFixture.coordinate(-50, 0))
    #expect(
      route.steps.map { $0.instructions(.english) } == [
        "Head north on Mannerheimintie", "Turn left onto Kaivokatu", "Arrive at your destination",
      ])
    #expect(
      route.steps.map { $0.instructions(.chinese) } == ["沿 Mannerheimintie 向北行驶", "左转进入 Kaivokatu", "到达目的地"])
    #expect(route.steps.map { Int($0.distance.rounded()) } == [50, 50, 0])
    // The steps' lines join into the route's.
    #expect(route.steps[0].coordinates.last == route.steps[1].coordinates.first)
    #expect(route.steps[1].coordinates.last == route.coordinates.last)
    let right = try junction().route(from: OSMFixture.coordinate(0, -50), to: OSMFixture.coordinate(50, 0))
    #expect(right.steps[1].instructions(.chinese) == "右转进入亚历山大街")
  }

  @Test func leftTurnsCostMoreThanRightTurnsAndSignalsAddTwoSeconds() throws {
    let map = try junction()
    let left = try map.route(from: OSMFixture.coordinate(0, -50), to: OSMFixture.coordinate(-50, 0))
    let right = try map.route(from: OSMFixture.coordinate(0, -50), to: OSMFixture.coordinate(50, 0))
    let drive = 100 / (25 / 3.6)
    // car.lua's sigmoid at −90° (5.395 s) plus the oncoming-traffic term (1.925 s); at +90° 2.105 s.
    #expect(abs(left.expectedTravelTime - drive - 7.3201) < 0.01)
    #expect(abs(right.expectedTravelTime - drive - 2.1053) < 0.01)
    let signals = try junction(centre: ["highway": "traffic_signals"])
    let signalled = try signals.route(from: OSMFixture.coordinate(0, -50), to: OSMFixture.coordinate(50, 0))
    #expect(abs(signalled.expectedTravelTime - right.expectedTravelTime - 2) < 0.01)
  }

  /// Only straight on from the south at the T junction: a route to the east arm drives up the
  /// north arm to its dead end (100 m), turns round there and comes back to turn left. The U-turn
  /// costs car.lua's sigmoid at 180° (7.4548 s) plus `u_turn_penalty` (20 s); the left turn 7.3201 s.
  @Test func aUTurnAtADeadEndCostsTwentySecondsMoreThanItsAngle() throws {
    var fixture = OSMFixture()
    fixture.node(1, 0, -100)
    fixture.node(2, 0, 0)
    fixture.node(3, 0, 100)
    fixture.node(4, 100, 0)
    fixture.way(10, [1, 2], ["highway": "residential"])
    fixture.way(11, [2, 3], ["highway": "residential"])
    fixture.way(12, [2, 4], ["highway": "residential"])
    fixture.restriction(1, "only_straight_on", from: 10, viaNode: 2, to: 11)
    let route = try fixture.map().route(from: OSMFixture.coordinate(0, -50), to: OSMFixture.coordinate(50, 0))
    #expect(abs(route.distance - 300) < 1)
    #expect(abs(route.expectedTravelTime - 300 / (25 / 3.6) - 7.4548 - 20 - 7.3201) < 0.01)
  }

  /// A roundabout of radius 30 m around (0, 0), driven anticlockwise, with arms to the south, east,
  /// north and west.
  private func roundabout() throws -> MapStore {
    var fixture = OSMFixture()
    var ring: [Int64] = []
    for step in 0..<8 {
      let angle = Double(270 + 45 * step) * .pi / 180
      fixture.node(Int64(100 + step), 30 * cos(angle), 30 * sin(angle))
      ring.append(Int64(100 + step))
    }
    fixture.way(1, ring + [100], ["highway": "primary", "junction": "roundabout"])
    for (index, (name, x, y)) in [
      ("South Road", 0.0, -130.0), ("East Road", 130, 0), ("North Road", 0, 130), ("West Road", -130, 0),
    ].enumerated() {
      fixture.node(Int64(200 + index), x, y)
      fixture.way(
        Int64(10 + index), [Int64(100 + 2 * index), Int64(200 + index)],
        ["highway": "residential", "name": name])
    }
    return try fixture.map()
  }

  @Test func aRoundaboutIsOneStepThatCountsItsExits() throws {
    let map = try roundabout()
    let west = try map.route(from: OSMFixture.coordinate(0, -100), to: OSMFixture.coordinate(-100, 0))
    #expect(west.steps.count == 3)
    #expect(west.steps[1].maneuver == .roundabout(exit: 3))
    #expect(west.steps[1].instructions(.english) == "At the roundabout, take the 3rd exit onto West Road")
    #expect(west.steps[1].instructions(.chinese) == "在环岛第3个出口驶出，进入 West Road")
    let east = try map.route(from: OSMFixture.coordinate(0, -100), to: OSMFixture.coordinate(100, 0))
    #expect(east.steps[1].maneuver == .roundabout(exit: 1))
    #expect(east.steps[1].instructions(.english) == "At the roundabout, take the 1st exit onto East Road")
    // Anticlockwise only: to the east it is a quarter of the ring, to the west three quarters.
    #expect(west.distance - east.distance > 2 * 30 * .pi / 2 - 5)
  }

  /// A step's distance is the length of its line: the whole edges' stored lengths (the import's
  /// haversines, as `Float`s) and the first and last edges measured point by point, on Helsinki
  /// routes between spots spread over its roads; and the steps add up to the route.
  @Test func aStepsDistanceIsTheLengthOfItsLine() throws {
    let map = try TestData.map()
    let spots = map.drivableRoadPoints(spacing: 40)
    var measured = 0
    for index in stride(from: 0, to: spots.count - 2, by: 2) {
      guard let route = try? map.route(from: spots[index], to: spots[(index * 31 + 11) % spots.count]) else {
        continue
      }
      for step in route.steps {
        let line = zip(step.coordinates, step.coordinates.dropFirst()).reduce(0) {
          $0 + $1.0.distance(to: $1.1)
        }
        #expect(abs(step.distance - line) < 0.01 + line * 1e-6)
      }
      #expect(abs(route.steps.reduce(0) { $0 + $1.distance } - route.distance) < 0.1 + route.distance * 1e-4)
      measured += 1
    }
    #expect(measured > 20)
  }
}
