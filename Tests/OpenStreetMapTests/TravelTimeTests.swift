import Foundation
import OpenStreetMap
import Testing

@Suite struct TravelTimeTests {
  private func randomPoints(_ map: MapStore, _ count: Int, seed: UInt64) -> [Coordinate] {
    let (southWest, northEast) = map.coordinateBounds
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      Coordinate(
        latitude: Double.random(in: southWest.latitude...northEast.latitude, using: &generator),
        longitude: Double.random(in: southWest.longitude...northEast.longitude, using: &generator))
    }
  }

  @Test func manyToOneAndOneToManyEqualEachRoute() throws {
    let map = try TestData.map()
    let point = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let others = randomPoints(map, 40, seed: 7)
    var compared = 0
    for towards in [true, false] {
      let times =
        towards ? map.travelTimes(from: others, to: point) : map.travelTimes(from: point, to: others)
      #expect(times.count == others.count)
      for (other, seconds) in zip(others, times) {
        let route = try? (towards ? map.route(from: other, to: point) : map.route(from: point, to: other))
        #expect((route == nil) == (seconds == nil), "\(other) towards \(towards): reachability differs")
        guard let route, let seconds else { continue }
        compared += 1
        #expect(
          abs(seconds - route.expectedTravelTime) < 1e-6 * max(1, route.expectedTravelTime),
          "\(other) towards \(towards): \(seconds) s against the route's \(route.expectedTravelTime) s")
      }
    }
    #expect(compared >= 50)
  }

  @Test func aLimitLeavesOutWhatIsFurther() throws {
    let map = try TestData.map()
    let point = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let others = randomPoints(map, 30, seed: 8)
    let all = map.travelTimes(from: others, to: point)
    let limited = map.travelTimes(from: others, to: point, limit: 120)
    #expect(
      zip(all, limited).allSatisfy { full, capped in capped == (full.map { $0 <= 120 ? $0 : nil } ?? nil) })
    #expect(limited.contains { $0 != nil } && limited.contains { $0 == nil })
  }

  @Test func roadSpeedIsTheSpeedTheTimesAssume() throws {
    var fixture = OSMFixture()
    fixture.node(1, 0, 0)
    fixture.node(2, 500, 0)
    fixture.way(10, [1, 2], ["highway": "residential", "maxspeed": "40"])
    let map = try fixture.map()
    let position = try #require(map.snap(OSMFixture.coordinate(250, 0)))
    // car.lua: a signed 40 km/h is driven at 80 %, 32 km/h.
    #expect(abs(map.roadSpeed(at: position) - 32 / 3.6) < 1e-4)
    let route = try map.route(from: OSMFixture.coordinate(100, 0), to: OSMFixture.coordinate(400, 0))
    #expect(abs(route.expectedTravelTime - 300 / (32 / 3.6)) < 0.01)
  }
}
