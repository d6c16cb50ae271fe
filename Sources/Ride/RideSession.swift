import Foundation
import OpenStreetMap

/// The ride domain put together: the fleet, dispatch and one trip, moved by the host's clock.
/// The passenger's actions are methods (`RideSession+Actions.swift`); everything the simulation
/// does on its own — dispatch searches, the car arriving, the driver setting off 30–90 s later, the
/// drop-off, a booking's dispatch — happens in `advance(to:)` at the exact time it falls due, so a
/// session ends up the same however finely it is advanced.
public struct RideSession: Sendable {
  public let network: any RoadNetwork
  public let tariffs: TariffBook
  public var dispatcher: Dispatcher
  public internal(set) var fleet: Fleet
  public internal(set) var trip: Trip
  public internal(set) var scheduledRides: [ScheduledRide] = []
  public internal(set) var notifications: [RideNotification] = []
  /// The session's time: the last `advance(to:)`.
  public private(set) var time: Date
  /// How long after arriving the driver sets off with the passenger (drawn per trip).
  public var boardingDelay: ClosedRange<TimeInterval> = 30...90
  /// Dispatch for a booked ride starts this long before its pickup time.
  public var scheduledDispatchLead: TimeInterval = 15 * 60
  /// Finished rides the host has not taken for the history yet.
  var finished: [TripRecord] = []
  var requestedAt: Date?
  var searchIndex = 0
  var boardingAt: Date?
  /// Boarding delays and record ids.
  var random: SplitMix64

  public init(
    network: any RoadNetwork, tariffs: TariffBook,
    fleet configuration: FleetConfiguration = FleetConfiguration(),
    dispatcher: Dispatcher = Dispatcher(), start: Date
  ) {
    self.network = network
    self.tariffs = tariffs
    self.dispatcher = dispatcher
    fleet = Fleet(network: network, configuration: configuration, start: start)
    trip = Trip(tariffs: tariffs)
    time = start
    random = SplitMix64.stream(seed: configuration.seed, index: 0, purpose: 5)
  }

  /// Runs the simulation to `time`: each due event at its own time, then the fleet. Earlier times
  /// than the session's change nothing.
  public mutating func advance(to time: Date) {
    guard time >= self.time else { return }
    while let (due, event) = nextEvent(), due <= time {
      fleet.step(to: due)
      self.time = max(self.time, due)
      perform(event)
    }
    fleet.step(to: time)
    self.time = time
  }

  /// What the simulation does on its own.
  enum SimulationEvent {
    case startScheduled(ScheduledRide)
    case search
    case arrive
    case board
    case complete
  }

  /// The next thing due, and when.
  func nextEvent() -> (Date, SimulationEvent)? {
    switch trip.state {
    case .idle:
      guard let ride = scheduledRides.min(by: { $0.pickupTime < $1.pickupTime }) else { return nil }
      return (max(time, ride.pickupTime.addingTimeInterval(-scheduledDispatchLead)), .startScheduled(ride))
    case .matching:
      guard !trip.noDriverAvailable, let started = trip.matchingStartedAt,
        let elapsed = dispatcher.policy.search(searchIndex)
      else { return nil }
      return (max(time, started.addingTimeInterval(elapsed)), .search)
    case .driverAssigned:
      return trip.assignment.map { ($0.arrival, .arrive) }
    case .driverArrived:
      return boardingAt.map { ($0, .board) }
    case .onTrip:
      guard let startedAt = trip.startedAt, let path = trip.preview?.path else { return nil }
      return (startedAt.addingTimeInterval(path.duration), .complete)
    case .choosingDestination, .previewing, .completed, .cancelled:
      return nil
    }
  }

  mutating func perform(_ event: SimulationEvent) {
    switch event {
    case .startScheduled(let ride):
      startScheduled(ride)
    case .search:
      search()
    case .arrive:
      try? trip.handle(.driverArrived, at: time)
      let from = max(time, trip.scheduledPickup ?? time)
      boardingAt = from.addingTimeInterval(Double.random(in: boardingDelay, using: &random))
      notify(.driverArrived, LocalizedText(zh: "司机已到达上车点", en: "Your driver has arrived"))
    case .board:
      guard let car = trip.assignment?.carID, let path = trip.preview?.path else { return }
      try? fleet.startTrip(car, along: path, at: time)
      try? trip.handle(.start, at: time)
      notify(.tripStarted, LocalizedText(zh: "行程开始", en: "Your trip has started"))
    case .complete:
      try? trip.handle(.complete, at: time)
      if let car = trip.assignment?.carID { try? fleet.release(car, at: time) }
      record(.completed)
      let total = trip.fare?.total.symbolText ?? ""
      notify(.tripCompleted, LocalizedText(zh: "行程结束，费用 \(total)", en: "Trip completed: \(total)"))
    }
  }

  /// One dispatch search: a car, another search later, or no driver.
  private mutating func search() {
    // The place itself, not the path's snapped start: snapped again it could land a hair away.
    guard let pickup = trip.preview?.pickup.coordinate, let service = trip.service,
      let started = trip.matchingStartedAt
    else { return }
    searchIndex += 1
    let decision = dispatcher.decide(
      pickup: pickup, service: service, elapsed: time.timeIntervalSince(started), fleet: fleet,
      network: network)
    switch decision {
    case .searching:
      break
    case .assigned(let offer):
      let car = fleet.cars[offer.carID]
      guard let path = try? network.path(from: car.coordinate, to: pickup),
        (try? fleet.assign(car.id, along: path, at: time)) != nil
      else { return }
      try? trip.handle(
        .assign(Assignment(carID: car.id, driver: car.driver, pickupPath: path, assignedAt: time)), at: time)
      notify(
        .driverAssigned,
        LocalizedText(
          zh:
            "司机 \(car.driver.name) 已接单，\(car.driver.colour.name.zh)\(car.driver.car.name.zh) \(car.driver.plate)",
          en:
            "\(car.driver.name) is on the way: \(car.driver.colour.name.en) \(car.driver.car.name.en), \(car.driver.plate)"
        ))
    case .noDriverAvailable:
      try? trip.handle(.noDriverAvailable, at: time)
      notify(.noDriverAvailable, LocalizedText(zh: "附近暂无可用车辆", en: "No cars are available nearby"))
    }
  }

  /// A booking's dispatch time: its route now, then matching as a pre-order.
  private mutating func startScheduled(_ ride: ScheduledRide) {
    scheduledRides.removeAll { $0.id == ride.id }
    guard let path = try? network.path(from: ride.pickup.coordinate, to: ride.destination.coordinate) else {
      notify(.scheduledRideFailed, LocalizedText(zh: "预约行程无法规划路线", en: "No route for your booked ride"))
      return
    }
    let preview = RidePreview(
      pickup: ride.pickup, destination: ride.destination, path: path, tariffs: tariffs,
      start: ride.pickupTime,
      isPreOrder: true)
    try? trip.handle(.startScheduled(ride, preview), at: time)
    requestedAt = time
    searchIndex = 0
    notify(.scheduledRideStarted, LocalizedText(zh: "正在为您的预约行程派车", en: "Finding a car for your booked ride"))
  }

  mutating func notify(_ kind: RideNotification.Kind, _ text: LocalizedText) {
    notifications.append(RideNotification(time: time, kind: kind, text: text))
  }

  /// Keeps the ride for the history, if it got as far as a call.
  mutating func record(_ outcome: TripRecord.Outcome) {
    guard let preview = trip.preview, let service = trip.service, let requestedAt else { return }
    finished.append(
      TripRecord(
        id: UUID(&random), outcome: outcome, service: service, pickup: preview.pickup,
        destination: preview.destination, requestedAt: requestedAt, startedAt: trip.startedAt,
        endedAt: trip.endedAt ?? time, route: Polyline(preview.path.coordinates),
        driver: trip.assignment?.driver,
        isPreOrder: trip.scheduledPickup != nil, fare: trip.fare, cancellationFee: trip.cancellationFee))
  }
}
