import Foundation
import OpenStreetMap
import Testing

/// The drivable roads as the ride simulation sees them: their length, points spread along them, and
/// routes without turn-by-turn steps.
@Suite struct DrivableRoadTests {
  /// A cross of 100 m streets at (0, 0) (the east arm one way out to a dead end), a private service
  /// road off the north arm and a footway: 400 m of drivable road.
  private func cross() throws -> MapStore {
    var fixture = OSMFixture()
    fixture.node(1, 0, 0)
    fixture.node(2, -100, 0)
    fixture.node(3, 100, 0)
    fixture.node(4, 0, 100)
    fixture.node(5, 0, -100)
    fixture.node(6, 60, 100)
    fixture.node(7, -60, -100)
    fixture.way(10, [2, 1], ["highway": "residential", "name": "Kaivokatu"])
    fixture.way(11, [1, 3], ["highway": "residential", "oneway": "yes", "name": "Vilhonkatu"])
    fixture.way(12, [5, 1, 4], ["highway": "tertiary", "name": "Keskuskatu"])
    fixture.way(13, [4, 6], ["highway": "service", "access": "private"])
    fixture.way(14, [5, 7], ["highway": "footway"])
    return try fixture.map()
  }

  @Test func lengthCountsEachDrivableRoadOnce() throws {
    let map = try cross()
    // The two-way streets once, the one-way street once; not the private road, not the footway.
    #expect(abs(map.drivableRoadLength - 400) < 0.5, "\(map.drivableRoadLength)")
  }

  @Test func pointsLieOnTheRoadsEverySpacing() throws {
    let map = try cross()
    let points = map.drivableRoadPoints(spacing: 30)
    // Keskuskatu (two roads, split at the junction) and Kaivokatu: at 15, 45 and 75 m along each.
    // None on Vilhonkatu, one way to a dead end: a car there could never leave (a fragment, as the
    // streets an extract's edge cuts off), though its length counts.
    #expect(points.count == 9, "\(points)")
    #expect(points.allSatisfy { $0.longitude <= OSMFixture.origin.longitude + 1e-6 })
    for point in points {
      let snapped = try #require(map.snap(point, within: 1))
      #expect(snapped.distanceFromQuery < 0.05)
    }
    // On Keskuskatu, from its south end northwards: 15, 45, 75 m, then past the junction the same.
    let keskuskatu = points.filter { abs($0.longitude - OSMFixture.origin.longitude) < 1e-6 }
    let northings = keskuskatu.map { ($0.latitude - OSMFixture.origin.latitude) * 111_195 }.sorted()
    #expect(northings.count == 6)
    for (found, expected) in zip(northings, [-85.0, -55, -25, 15, 45, 75]) {
      #expect(abs(found - expected) < 0.1, "\(northings)")
    }
    #expect(map.drivableRoadPoints(spacing: 0).isEmpty)
    #expect(map.drivableRoadPoints(spacing: -5).isEmpty)
  }

  @Test func aRouteWithoutStepsIsTheSameRoute() throws {
    let map = try cross()
    let from = OSMFixture.coordinate(-80, 2)
    let to = OSMFixture.coordinate(3, 70)
    let full = try map.route(from: from, to: to)
    let bare = try map.route(from: from, to: to, includingSteps: false)
    #expect(!full.steps.isEmpty)
    #expect(bare.steps.isEmpty)
    #expect(bare.coordinates == full.coordinates)
    #expect(bare.distance == full.distance && bare.expectedTravelTime == full.expectedTravelTime)
    #expect(bare.edges == full.edges && bare.edgeStarts == full.edgeStarts)
    // Kaivokatu from the start to the junction, then Keskuskatu north: the second edge starts at
    // the junction's vertex.
    #expect(bare.edges.count == 2)
    #expect(bare.edgeStarts[0] == 0)
    #expect(bare.coordinates[bare.edgeStarts[1]].distance(to: OSMFixture.coordinate(0, 0)) < 0.05)
  }
}
