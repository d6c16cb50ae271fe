import Foundation
import OpenStreetMap

/// The simulated cars: each drives real roads at their speeds, parks a while when it arrives, then
/// cruises to a random destination nearby, until dispatch gives it a passenger. Stepped by the
/// caller's clock (`step(to:)`); nothing reads the time itself.
///
/// Deterministic: a car's choices come from its own seeded stream and happen at the times the
/// simulation schedules them (a cruise starts when the pause ends, not when the step arrives), so
/// the fleet at a given time is the same however it was stepped there.
public struct Fleet: Sendable {
  public let configuration: FleetConfiguration
  public private(set) var cars: [FleetCar]
  /// The time the cars were last stepped to.
  public private(set) var time: Date
  /// How many times a car found no route out of where it was and was put somewhere else (a
  /// fragment of road cut off from the rest by the extract's edge).
  public private(set) var relocations = 0
  let network: any RoadNetwork
  let destinations: CruiseDestinations
  /// Parked cars whose next cruise is not routed yet (a few at a time; some may have left since).
  var unrouted: [Int] = []

  /// Places the cars at random on the roads; each set off on its first cruise up to two minutes
  /// before `start`, so the map is in motion from the first frame.
  public init(network: any RoadNetwork, configuration: FleetConfiguration = FleetConfiguration(), start: Date)
  {
    self.network = network
    self.configuration = configuration
    destinations = CruiseDestinations(
      network: network, count: configuration.destinationCount, reach: configuration.roadReach,
      seed: configuration.seed)
    time = start
    cars = []
    cars.reserveCapacity(configuration.size)
    var plates: Set<String> = []
    for index in 0..<configuration.size {
      let service = configuration.service(ofCar: index)
      var driver = DriverGenerator.driver(seed: configuration.seed, index: index, service: service)
      var plateRandom = SplitMix64.stream(seed: configuration.seed, index: index, purpose: 3)
      while plates.contains(driver.plate) { driver.plate = DriverGenerator.plate(&plateRandom) }
      plates.insert(driver.plate)
      var random = SplitMix64.stream(seed: configuration.seed, index: index, purpose: 1)
      let place =
        destinations.draw(from: network.extent.southWest, minimum: 0, maximum: .infinity, &random)
        ?? network.extent.southWest
      let setOff = start.addingTimeInterval(-Double.random(in: 0...120, using: &random))
      cars.append(
        FleetCar(
          id: index, service: service, driver: driver, activity: .parked(until: setOff), coordinate: place,
          heading: Double.random(in: 0..<360, using: &random), path: nil, departure: setOff, random: random))
      park(index, until: setOff)
    }
    step(to: start)
  }

  /// Moves every car to where it is at `time`; an earlier time than the last step changes nothing.
  public mutating func step(to time: Date) {
    guard time >= self.time else { return }
    self.time = time
    for index in cars.indices { advance(index, to: time) }
    planAhead()
  }

  /// The free cars of `service`.
  public func freeCars(of service: Service) -> [FleetCar] {
    cars.filter { $0.service == service && $0.isFree }
  }

  /// Gives free car `id` a passenger: from `time` it drives `path` (from where it is) to the pickup.
  public mutating func assign(_ id: Int, along path: RoadPath, at time: Date) throws(FleetError) {
    step(to: time)
    guard cars.indices.contains(id) else { throw .noSuchCar(id) }
    guard cars[id].isFree else { throw .notFree(id) }
    cars[id].plan = nil
    cars[id].drive(path, at: time, as: .toPickup)
  }

  /// The passenger boarded car `id`, waiting at the pickup: it drives them along `path`.
  public mutating func startTrip(_ id: Int, along path: RoadPath, at time: Date) throws(FleetError) {
    step(to: time)
    guard cars.indices.contains(id) else { throw .noSuchCar(id) }
    guard cars[id].activity == .atPickup else { throw .notAtPickup(id) }
    cars[id].drive(path, at: time, as: .onTrip)
  }

  /// Car `id` is done with its passenger (dropped off or cancelled): it parks where it is, free.
  public mutating func release(_ id: Int, at time: Date) throws(FleetError) {
    step(to: time)
    guard cars.indices.contains(id) else { throw .noSuchCar(id) }
    cars[id].halt()
    park(id, from: time)
  }

  private mutating func advance(_ index: Int, to time: Date) {
    while true {
      switch cars[index].activity {
      case .parked(let until):
        guard until <= time else { return }
        setOff(index, at: until)
      case .cruising:
        let arrival = cars[index].arrival!
        guard arrival <= time else { return cars[index].place(at: time) }
        cars[index].stop()
        park(index, from: arrival)
      case .toPickup:
        if cars[index].arrival! <= time {
          cars[index].stop()
          cars[index].activity = .atPickup
        } else {
          cars[index].place(at: time)
        }
        return
      case .onTrip:
        // It stays at the destination until released.
        return cars[index].place(at: time)
      case .atPickup:
        return
      }
    }
  }

  /// Car `index` parks where it is from `time` for a pause.
  private mutating func park(_ index: Int, from time: Date) {
    let pause = Double.random(in: configuration.pause, using: &cars[index].random)
    park(index, until: time.addingTimeInterval(pause))
  }

  /// Car `index` parks where it is until `time`, and draws its next cruise.
  private mutating func park(_ index: Int, until time: Date) {
    cars[index].activity = .parked(until: time)
    var candidates: [Coordinate] = []
    for _ in 0..<4 {
      if let destination = destinations.draw(
        from: cars[index].coordinate, minimum: 300, maximum: configuration.cruiseRadius, &cars[index].random)
      {
        candidates.append(destination)
      }
    }
    let fallback = destinations.draw(
      from: cars[index].coordinate, minimum: 0, maximum: .infinity, &cars[index].random)
    cars[index].plan = CruisePlan(candidates: candidates, fallback: fallback)
    unrouted.append(index)
  }

  /// Works out the path of the parked car that leaves first among those without one: routing
  /// spread over the frames instead of piling up in the frames where cars set off.
  private mutating func planAhead() {
    unrouted.removeAll { cars[$0].plan?.routed != false }
    var next: (index: Int, leaves: Date)?
    for index in unrouted {
      if case .parked(let until) = cars[index].activity, next == nil || until < next!.leaves {
        next = (index, until)
      }
    }
    if let next { workOutPath(next.index) }
  }

  private mutating func workOutPath(_ index: Int) {
    guard let plan = cars[index].plan, !plan.routed else { return }
    let start = cars[index].coordinate
    let network = network
    cars[index].plan?.path = plan.candidates.lazy.compactMap { try? network.path(from: start, to: $0) }
      .first { $0.duration > 0 }
    cars[index].plan?.routed = true
  }

  /// Car `index` sets off at `time` on its planned cruise. A car left where no route leads out (a
  /// passenger's destination in a corner of the map) is moved to its fallback point and parks there.
  private mutating func setOff(_ index: Int, at time: Date) {
    workOutPath(index)
    let plan = cars[index].plan
    cars[index].plan = nil
    if let path = plan?.path {
      cars[index].drive(path, at: time, as: .cruising)
      return
    }
    relocations += 1
    cars[index].coordinate = plan?.fallback ?? cars[index].coordinate
    park(index, from: time)
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
