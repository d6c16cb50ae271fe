import Foundation
import OpenStreetMap
import Ride
import Testing

/// The whole ride on the Helsinki map, on a simulated clock.
@Suite struct RideSessionTests {
  let map: MapStore
  let tariffs: TariffBook
  let start = TestData.utc("2025-03-12T10:00:00Z")  // Wednesday 12:00 in Helsinki
  let pickup = RidePlace(
    name: LocalizedText(zh: "埃斯普拉纳迪", en: "Esplanadi"),
    coordinate: Coordinate(latitude: 60.1672, longitude: 24.9440))
  let destination = RidePlace(
    name: LocalizedText(zh: "卡伊萨涅米", en: "Kaisaniemi"),
    coordinate: Coordinate(latitude: 60.1760, longitude: 24.9480))

  init() throws {
    map = try TestData.map()
    tariffs = try TestData.helsinkiTariffs()
  }

  /// A session with 30 cars, made once: each test steps its own copy. Few cars: each cruise costs a
  /// route, slow in a debug build, and the centre of Helsinki is small.
  static let base: Result<RideSession, any Error> = Result {
    RideSession(
      network: try TestData.map(), tariffs: try TestData.helsinkiTariffs(),
      fleet: FleetConfiguration(size: 30, destinationCount: 256), start: TestData.utc("2025-03-12T10:00:00Z")
    )
  }

  func session(fleetSize: Int = 30) -> RideSession {
    if fleetSize == 30, let base = try? Self.base.get() { return base }
    return RideSession(
      network: map, tariffs: tariffs, fleet: FleetConfiguration(size: fleetSize, destinationCount: 256),
      start: start)
  }

  /// Advances in `step`-second steps until `done`, returning the time each state was first seen.
  func run(_ session: inout RideSession, step: TimeInterval, limit: TimeInterval = 3_600) -> [TripState: Date]
  {
    var seen: [TripState: Date] = [session.trip.state: session.time]
    let end = session.time.addingTimeInterval(limit)
    while session.time < end && session.trip.state != .completed {
      session.advance(to: min(end, session.time.addingTimeInterval(step)))
      if seen[session.trip.state] == nil { seen[session.trip.state] = session.time }
    }
    return seen
  }

  @Test func callToReceipt() throws {
    var session = session()
    try session.openSearch()
    try session.choose(destination: destination, pickup: pickup)
    let preview = try #require(session.trip.preview)
    #expect(preview.path.distance > 1_000)
    let estimate = try #require(preview.estimates[.express])
    try session.call(.express)
    var events: [(TripState, Date)] = []
    var previous = session.trip.state
    while session.trip.state != .completed && session.time < start.addingTimeInterval(3_600) {
      session.advance(to: session.time.addingTimeInterval(0.5))
      if session.trip.state != previous {
        events.append((session.trip.state, session.time))
        previous = session.trip.state
      }
    }
    #expect(events.map(\.0) == [.driverAssigned, .driverArrived, .onTrip, .completed])
    let trip = session.trip
    let assignment = try #require(trip.assignment)
    // The first search, 3 s after the call, finds a car (within 1 km, in the city centre).
    #expect(assignment.assignedAt == start.addingTimeInterval(3))
    #expect(trip.arrivedAt == assignment.arrival)
    let delay = try #require(trip.startedAt).timeIntervalSince(try #require(trip.arrivedAt))
    #expect(delay >= 30 && delay <= 90)
    #expect(trip.endedAt == trip.startedAt!.addingTimeInterval(preview.path.duration))
    // The car went to the pickup and then to the destination.
    #expect(assignment.pickupPath.end == preview.path.start)
    #expect(session.fleet.cars[assignment.carID].isFree)
    // Nothing differed from the estimate: same period, waiting within Express's free 3 minutes.
    let fare = try #require(trip.fare)
    #expect(fare.total == estimate.total)
    #expect(fare.waitingSeconds == Int(delay))
    let records = session.takeFinishedTrips()
    #expect(records.count == 1)
    #expect(records[0].outcome == .completed && records[0].fare == fare)
    #expect(records[0].route.coordinates == preview.path.coordinates)
    #expect(records[0].driver == assignment.driver)
    #expect(session.takeFinishedTrips().isEmpty)
    #expect(
      session.notifications.map(\.kind) == [.driverAssigned, .driverArrived, .tripStarted, .tripCompleted])
    // The fare as the receipt shows it ("€8.00"), not the log's "8.00 EUR".
    #expect(
      session.notifications.last?.text
        == LocalizedText(
          zh: "行程结束，费用 \(fare.total.symbolText)", en: "Trip completed: \(fare.total.symbolText)"))
    #expect(session.notifications.last?.text.en.contains("€") == true)
    try session.dismiss()
    #expect(session.trip.state == .idle && session.trip.preview == nil)
  }

  /// Half-second steps and one jump end the same: every event happens at its own time.
  @Test func theRideDoesNotDependOnTheStepSize() throws {
    var fine = session()
    try fine.choose(destination: destination, pickup: pickup)
    try fine.call(.taxi)
    var coarse = fine
    _ = run(&fine, step: 0.5)
    coarse.advance(to: fine.time)
    #expect(coarse.trip == fine.trip)
    #expect(coarse.fleet.cars.map(\.coordinate) == fine.fleet.cars.map(\.coordinate))
  }

  @Test func cancellingAfterTheGraceCostsTheFee() throws {
    var session = session()
    session.boardingDelay = 300...300
    try session.choose(destination: destination, pickup: pickup)
    try session.call(.taxi)
    session.advance(to: start.addingTimeInterval(3))
    let assignment = try #require(session.trip.assignment)
    session.advance(to: assignment.assignedAt.addingTimeInterval(125))
    #expect([.driverAssigned, .driverArrived].contains(session.trip.state))
    try session.cancel()
    #expect(session.trip.state == .cancelled)
    #expect(session.trip.cancellationFee == Money(cents: 590, currency: "EUR"))
    #expect(
      session.notifications.last?.text
        == LocalizedText(zh: "行程已取消，取消费 €5.90", en: "Ride cancelled: cancellation fee €5.90"))
    #expect(session.fleet.cars[assignment.carID].isFree)
    let record = try #require(session.takeFinishedTrips().first)
    #expect(record.outcome == .cancelled && record.cancellationFee?.cents == 590)
    // Nothing more happens to a cancelled ride.
    session.advance(to: start.addingTimeInterval(900))
    #expect(session.trip.state == .cancelled)
    #expect(throws: RideError.trip(.notAllowed(.cancel, in: .cancelled))) { try session.cancel() }
  }

  @Test func noDriverThenRetryThenFreeCancel() throws {
    var session = session(fleetSize: 0)
    try session.choose(destination: destination, pickup: pickup)
    try session.call(.express)
    session.advance(to: start.addingTimeInterval(59.9))
    #expect(session.trip.state == .matching && !session.trip.noDriverAvailable)
    session.advance(to: start.addingTimeInterval(60))
    #expect(session.trip.noDriverAvailable)
    #expect(session.notifications.last?.kind == .noDriverAvailable)
    session.advance(to: start.addingTimeInterval(600))
    #expect(session.trip.state == .matching && session.trip.noDriverAvailable)
    try session.retry()
    #expect(!session.trip.noDriverAvailable)
    session.advance(to: start.addingTimeInterval(659))
    #expect(!session.trip.noDriverAvailable)
    session.advance(to: start.addingTimeInterval(660))
    #expect(session.trip.noDriverAvailable)
    try session.cancel()
    #expect(session.trip.cancellationFee?.cents == 0)
  }

  @Test func aBookedRideIsDispatchedBeforeItsTime() throws {
    var session = session(fleetSize: 12)
    try session.choose(destination: destination, pickup: pickup)
    #expect(throws: RideError.trip(.tooSoonToSchedule(lead: 600, minimum: 1_800))) {
      try session.schedule(.taxi, at: start.addingTimeInterval(600))
    }
    let pickupTime = start.addingTimeInterval(1_860)
    let ride = try session.schedule(.taxi, at: pickupTime)
    #expect(session.trip.state == .idle && session.scheduledRides == [ride])
    #expect(ride.estimate.preOrderFee.cents == 710)
    session.advance(to: pickupTime.addingTimeInterval(-15 * 60 - 1))
    #expect(session.trip.state == .idle)
    session.advance(to: pickupTime.addingTimeInterval(-15 * 60))
    #expect(session.trip.state == .matching && session.scheduledRides.isEmpty)
    _ = run(&session, step: 5)
    let trip = session.trip
    #expect(trip.state == .completed)
    // The car came early; the passenger boards after the booked time, and only that wait counts.
    #expect(try #require(trip.arrivedAt) < pickupTime)
    #expect(try #require(trip.startedAt) >= pickupTime.addingTimeInterval(30))
    let fare = try #require(trip.fare)
    #expect(fare.preOrderFee.cents == 710)
    #expect(fare.waitingSeconds == Int(trip.startedAt!.timeIntervalSince(pickupTime)))
  }

  @Test func offMapDestinationIsRefusedWithItsReason() throws {
    var session = session(fleetSize: 0)
    let sea = RidePlace(
      name: LocalizedText(zh: "海", en: "Sea"), coordinate: Coordinate(latitude: 59.5, longitude: 24.9))
    #expect(throws: RideError.road(.offMap(sea.coordinate))) {
      try session.choose(destination: sea, pickup: pickup)
    }
    #expect(session.trip.state == .idle)
    #expect(throws: RideError.trip(.notAllowed(.call, in: .idle))) { try session.call(.taxi) }
  }

  @Test func pinShowsTheNearestCarsRoadETA() throws {
    let session = session()
    let seconds = try #require(session.pickupTime(at: pickup.coordinate, service: .express))
    #expect(seconds > 0 && seconds < 600)
  }

  @Test func simulationClockRunsFasterAtSpeed() {
    var clock = SimulationClock(start: start, hostStart: 100, speed: 10)
    #expect(clock.date(atHostTime: 100) == start)
    #expect(clock.date(atHostTime: 160) == start.addingTimeInterval(600))
    clock.setSpeed(1, atHostTime: 160)
    #expect(clock.date(atHostTime: 170) == start.addingTimeInterval(610))
    clock.setSpeed(0, atHostTime: 170)
    #expect(clock.speed == 1)
  }
}
