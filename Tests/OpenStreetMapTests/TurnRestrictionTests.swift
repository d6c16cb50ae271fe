import Foundation
import OpenStreetMap
import Testing

/// Turn restrictions on a 3 × 3 grid of 100 m blocks. The centre node is 1004; the arms into it are
/// way 3001 (from the south), 2003 (from the west), 2004 (to the east), 3004 (to the north). Routes
/// are the shortest (`.distance`), so the detours' lengths are easy to count; a start may leave in
/// either direction of its two-way street.
@Suite struct TurnRestrictionTests {
  private func grid(_ restrict: (inout OSMFixture) -> Void = { _ in }) throws -> MapStore {
    var fixture = OSMFixture()
    fixture.grid(count: 3, spacing: 100)
    restrict(&fixture)
    return try fixture.map()
  }

  private func distance(_ map: MapStore, _ from: (Double, Double), _ to: (Double, Double)) throws -> Double {
    try map.route(
      from: OSMFixture.coordinate(from.0, from.1), to: OSMFixture.coordinate(to.0, to.1), metric: .distance
    ).distance
  }

  @Test func aForbiddenLeftTurnSendsTheRouteAroundTheBlock() throws {
    // North on the south arm, then left (west) at the centre: 80 m + 80 m.
    let open = try distance(grid(), (100, 20), (20, 100))
    #expect(abs(open - 160) < 1)
    let restricted = try distance(
      grid { $0.restriction(1, "no_left_turn", from: 3001, viaNode: 1004, to: 2003) }, (100, 20), (20, 100))
    // Round the south-west block instead: 20 (south) + 100 (west) + 100 (north) + 20 (east) m.
    #expect(abs(restricted - 240) < 1)
  }

  @Test func onlyStraightOnForbidsTheRightTurn() throws {
    let open = try distance(grid(), (100, 20), (180, 100))
    #expect(abs(open - 160) < 1)
    let map = try grid { $0.restriction(1, "only_straight_on", from: 3001, viaNode: 1004, to: 3004) }
    // Round the south-east block: 20 + 100 + 100 + 20 m.
    #expect(abs(try distance(map, (100, 20), (180, 100)) - 240) < 1)
    // Cars from the west may still turn there.
    #expect(abs(try distance(map, (20, 100), (180, 100)) - 160) < 1)
  }

  @Test func exceptForCarsAndOtherVehiclesDecideWhetherARestrictionApplies() throws {
    let exempt = try grid {
      $0.restriction(1, "no_left_turn", from: 3001, viaNode: 1004, to: 2003, tags: ["except": "bus;motorcar"])
    }
    #expect(abs(try distance(exempt, (100, 20), (20, 100)) - 160) < 1)
    let busOnly = try grid {
      $0.restriction(1, "no_left_turn", from: 3001, viaNode: 1004, to: 2003, tags: ["except": "bicycle"])
    }
    #expect(abs(try distance(busOnly, (100, 20), (20, 100)) - 240) < 1)
  }

  @Test func aViaWayRestrictionBindsOnlyTheCarsThatCameFromItsFromWay() throws {
    // South arm → east along 2004 → left (north) onto 3005: 80 + 100 + 80 m.
    #expect(abs(try distance(grid(), (100, 20), (200, 180)) - 260) < 1)
    let map = try grid { $0.restriction(1, "no_left_turn", from: 3001, viaWays: [2004], to: 3005) }
    // From the south: north first, then east and south: 80 + 100 + 100 + 20 m.
    #expect(abs(try distance(map, (100, 20), (200, 180)) - 300) < 1)
    // From the west the same turn at the same node is allowed: 80 + 100 + 80 m.
    #expect(abs(try distance(map, (20, 100), (200, 180)) - 260) < 1)
  }
}
