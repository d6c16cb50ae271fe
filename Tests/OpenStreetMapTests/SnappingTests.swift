import Foundation
import OpenStreetMap
import Testing

/// OSRM's snapping rule on a 20 × 20 grid of 100 m blocks (about 1,500 of OSRM's edge units: the
/// main network) with a separate 200 m road 20 m south of its bottom row.
@Suite struct SnappingTests {
  static let map: Result<MapStore, any Error> = Result {
    var fixture = OSMFixture()
    fixture.grid(count: 20, spacing: 100)
    fixture.node(1, 500, -20)
    fixture.node(2, 700, -20)
    fixture.way(10, [1, 2], ["highway": "residential", "name": "Fragment"])
    return try fixture.map()
  }

  @Test func anEndNearAFragmentMovesOntoTheMainNetwork() throws {
    let map = try Self.map.get()
    let start = OSMFixture.coordinate(600, -15)
    // The fragment is nearest (5 m against 15 m)…
    let nearest = try #require(map.snap(start))
    #expect(abs(nearest.distanceFromQuery - 5) < 0.5)
    // …but a route to the grid starts on the grid's bottom row, 15 m away.
    let route = try map.route(from: start, to: OSMFixture.coordinate(1500, 1500))
    let first = try #require(route.coordinates.first)
    #expect(abs(first.distance(to: OSMFixture.coordinate(600, 0))) < 0.5)
    #expect(abs(route.distance - (900 + 1500)) < 1)
  }

  @Test func bothEndsInOneFragmentRouteWithinIt() throws {
    let map = try Self.map.get()
    let route = try map.route(from: OSMFixture.coordinate(550, -15), to: OSMFixture.coordinate(650, -15))
    #expect(abs(route.distance - 100) < 0.5)
  }

  @Test func aStartOnAOneWayLeavesInItsDirectionOnly() throws {
    // The bottom row's east block (way 2001) one-way eastward on a 3 × 3 grid.
    var fixture = OSMFixture()
    fixture.grid(count: 3, spacing: 100, overrides: [2001: ["oneway": "yes"]])
    let map = try fixture.map()
    // From its middle to 50 m up the centre street: east 50, north 100, west 100, south 50 m
    // (two-way it would be 50 + 50 m).
    let route = try map.route(from: OSMFixture.coordinate(150, 0), to: OSMFixture.coordinate(100, 50))
    #expect(abs(route.distance - 300) < 1)
  }

  /// A route's end may lie up to `MapStore.snapLimit`, 250 m, from a road: 249 m away it snaps,
  /// 251 m away it is off the map.
  @Test func anEndSnapsUpToTwoHundredAndFiftyMetresFromARoad() throws {
    var fixture = OSMFixture()
    fixture.node(1, 0, 0)
    fixture.node(2, 200, 0)
    fixture.way(10, [1, 2], ["highway": "residential"])
    let map = try fixture.map()
    let near = try #require(map.snap(OSMFixture.coordinate(100, 249)))
    #expect(abs(near.distanceFromQuery - 249) < 0.5)
    let far = OSMFixture.coordinate(100, 251)
    #expect(map.snap(far) == nil)
    #expect(throws: MapError.offMap(far)) { try map.route(from: far, to: OSMFixture.coordinate(50, 0)) }
  }
}
