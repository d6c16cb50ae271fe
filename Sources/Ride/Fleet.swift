import Foundation
import OpenStreetMap

/// The simulated cars: each drives real roads at their speeds, parks a while when it arrives, then
/// cruises to a random spot nearby, until dispatch gives it a passenger. Stepped by the caller's
/// clock (`step(to:)`); nothing reads the time itself.
///
/// Deterministic: a car's choices come from its own seeded stream, and every car's comings and
/// goings are handled in the order they happen (`FleetSchedule`), at the times the simulation
/// schedules them (a cruise starts when the pause ends, not when the step arrives), so the fleet at
/// a given time is the same however it was stepped there.
public struct Fleet: Sendable {
  public let configuration: FleetConfiguration
  public internal(set) var cars: [FleetCar]
  /// The time the cars were last stepped to.
  public private(set) var time: Date
  /// How many times a car found no route out of where it was and was put somewhere else (a
  /// fragment of road cut off from the rest by the extract's edge).
  public internal(set) var relocations = 0
  let network: any RoadNetwork
  let destinations: CruiseDestinations
  /// Which car holds each spot (`CruiseDestinations`), so no two park on one.
  var holders: [Int?]
  var schedule = FleetSchedule()
  /// Parked cars whose next cruise is not routed yet (a few at a time; some may have left since).
  var unrouted: [Int] = []

  /// Places the cars on free spots spread over the roads; each set off on its first cruise up to
  /// two minutes before `start`, so the map is in motion from the first frame. A configuration
  /// without a size gets the map's share of a city's fleet (`FleetConfiguration.size(forRoadLength:)`).
  public init(network: any RoadNetwork, configuration: FleetConfiguration = FleetConfiguration(), start: Date)
  {
    self.network = network
    let size = configuration.size ?? FleetConfiguration.size(forRoadLength: network.drivableRoadLength)
    var configuration = configuration
    configuration.size = size
    self.configuration = configuration
    destinations = CruiseDestinations(
      network: network, count: configuration.destinationCount, spacing: configuration.spotSpacing,
      seed: configuration.seed)
    holders = Array(repeating: nil, count: destinations.points.count)
    time = start
    cars = []
    cars.reserveCapacity(size)
    var plates: Set<String> = []
    for index in 0..<size {
      let service = configuration.service(ofCar: index, inFleetOf: size)
      var driver = DriverGenerator.driver(seed: configuration.seed, index: index, service: service)
      var plateRandom = SplitMix64.stream(seed: configuration.seed, index: index, purpose: 3)
      while plates.contains(driver.plate) { driver.plate = DriverGenerator.plate(&plateRandom) }
      plates.insert(driver.plate)
      var random = SplitMix64.stream(seed: configuration.seed, index: index, purpose: 1)
      let holders = holders
      let spot = destinations.draw(
        from: network.extent.southWest, minimum: 0, maximum: .infinity, &random,
        isFree: { holders[$0] == nil })
      let setOff = start.addingTimeInterval(-Double.random(in: 0...120, using: &random))
      cars.append(
        FleetCar(
          id: index, service: service, driver: driver, activity: .parked(until: setOff),
          coordinate: spot.map { destinations.points[$0] } ?? network.extent.southWest,
          heading: Double.random(in: 0..<360, using: &random), path: nil, departure: setOff, random: random))
      if let spot { hold(spot, for: index) }
      cars[index].spot = spot
      park(index, until: setOff)
    }
    step(to: start)
  }

  /// Moves every car to where it is at `time`; an earlier time than the last step changes nothing.
  public mutating func step(to time: Date) {
    guard time >= self.time else { return }
    while let (index, due) = schedule.popDue(by: time) {
      // An entry left from plans that changed since (a passenger took the car) is not its due.
      guard cars[index].due == due else { continue }
      handle(index, at: due)
    }
    self.time = time
    for index in cars.indices { cars[index].place(at: time) }
    planAhead()
  }

  /// The free cars of `service`.
  public func freeCars(of service: Service) -> [FleetCar] {
    cars.filter { $0.service == service && $0.isFree }
  }

  /// Gives free car `id` a passenger: from `time` it drives `path` (from where it is) to the pickup.
  /// It gives up its spots.
  public mutating func assign(_ id: Int, along path: RoadPath, at time: Date) throws(FleetError) {
    step(to: time)
    guard cars.indices.contains(id) else { throw .noSuchCar(id) }
    guard cars[id].isFree else { throw .notFree(id) }
    releaseSpots(of: id)
    cars[id].plan = nil
    drive(id, along: path, at: time, as: .toPickup)
  }

  /// The passenger boarded car `id`, waiting at the pickup: it drives them along `path`.
  public mutating func startTrip(_ id: Int, along path: RoadPath, at time: Date) throws(FleetError) {
    step(to: time)
    guard cars.indices.contains(id) else { throw .noSuchCar(id) }
    guard cars[id].activity == .atPickup else { throw .notAtPickup(id) }
    drive(id, along: path, at: time, as: .onTrip)
  }

  /// Car `id` is done with its passenger (dropped off or cancelled): it parks where it is, free.
  public mutating func release(_ id: Int, at time: Date) throws(FleetError) {
    step(to: time)
    guard cars.indices.contains(id) else { throw .noSuchCar(id) }
    cars[id].halt()
    park(id, from: time)
  }

  /// What falls due for car `index` at `time`: it sets off, or arrives.
  private mutating func handle(_ index: Int, at time: Date) {
    switch cars[index].activity {
    case .parked:
      setOff(index, at: time)
    case .cruising:
      cars[index].stop()
      park(index, from: time)
    case .toPickup:
      cars[index].stop()
      cars[index].activity = .atPickup
    case .atPickup, .onTrip:
      break
    }
  }

  /// Car `index` sets off along `path` at `time` as `activity`; its arrival goes on the schedule.
  mutating func drive(_ index: Int, along path: RoadPath, at time: Date, as activity: FleetCar.Activity) {
    cars[index].drive(path, at: time, as: activity)
    if let due = cars[index].due { schedule.add(index, at: due) }
  }
}

/// A fleet operation that does not fit the car's state.
public enum FleetError: Error, Hashable, Sendable, CustomStringConvertible {
  case noSuchCar(Int)
  case notFree(Int)
  case notAtPickup(Int)

  public var description: String {
    switch self {
    case .noSuchCar(let id): "there is no car \(id)"
    case .notFree(let id): "car \(id) is not free"
    case .notAtPickup(let id): "car \(id) is not waiting at the pickup"
    }
  }
}
