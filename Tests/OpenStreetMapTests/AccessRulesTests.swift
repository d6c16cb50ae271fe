import Foundation
import OpenStreetMap
import Testing

/// Barriers and access tags on a road from (−100, 0) to (300, 0) whose middle 200 m (nodes 2 → 3 →
/// 4) may be closed, with an open detour through (0, `detour`) and (200, `detour`): 500 m up, so
/// that only a closed road sends a route round it (1,500 m in all).
@Suite struct AccessRulesTests {
  private func road(middle: [String: String] = [:], node3: [String: String] = [:], detour: Double = 500)
    throws -> MapStore
  {
    var fixture = OSMFixture()
    fixture.node(1, -100, 0)
    fixture.node(2, 0, 0)
    fixture.node(3, 100, 0, node3)
    fixture.node(4, 200, 0)
    fixture.node(5, 300, 0)
    fixture.node(6, 0, detour)
    fixture.node(7, 200, detour)
    fixture.way(10, [1, 2], ["highway": "residential"])
    fixture.way(11, [2, 3, 4], ["highway": "residential"].merging(middle) { $1 })
    fixture.way(12, [4, 5], ["highway": "residential"])
    fixture.way(13, [2, 6, 7, 4], ["highway": "residential"])
    return try fixture.map()
  }

  private func route(_ map: MapStore, _ from: (Double, Double), _ to: (Double, Double)) throws -> Route {
    try map.route(from: OSMFixture.coordinate(from.0, from.1), to: OSMFixture.coordinate(to.0, to.1))
  }

  @Test func anOpenRoadIsDrivenStraightThrough() throws {
    #expect(abs(try route(road(), (-50, 0), (250, 0)).distance - 300) < 1)
  }

  @Test func aBollardStopsCars() throws {
    let map = try road(node3: ["barrier": "bollard"])
    // Round by the detour: 50 + 500 + 200 + 500 + 50 m.
    #expect(abs(try route(map, (-50, 0), (250, 0)).distance - 1300) < 1)
    // A rising bollard lets them through.
    #expect(
      abs(
        try route(road(node3: ["barrier": "bollard", "bollard": "rising"]), (-50, 0), (250, 0)).distance - 300
      ) < 1)
  }

  /// car.lua's `vehicle_height`, 2.0 m: a way or a height restrictor lower than that closes the
  /// road (`WayHandlers.handle_height`, `process_node`: closed when the limit is less than it); one
  /// of exactly 2 m lets the car through.
  @Test func aHeightLimitStopsCarsOnlyBelowTwoMetres() throws {
    let restrictor = ["barrier": "height_restrictor"]
    for (middle, node3, distance) in [
      (["maxheight": "1.99"], [:], 1300.0), (["maxheight": "2"], [:], 300),
      ([:], restrictor.merging(["maxheight": "1.99"]) { $1 }, 1300),
      ([:], restrictor.merging(["maxheight": "2"]) { $1 }, 300),
    ] {
      let map = try road(middle: middle, node3: node3)
      #expect(abs(try route(map, (-50, 0), (250, 0)).distance - distance) < 1, "\(middle) \(node3)")
    }
  }

  @Test func aGatePassesWithADelayUnlessItsAccessSaysMore() throws {
    let open = try route(road(), (-50, 0), (250, 0))
    let gate = try route(road(node3: ["barrier": "gate"]), (-50, 0), (250, 0))
    #expect(abs(gate.distance - 300) < 1)
    // car.lua `barrier_penalties.gate`: 60 s.
    #expect(abs(gate.expectedTravelTime - open.expectedTravelTime - 60) < 0.01)
    let public_ = try route(road(node3: ["barrier": "gate", "access": "yes"]), (-50, 0), (250, 0))
    #expect(abs(public_.distance - 300) < 1)
    #expect(abs(public_.expectedTravelTime - open.expectedTravelTime) < 0.01)
    let closed = try route(road(node3: ["barrier": "gate", "access": "no"]), (-50, 0), (250, 0))
    #expect(abs(closed.distance - 1300) < 1)
  }

  @Test func aPrivateRoadIsEnteredOnlyToReachAPointOnIt() throws {
    let map = try road(middle: ["access": "private"])
    #expect(abs(try route(map, (-50, 0), (250, 0)).distance - 1300) < 1)
    let onIt = try route(map, (-50, 0), (100, 0))
    #expect(abs(onIt.distance - 150) < 1)
    #expect(onIt.steps.contains { $0.isLocalAccessOnly })
  }

  @Test func busOnlyStreetsAreNotForCars() throws {
    for tags in [
      ["highway": "busway"], ["access": "no", "bus": "yes"], ["motor_vehicle": "no", "psv": "yes"],
      ["motor_vehicle": "psv"],
    ] {
      let map = try road(middle: tags)
      #expect(abs(try route(map, (-50, 0), (250, 0)).distance - 1300) < 1, "\(tags)")
      // A point on the bus street snaps to a road cars may use.
      let snapped = try #require(map.snap(OSMFixture.coordinate(100, 5)))
      #expect(snapped.distanceFromQuery > 50, "\(tags)")
    }
  }

  @Test func onewayMinusOneIsDrivenAgainstTheWay() throws {
    let map = try road(middle: ["oneway": "-1"])
    // Along the way's nodes (east) is forbidden: back west, round the detour, and back from the east.
    #expect(abs(try route(map, (50, 0), (150, 0)).distance - 1300) < 1)
    // Against them (west) is the way.
    #expect(abs(try route(map, (150, 0), (50, 0)).distance - 100) < 1)
  }

  @Test func aParkingAisleIsAvoidedByItsWeightNotItsTime() throws {
    // The shortcut as a car park's aisle (car.lua: service 15 km/h, `parking_aisle` rate × 0.5):
    // 100 m of arms at 25 km/h (14.4 s) + 200 m at 15 km/h (48 s, weighted 96 s), against the 500 m
    // detour at 25 km/h (72 s) with two left turns (7.32 s each, car.lua's sigmoid at −90° plus the
    // oncoming-traffic term).
    let map = try road(middle: ["highway": "service", "service": "parking_aisle"], detour: 100)
    let route = try route(map, (-50, 0), (250, 0))
    #expect(abs(route.distance - 500) < 1)
    #expect(abs(route.expectedTravelTime - (72 + 2 * 7.3201)) < 0.05)
    // The plain service road (no aisle penalty) is quicker than the detour and taken.
    let service = try self.route(road(middle: ["highway": "service"], detour: 100), (-50, 0), (250, 0))
    #expect(abs(service.distance - 300) < 1)
  }
}
