import Foundation
import OpenStreetMap
import Ride
import Testing

/// Every state × every event: the allowed ones lead where the table says, the rest are refused
/// with a typed error and leave the trip exactly as it was.
@Suite struct TripStateMachineTests {
  let tariffs: TariffBook
  let now = TestData.utc("2025-03-12T10:00:00Z")
  init() throws { tariffs = try TestData.helsinkiTariffs() }

  static let pickup = RidePlace(
    name: LocalizedText(zh: "中央车站", en: "Central Station"),
    coordinate: Coordinate(latitude: 60.1710, longitude: 24.9414))
  static let destination = RidePlace(
    name: LocalizedText(zh: "康比", en: "Kamppi"), coordinate: Coordinate(latitude: 60.1690, longitude: 24.9320)
  )
  /// A 2 km, 5 minute path (hand-made: the state machine needs no map).
  static let path = RoadPath(
    coordinates: [pickup.coordinate, destination.coordinate], times: [0, 300], distance: 2_000)
  static let driver = Driver(
    name: "Mikko Virtanen", ratingTenths: 49,
    car: CarModel(name: LocalizedText(zh: "丰田卡罗拉", en: "Toyota Corolla")),
    colour: CarColour(name: LocalizedText(zh: "白色", en: "white")), plate: "ABC-123")

  var preview: RidePreview {
    RidePreview(
      pickup: Self.pickup, destination: Self.destination, path: Self.path, tariffs: tariffs, start: now)
  }

  func sample(_ kind: TripEvent.Kind) -> TripEvent {
    switch kind {
    case .openSearch: .openSearch
    case .close: .close
    case .choose: .choose(preview)
    case .back: .back
    case .call: .call(.taxi)
    case .schedule: .schedule(.taxi, pickupAt: now.addingTimeInterval(3_600))
    case .startScheduled:
      .startScheduled(
        ScheduledRide(
          id: UUID(), service: .express, pickup: Self.pickup, destination: Self.destination,
          pickupTime: now.addingTimeInterval(900), bookedAt: now, estimate: preview.estimates[.express]!),
        preview)
    case .assign:
      .assign(Assignment(carID: 7, driver: Self.driver, pickupPath: Self.path, assignedAt: now))
    case .noDriverAvailable: .noDriverAvailable
    case .retry: .retry
    case .driverArrived: .driverArrived
    case .start: .start
    case .complete: .complete
    case .cancel: .cancel
    case .dismiss: .dismiss
    }
  }

  /// The situations to test from, each reached by allowed events.
  static let situations: [(name: String, events: [TripEvent.Kind])] = [
    ("idle", []),
    ("choosingDestination", [.openSearch]),
    ("previewing", [.choose]),
    ("matching", [.choose, .call]),
    ("matching without a driver", [.choose, .call, .noDriverAvailable]),
    ("driverAssigned", [.choose, .call, .assign]),
    ("driverArrived", [.choose, .call, .assign, .driverArrived]),
    ("onTrip", [.choose, .call, .assign, .driverArrived, .start]),
    ("completed", [.choose, .call, .assign, .driverArrived, .start, .complete]),
    ("cancelled", [.choose, .cancel]),
  ]

  /// The transition table, written out: situation → event → the state it leads to.
  static let allowed: [String: [TripEvent.Kind: TripState]] = [
    "idle": [.openSearch: .choosingDestination, .choose: .previewing, .startScheduled: .matching],
    "choosingDestination": [.close: .idle, .choose: .previewing, .cancel: .cancelled],
    "previewing": [
      .close: .idle, .choose: .previewing, .back: .choosingDestination, .call: .matching, .schedule: .idle,
      .cancel: .cancelled,
    ],
    "matching": [.assign: .driverAssigned, .noDriverAvailable: .matching, .cancel: .cancelled],
    "matching without a driver": [.retry: .matching, .cancel: .cancelled],
    "driverAssigned": [.driverArrived: .driverArrived, .cancel: .cancelled],
    "driverArrived": [.start: .onTrip, .cancel: .cancelled],
    "onTrip": [.complete: .completed],
    "completed": [.dismiss: .idle],
    "cancelled": [.dismiss: .idle],
  ]

  func trip(_ events: [TripEvent.Kind]) throws -> Trip {
    var trip = Trip(tariffs: tariffs)
    for (index, kind) in events.enumerated() {
      try trip.handle(sample(kind), at: now.addingTimeInterval(Double(index) * 10))
    }
    return trip
  }

  @Test func everyStateAgainstEveryEvent() throws {
    #expect(Set(Self.situations.map { try! trip($0.events).state }) == Set(TripState.allCases))
    var checked = 0
    for situation in Self.situations {
      let before = try trip(situation.events)
      for kind in TripEvent.Kind.allCases {
        var trip = before
        let at = now.addingTimeInterval(500)
        if let expected = Self.allowed[situation.name]![kind] {
          #expect(throws: Never.self, "\(situation.name) × \(kind)") { try trip.handle(sample(kind), at: at) }
          #expect(trip.state == expected, "\(situation.name) × \(kind)")
        } else {
          #expect(throws: TripError.notAllowed(kind, in: before.state), "\(situation.name) × \(kind)") {
            try trip.handle(sample(kind), at: at)
          }
          #expect(trip == before, "\(situation.name) × \(kind) changed the trip")
        }
        checked += 1
      }
    }
    #expect(checked == Self.situations.count * TripEvent.Kind.allCases.count)
  }

  @Test func cancellationIsFreeWithinGraceThenCostsTheFee() throws {
    let assignedAt = now.addingTimeInterval(20)
    for (seconds, cents) in [(119.0, 0), (120, 0), (121, 590)] {
      var trip = try trip([.choose, .call])
      try trip.handle(
        .assign(Assignment(carID: 7, driver: Self.driver, pickupPath: Self.path, assignedAt: assignedAt)),
        at: assignedAt)
      try trip.handle(.cancel, at: assignedAt.addingTimeInterval(seconds))
      #expect(trip.cancellationFee == Money(cents: cents, currency: "EUR"), "\(seconds) s after assignment")
      #expect(trip.cancelledIn == .driverAssigned)
    }
    var matching = try trip([.choose, .call])
    try matching.handle(.cancel, at: now.addingTimeInterval(3_600))
    #expect(matching.cancellationFee?.cents == 0)
    var previewing = try trip([.choose])
    try previewing.handle(.cancel, at: now)
    #expect(previewing.cancellationFee?.cents == 0)
  }

  @Test func receiptCountsWaitingAndTheTimeDriven() throws {
    var trip = try trip([.choose, .call, .assign])
    let arrived = now.addingTimeInterval(100)
    try trip.handle(.driverArrived, at: arrived)
    try trip.handle(.start, at: arrived.addingTimeInterval(75))
    try trip.handle(.complete, at: arrived.addingTimeInterval(75 + 300))
    let fare = try #require(trip.fare)
    // Taxi, Wednesday 12:00 local: day fee 5.90; 2 km × 1.60 = 3.20; 75 s × 47.04 €/h = 0.98.
    #expect(fare.base.cents == 590)
    #expect(fare.distance.cents == 320)
    #expect(fare.waiting.cents == 98)
    #expect(fare.seconds == 300)
    #expect(fare.total.cents == 590 + 320 + 98)
  }

  @Test func bookingTooSoonIsRefused() throws {
    var trip = try trip([.choose])
    let before = trip
    #expect(throws: TripError.tooSoonToSchedule(lead: 600, minimum: 1_800)) {
      try trip.handle(.schedule(.taxi, pickupAt: now.addingTimeInterval(600)), at: now)
    }
    #expect(trip == before)
    try trip.handle(.schedule(.taxi, pickupAt: now.addingTimeInterval(1_800)), at: now)
    #expect(trip.state == .idle && trip.preview == nil)
  }

  @Test func preOrderWaitsFromTheBookedTime() throws {
    var trip = try trip([.startScheduled])  // booked for now + 900, sample service express
    #expect(trip.scheduledPickup == now.addingTimeInterval(900))
    try trip.handle(
      .assign(Assignment(carID: 1, driver: Self.driver, pickupPath: Self.path, assignedAt: now)), at: now)
    try trip.handle(.driverArrived, at: now.addingTimeInterval(300))
    #expect(trip.waitingSince == now.addingTimeInterval(900))
    // Boards 200 s after the booked time: 20 s beyond Express's 3 free minutes, at 18 €/h = 0.10.
    try trip.handle(.start, at: now.addingTimeInterval(1_100))
    try trip.handle(.complete, at: now.addingTimeInterval(1_400))
    let fare = try #require(trip.fare)
    #expect(fare.chargedWaitingSeconds == 20)
    #expect(fare.waiting.cents == 10)
    #expect(fare.preOrderFee.cents == 200)
  }
}
