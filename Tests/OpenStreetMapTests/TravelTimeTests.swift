import Foundation
import Testing

@testable import OpenStreetMap

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

  /// Both ends on one road, a little apart along it: the time is the edge's share between them
  /// (the query's `direct` path), as the route has it, whichever way the road may be driven.
  @Test func aTimeAlongOneRoadIsItsShareOfTheEdge() throws {
    let map = try TestData.map()
    let far = Coordinate(latitude: 60.1699, longitude: 24.9384)
    var compared = 0
    for start in randomPoints(map, 30, seed: 21) {
      guard let route = try? map.route(from: start, to: far), route.coordinates.count > 2 else { continue }
      // The route's first point and a point a third of the way along its first segment: one road.
      let (a, b) = (route.coordinates[0], route.coordinates[1])
      let along = Coordinate(
        latitude: a.latitude + (b.latitude - a.latitude) / 3,
        longitude: a.longitude + (b.longitude - a.longitude) / 3)
      for (from, to) in [(a, along), (along, a)] {
        let seconds = map.travelTimes(from: [from], to: to)[0]
        let time = map.travelTimes(from: from, to: [to])[0]
        let route = try? map.route(from: from, to: to)
        #expect((route == nil) == (seconds == nil) && (seconds == nil) == (time == nil))
        guard let route, let seconds, let time else { continue }
        compared += 1
        for value in [seconds, time] {
          #expect(abs(value - route.expectedTravelTime) < 1e-6 * max(1, route.expectedTravelTime))
        }
      }
    }
    #expect(compared >= 20)
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

  /// Dispatch asks for a few hundred cars' times to one pickup: the hierarchy query's sides (label
  /// tables and queues) are made on the first queries of a map and reused by every later one, not
  /// made per car or per route (each new side allocates and regrows its table).
  @Test func searchSidesAreMadeOncePerMapNotPerQuery() throws {
    let shared = try TestData.map()
    let map = MapStore(shared.data, shared.indexes)
    let cars = randomPoints(map, 60, seed: 15)
    let pickup = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let first = map.travelTimes(from: cars, to: pickup)
    #expect(first.compactMap { $0 }.count >= 40)
    // The pickup's space, the empty side searched beside it, one car's side; a car routed on its
    // own (a second try) adds at most one more.
    let made = map.hierarchySearch.sidesEverMade
    #expect((2...4).contains(made), "\(made) sides for one dispatch")
    for _ in 0..<3 { #expect(map.travelTimes(from: cars, to: pickup) == first) }
    for car in cars.prefix(10) { _ = try? map.route(from: car, to: pickup) }
    #expect(map.hierarchySearch.sidesEverMade == made)
  }

  /// The demo tour's pickup (where the user is, 60.171320, 24.941457) snaps to a road of a fragment
  /// that no car's road joins, so each car's time is `route(from:to:)`'s second try, both ends on the
  /// main network. That try's pickup side is searched once for all the cars, as the first try's is
  /// (searched once per car, it made the tour's dispatch decision cost 3 ms instead of 0.6).
  @Test func aPickupOnAFragmentIsSearchedOncePerTry() throws {
    let shared = try TestData.map()
    let map = MapStore(shared.data, shared.indexes)
    let pickup = Coordinate(latitude: 60.171320, longitude: 24.941457)
    let snapped = try #require(map.snap(pickup))
    #expect(map.component(ofChain: snapped.chain) != map.components.largest)
    let cars = randomPoints(map, 60, seed: 16)
    let times = map.travelTimes(from: cars, to: pickup)
    #expect(map.hierarchySearch.targetSearchesStarted <= 2)
    var compared = 0
    for (car, seconds) in zip(cars, times) {
      let route = try? map.route(from: car, to: pickup)
      #expect((route == nil) == (seconds == nil), "\(car): reachability differs")
      guard let route, let seconds else { continue }
      compared += 1
      #expect(abs(seconds - route.expectedTravelTime) < 1e-6 * max(1, route.expectedTravelTime))
    }
    #expect(compared >= 40)
    let back = map.travelTimes(from: pickup, to: cars)
    for (car, seconds) in zip(cars, back) {
      let route = try? map.route(from: pickup, to: car)
      #expect((route == nil) == (seconds == nil), "\(car): reachability differs")
      guard let route, let seconds else { continue }
      #expect(abs(seconds - route.expectedTravelTime) < 1e-6 * max(1, route.expectedTravelTime))
    }
  }
}
