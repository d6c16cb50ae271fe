import Foundation
import OpenStreetMap
import Ride
import Testing

@Suite struct DispatchTests {
  let map: MapStore
  let fleet: Fleet
  let dispatcher = Dispatcher()
  init() throws {
    map = try TestData.map()
    fleet = try FleetTests.helsinki.get()
  }

  @Test func radiusWidensOnSchedule() {
    let policy = DispatchPolicy()
    #expect(
      [0, 9.99, 10, 19.99, 20, 30, 40, 60, 1_000].map(policy.radius(after:)) == [
        1_000, 1_000, 2_000, 2_000, 3_000, 4_000, 5_000, 5_000, 5_000,
      ])
    #expect(policy.search(0) == 3)
    #expect(policy.search(1) == 4)
    #expect(policy.search(56) == 59)
    #expect(policy.search(57) == 60)
    #expect(policy.search(58) == nil)
    let slow = DispatchPolicy(acceptanceDelay: 90, timeout: 60)
    #expect(slow.search(0) == 60 && slow.search(1) == nil)
  }

  /// The chosen car is the free car of the service, within the radius, with the shortest drive to
  /// the pickup: checked against a route from every candidate.
  @Test func chosenCarHasTheLowestRoadETA() throws {
    var generator = SplitMix64(seed: 3)
    var roadBeatsStraightLine = 0
    for _ in 0..<6 {
      let (southWest, northEast) = map.extent
      guard
        let pickup = map.nearestRoadPoint(
          to: Coordinate(
            latitude: Double.random(in: southWest.latitude...northEast.latitude, using: &generator),
            longitude: Double.random(in: southWest.longitude...northEast.longitude, using: &generator)),
          within: 100)
      else { continue }
      for service in Service.allCases {
        let decision = dispatcher.decide(
          pickup: pickup, service: service, elapsed: 3, fleet: fleet, network: map)
        var durations: [(id: Int, seconds: Double, metres: Double)] = []
        for car in fleet.cars
        where car.isFree && car.service == service && car.coordinate.distance(to: pickup) <= 1_000 {
          // The router's own route: a car's path takes exactly its expected time.
          if let route = try? map.route(from: car.coordinate, to: pickup) {
            durations.append((car.id, route.expectedTravelTime, car.coordinate.distance(to: pickup)))
          }
        }
        guard let best = durations.min(by: { ($0.seconds, $0.id) < ($1.seconds, $1.id) }) else {
          #expect(decision == .searching(radius: 1_000))
          continue
        }
        guard case .assigned(let offer) = decision else {
          Issue.record("no car assigned for \(pickup), expected car \(best.id)")
          continue
        }
        #expect(offer.carID == best.id)
        #expect(abs(offer.eta - best.seconds) < 1e-6 * max(1, best.seconds))
        #expect(fleet.cars[offer.carID].service == service)
        if durations.min(by: { $0.metres < $1.metres })!.id != best.id { roadBeatsStraightLine += 1 }
      }
    }
    #expect(roadBeatsStraightLine > 0, "the straight-line nearest car was always the fastest: ETA untested")
  }

  @Test func noCarBeforeTheDelayNoneAfterTheTimeout() throws {
    let pickup = Coordinate(latitude: 60.1699, longitude: 24.9384)
    #expect(
      dispatcher.decide(pickup: pickup, service: .taxi, elapsed: 2.9, fleet: fleet, network: map)
        == .searching(radius: 1_000))
    let empty = Fleet(network: map, configuration: FleetConfiguration(size: 0), start: fleet.time)
    #expect(
      dispatcher.decide(pickup: pickup, service: .taxi, elapsed: 30, fleet: empty, network: map)
        == .searching(radius: 4_000))
    #expect(
      dispatcher.decide(pickup: pickup, service: .taxi, elapsed: 60, fleet: empty, network: map)
        == .noDriverAvailable(radius: 5_000))
    #expect(dispatcher.pickupTime(pickup: pickup, service: .taxi, fleet: empty, network: map) == nil)
    // A radius too small for any car.
    let tiny = Dispatcher(policy: DispatchPolicy(initialRadius: 1, radiusGrowth: 0, maximumRadius: 1))
    #expect(
      tiny.decide(pickup: pickup, service: .express, elapsed: 60, fleet: fleet, network: map)
        == .noDriverAvailable(radius: 1))
  }

  /// No car within the first radius; the widened radius finds one.
  @Test func aWiderRadiusFindsACar() throws {
    let pickup = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let nearest = fleet.cars.filter { $0.isFree && $0.service == .taxi }.map {
      $0.coordinate.distance(to: pickup)
    }.min()!
    let policy = DispatchPolicy(initialRadius: nearest * 0.99, radiusGrowth: 5_000, maximumRadius: 5_000)
    let dispatcher = Dispatcher(policy: policy)
    #expect(
      dispatcher.decide(pickup: pickup, service: .taxi, elapsed: 9.9, fleet: fleet, network: map)
        == .searching(radius: nearest * 0.99))
    guard
      case .assigned(let offer) = dispatcher.decide(
        pickup: pickup, service: .taxi, elapsed: 10, fleet: fleet, network: map)
    else {
      Issue.record("the 5 km radius found no taxi")
      return
    }
    #expect(fleet.cars[offer.carID].service == .taxi)
  }

  @Test func pickupTimeIsTheNearestCarsRoadETA() throws {
    let pickup = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let seconds = try #require(
      dispatcher.pickupTime(pickup: pickup, service: .express, fleet: fleet, network: map))
    let etas = fleet.cars.filter { $0.isFree && $0.service == .express }.compactMap {
      try? map.route(from: $0.coordinate, to: pickup).expectedTravelTime
    }
    #expect(abs(seconds - etas.min()!) < 1e-6 * seconds)
  }
}
