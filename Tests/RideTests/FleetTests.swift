import Foundation
import OpenStreetMap
import Ride
import Testing

@Suite struct FleetTests {
  let map: MapStore
  let start = TestData.utc("2025-03-12T10:00:00Z")
  init() throws { map = try TestData.map() }

  /// A fleet of 300 on the Helsinki extract (a whole city's, crowded on it), made once (a copy is a
  /// value to step).
  static let helsinki: Result<Fleet, any Error> = Result {
    Fleet(
      network: try TestData.map(), configuration: FleetConfiguration(size: 300),
      start: TestData.utc("2025-03-12T10:00:00Z"))
  }

  /// A small fleet, cheap enough to make per test in a debug build.
  private func fleet(size: Int, seed: UInt64 = 1) -> Fleet {
    Fleet(
      network: map, configuration: FleetConfiguration(size: size, seed: seed), start: start)
  }

  /// The extract's streets are a sliver of the city's 1,200 km: its default fleet is its share of 300.
  @Test func theDefaultFleetIsTheMapsShareOfACitys() {
    #expect(FleetConfiguration.size(forRoadLength: 1_200_000) == 300)
    #expect(FleetConfiguration.size(forRoadLength: 600_000) == 150)
    #expect(FleetConfiguration.size(forRoadLength: 10_000) == 3)
    #expect(FleetConfiguration.size(forRoadLength: 100) == 1)
    #expect(FleetConfiguration.size(forRoadLength: 0) == 0)
    #expect(map.drivableRoadLength.rounded() == 27_504)
    let fleet = Fleet(network: map, start: start)
    #expect(fleet.cars.count == 7)
    #expect(fleet.configuration.size == 7)
    #expect(fleet.cars.filter { $0.service == .taxi }.count == 3)
  }

  /// Parked cars stand on spots at least 50 m apart, one car a spot, however crowded: 60 cars on the
  /// extract's 140-odd spots over ten minutes. And they use the whole map, not a few corners.
  @Test func parkedCarsNeverStandOnOneAnother() {
    var fleet = fleet(size: 60)
    var visited: Set<[Double]> = []
    for second in stride(from: 0.0, through: 600, by: 5) {
      fleet.step(to: start.addingTimeInterval(second))
      let parked = fleet.cars.filter {
        if case .parked = $0.activity { true } else { false }
      }
      for (index, car) in parked.enumerated() {
        visited.insert([car.coordinate.latitude, car.coordinate.longitude])
        for other in parked[(index + 1)...] {
          #expect(
            car.coordinate.distance(to: other.coordinate) >= 50,
            "cars \(car.id) and \(other.id) parked \(car.coordinate.distance(to: other.coordinate)) m apart at \(second) s"
          )
        }
      }
    }
    #expect(visited.count > 100, "parked on only \(visited.count) spots")
  }

  private func snapshot(_ fleet: Fleet) -> [[Double]] {
    fleet.cars.map { [$0.coordinate.latitude, $0.coordinate.longitude, $0.heading] }
  }

  @Test func sameSeedSameFleetOtherSeedOtherFleet() {
    var a = fleet(size: 20)
    var b = fleet(size: 20)
    var c = fleet(size: 20, seed: 2)
    a.step(to: start.addingTimeInterval(90))
    b.step(to: start.addingTimeInterval(90))
    c.step(to: start.addingTimeInterval(90))
    #expect(snapshot(a) == snapshot(b))
    #expect(a.cars.map(\.driver) == b.cars.map(\.driver))
    #expect(snapshot(a) != snapshot(c))
    #expect(a.cars.map(\.driver.plate) != c.cars.map(\.driver.plate))
  }

  /// Stepping frame by frame or in one jump ends in the same place: cruises start when pauses end.
  @Test func positionsDoNotDependOnHowTheFleetWasStepped() {
    var framed = fleet(size: 20)
    var jumped = fleet(size: 20)
    var strided = fleet(size: 20)
    for frame in 1...(60 * 60) { framed.step(to: start.addingTimeInterval(Double(frame) / 60)) }
    for step in stride(from: 7.0, through: 301, by: 7) { strided.step(to: start.addingTimeInterval(step)) }
    jumped.step(to: start.addingTimeInterval(60))
    #expect(snapshot(framed) == snapshot(jumped))
    strided.step(to: start.addingTimeInterval(301))
    jumped.step(to: start.addingTimeInterval(301))
    #expect(snapshot(strided) == snapshot(jumped))
  }

  @Test func carsStayOnRoadsAndKeepMoving() throws {
    var fleet = try Self.helsinki.get()
    #expect(fleet.cars.count == 300)
    let before = fleet.cars.map(\.coordinate)
    #expect(
      fleet.cars.filter { $0.activity == .cruising }.count > 150, "most cars drive from the first frame")
    fleet.step(to: start.addingTimeInterval(180))
    let moved = zip(before, fleet.cars).filter { $0.distance(to: $1.coordinate) > 50 }.count
    #expect(moved >= 270, "only \(moved) of 300 cars moved in 3 minutes")
    for car in fleet.cars {
      #expect(map.nearestRoadPoint(to: car.coordinate, within: 1) != nil, "car \(car.id) is off the road")
    }
    #expect(fleet.relocations == 0)
  }

  @Test func cruisingCarsDriveAtRoadSpeedInTheirHeading() throws {
    var fleet = try Self.helsinki.get()
    fleet.step(to: start.addingTimeInterval(30))
    let later = start.addingTimeInterval(31)
    var checked = 0
    for car in fleet.cars where car.activity == .cruising && car.arrival! > later.addingTimeInterval(1) {
      let path = try #require(car.path)
      // The path's time is the router's: the same as the road ETA between its ends.
      let eta = try #require(map.travelTimes(from: [path.start], to: path.end, limit: .infinity)[0])
      #expect(abs(eta - path.duration) < 1e-6 * max(1, eta))
      var moved = fleet
      moved.step(to: later)
      let next = moved.cars[car.id]
      let metres = car.coordinate.distance(to: next.coordinate)
      #expect(metres > 1 && metres < 40, "car \(car.id) moved \(metres) m in a second")
      if next.heading == car.heading {
        let bearing = Self.bearing(from: car.coordinate, to: next.coordinate)
        let difference = abs((bearing - car.heading + 540).truncatingRemainder(dividingBy: 360) - 180)
        #expect(difference < 2, "car \(car.id) heads \(car.heading)° but moves \(bearing)°")
      }
      checked += 1
      if checked == 25 { break }
    }
    #expect(checked == 25)
  }

  @Test func driversArePlausibleAndUnique() throws {
    let fleet = try Self.helsinki.get()
    let plates = fleet.cars.map(\.driver.plate)
    #expect(Set(plates).count == plates.count)
    for car in fleet.cars {
      #expect(car.driver.plate.wholeMatch(of: /[A-Z]{3}-[1-9][0-9]{0,2}/) != nil, "\(car.driver.plate)")
      #expect((45...50).contains(car.driver.ratingTenths))
      #expect(car.driver.name.split(separator: " ").count == 2)
      #expect(!car.driver.car.name.zh.isEmpty && !car.driver.colour.name.zh.isEmpty)
    }
    #expect(fleet.cars.filter { $0.service == .taxi }.count == 120)
    #expect(fleet.cars.prefix(10).filter { $0.service == .taxi }.count == 4)
    #expect(Set(fleet.cars.map(\.driver.name)).count > 150)
    // The first car of seed 1 is always the same person.
    let first = fleet.cars[0].driver
    #expect(
      Fleet(network: map, configuration: FleetConfiguration(size: 1), start: start).cars[0].driver == first)
  }

  @Test func assignmentsFollowTheCarsState() throws {
    var fleet = fleet(size: 20)
    let car = try #require(fleet.freeCars(of: .express).first)
    let pickup = try map.path(from: car.coordinate, to: Coordinate(latitude: 60.1699, longitude: 24.9384))
    #expect(throws: FleetError.notAtPickup(car.id)) { try fleet.startTrip(car.id, along: pickup, at: start) }
    try fleet.assign(car.id, along: pickup, at: start)
    #expect(fleet.cars[car.id].activity == .toPickup)
    #expect(!fleet.freeCars(of: .express).contains { $0.id == car.id })
    #expect(throws: FleetError.notFree(car.id)) { try fleet.assign(car.id, along: pickup, at: start) }
    #expect(throws: FleetError.noSuchCar(20)) { try fleet.assign(20, along: pickup, at: start) }
    let arrival = start.addingTimeInterval(pickup.duration)
    fleet.step(to: arrival.addingTimeInterval(-0.5))
    #expect(fleet.cars[car.id].activity == .toPickup)
    fleet.step(to: arrival)
    #expect(fleet.cars[car.id].activity == .atPickup)
    #expect(fleet.cars[car.id].coordinate == pickup.end)
    // It waits there however long it takes.
    fleet.step(to: arrival.addingTimeInterval(600))
    #expect(fleet.cars[car.id].coordinate == pickup.end)
    let trip = try map.path(from: pickup.end, to: Coordinate(latitude: 60.1756, longitude: 24.9316))
    try fleet.startTrip(car.id, along: trip, at: arrival.addingTimeInterval(600))
    fleet.step(to: arrival.addingTimeInterval(600 + trip.duration + 60))
    #expect(fleet.cars[car.id].activity == .onTrip)
    #expect(fleet.cars[car.id].coordinate == trip.end)
    try fleet.release(car.id, at: fleet.time)
    #expect(fleet.cars[car.id].isFree)
  }

  @Test func steppingBackwardsChangesNothing() {
    var fleet = fleet(size: 30)
    fleet.step(to: start.addingTimeInterval(60))
    let after = snapshot(fleet)
    fleet.step(to: start.addingTimeInterval(30))
    #expect(snapshot(fleet) == after)
    #expect(fleet.time == start.addingTimeInterval(60))
  }

  static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
    let dLon = (b.longitude - a.longitude) * .pi / 180 * cos(a.latitude * .pi / 180)
    let dLat = (b.latitude - a.latitude) * .pi / 180
    let degrees = atan2(dLon, dLat) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }
}
