import Foundation
import OpenStreetMap

/// One car of the fleet: who drives it, what it is doing, and where it is at the fleet's time.
public struct FleetCar: Sendable {
  /// Its index in the fleet (`map.car.N` on the map).
  public let id: Int
  public let service: Service
  public let driver: Driver
  public internal(set) var activity: Activity
  public internal(set) var coordinate: Coordinate
  /// Degrees clockwise from north: the direction of the road it is on, or was last on.
  public internal(set) var heading: Double
  /// The path it is driving, and when it set off on it (nil while parked or waiting).
  public internal(set) var path: RoadPath?
  public internal(set) var departure: Date
  /// Where the sample search on `path` continues.
  var segment = 0
  /// The car's own random stream: its destinations and pauses, independent of every other car.
  var random: SplitMix64
  /// While parked: where it goes next.
  var plan: CruisePlan?
  /// The spot it holds (`CruiseDestinations`): where it is parked, or the one it cruises to; nil
  /// while it serves a passenger, and after a ride until it cruises again.
  var spot: Int?

  /// What a car is doing.
  public enum Activity: Hashable, Sendable {
    /// Parked, free; sets off on a cruise at `until`.
    case parked(until: Date)
    /// Driving to a random destination, free.
    case cruising
    /// Assigned to a passenger, driving to the pickup.
    case toPickup
    /// At the pickup, waiting for the passenger.
    case atPickup
    /// Driving the passenger.
    case onTrip
  }

  /// Whether dispatch may give it a passenger.
  public var isFree: Bool {
    switch activity {
    case .parked, .cruising: true
    case .toPickup, .atPickup, .onTrip: false
    }
  }

  /// When it reaches the end of the path it is driving, nil when it is not driving one.
  public var arrival: Date? { path.map { departure.addingTimeInterval($0.duration) } }

  /// When the fleet next has something to do with it: a parked car sets off, a car reaches the end
  /// of its cruise or the pickup. nil while it waits for, or drives, a passenger.
  var due: Date? {
    switch activity {
    case .parked(let until): until
    case .cruising, .toPickup: arrival
    case .atPickup, .onTrip: nil
    }
  }

  /// Moves it to where it is at `time` on its path (clamped to the path's ends); nothing when it is
  /// not driving one. The path is read in place, never copied out, not even to compare it with nil
  /// (`path != nil` made a copy, retaining and releasing its four arrays: two thirds of a step of
  /// 2,000 cars in a profile).
  mutating func place(at time: Date) {
    guard let sample = path?.sample(at: time.timeIntervalSince(departure), segment: &segment) else { return }
    coordinate = sample.coordinate
    if path!.coordinates.count > 1 { heading = sample.heading }
  }

  /// Sets off along `path` at `time` as `activity`.
  mutating func drive(_ path: RoadPath, at time: Date, as activity: Activity) {
    self.path = path
    self.activity = activity
    departure = time
    segment = 0
    place(at: time)
  }

  /// Leaves the current path where the car is now.
  mutating func halt() {
    path = nil
  }

  /// Ends the current path where it ends.
  mutating func stop() {
    if let path {
      coordinate = path.end
      if let last = path.headings.last { heading = last }
    }
    path = nil
  }
}
