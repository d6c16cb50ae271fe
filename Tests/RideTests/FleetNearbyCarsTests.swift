import Foundation
import OpenStreetMap
import Ride
import Testing

/// `Fleet.nearbyCars`: the cars the map shows around a pickup.
@Suite struct FleetNearbyCarsTests {
  let pickup = Coordinate(latitude: 60.1699, longitude: 24.9384)

  /// The ranking the map's cars must follow: the free cars of `service` within `radius`, nearest
  /// first, ties to the lower id.
  static func ranked(_ fleet: Fleet, around pickup: Coordinate, service: Service, within radius: Double)
    -> [Int]
  {
    fleet.cars.filter { $0.service == service && $0.isFree && $0.coordinate.distance(to: pickup) <= radius }
      .sorted { ($0.coordinate.distance(to: pickup), $0.id) < ($1.coordinate.distance(to: pickup), $1.id) }
      .map(\.id)
  }

  @Test func theNearestFreeCarsOfTheServiceWithinTheRadius() throws {
    let fleet = try FleetTests.helsinki.get()
    for service in Service.allCases {
      for (radius, limit) in [(1_000.0, 10), (150.0, 10), (5_000.0, 3), (1_000.0, 1_000)] {
        let expected = Self.ranked(fleet, around: pickup, service: service, within: radius).prefix(limit)
        #expect(
          fleet.nearbyCars(around: pickup, service: service, within: radius, limit: limit) == Array(expected),
          "\(service) within \(radius) m, at most \(limit)")
      }
    }
    // The crowd of 300 fills the limit near the station; a tight radius leaves some out.
    #expect(fleet.nearbyCars(around: pickup, service: .express, within: 1_000, limit: 10).count == 10)
    #expect(fleet.nearbyCars(around: pickup, service: .express, within: 1, limit: 10).isEmpty)
    #expect(fleet.nearbyCars(around: pickup, service: .express, within: 1_000, limit: 0).isEmpty)
    #expect(fleet.nearbyCars(around: pickup, service: .express, within: 1_000, limit: -1).isEmpty)
    // A limit no fleet reaches (twice it would overflow) gives every car within the radius.
    #expect(
      fleet.nearbyCars(around: pickup, service: .taxi, within: 1_000, limit: .max)
        == Self.ranked(fleet, around: pickup, service: .taxi, within: 1_000))
  }

  /// A car shown stays while it is among the twice-the-limit nearest, ahead of nearer ones not
  /// shown, in the farther half of the places; the nearer half always goes to the nearest cars, so
  /// a car at the pin shows however many were shown before; a car no longer free is dropped.
  @Test func carsShownStayWhileTheyAreStillNear() throws {
    var fleet = try FleetTests.helsinki.get()
    let ranked = Self.ranked(fleet, around: pickup, service: .express, within: 5_000)
    // Five places: the three nearest, then ranked[7] (among the ten nearest) kept; ranked[25]
    // (past them) goes; the last place to the next nearest. In the order of distance.
    #expect(
      fleet.nearbyCars(
        around: pickup, service: .express, within: 5_000, limit: 5, keeping: [ranked[7], ranked[25]])
        == [ranked[0], ranked[1], ranked[2], ranked[3], ranked[7]])
    // Shown before: ranks 10 to 19, all still among the twenty nearest. The five nearest come in
    // all the same, the other five places stay with cars shown before (the nearest of them).
    let shown = Set(ranked[10..<20])
    #expect(
      fleet.nearbyCars(around: pickup, service: .express, within: 5_000, limit: 10, keeping: shown)
        == Array(ranked[0..<5] + ranked[10..<15]))
    #expect(
      fleet.nearbyCars(
        around: pickup, service: .express, within: 5_000, limit: 2,
        keeping: [ranked[3], ranked[2], ranked[1]])
        == [ranked[0], ranked[1]])
    // Assigned, the nearest car is no longer among them.
    let nearest = ranked[0]
    let path = try TestData.map().path(from: fleet.cars[nearest].coordinate, to: pickup)
    try fleet.assign(nearest, along: path, at: fleet.time)
    #expect(
      fleet.nearbyCars(around: pickup, service: .express, within: 5_000, limit: 3, keeping: [nearest])
        == [ranked[1], ranked[2], ranked[3]])
  }
}
