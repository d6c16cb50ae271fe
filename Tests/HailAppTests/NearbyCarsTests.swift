import Foundation
@_spi(Hail) import HailHarness
import MapKit
import OpenStreetMap
import Ride
import Testing
@_spi(Hail) import UIKit

@testable import HailApp

/// The home map's cars: the free cars of the tab's service nearest the pin, not the whole fleet;
/// each car's view stands where the simulation has the car, turned to its heading, and glides with
/// it; the pin's bubble says how soon the nearest car gets there by road.
@MainActor
@Suite struct NearbyCarsTests {
  /// One session for all the checks: starting the map and 300 cars is most of the cost.
  @Test func nearbyCars() throws {
    let data = temporaryDataDirectory()
    defer { Self.end(data) }
    let session = try Self.session(data: data)
    try theMapShowsTheNearestFreeCarsOfTheTabsService(session, service: .express)
    try carsStandWhereTheFleetIsTurnedToTheirHeading(session)
    try carsGlideBetweenFrames(session)
    try theBubbleSaysWhenTheNearestCarArrives(session, service: .express)
    #expect((Self.view("map.pickup.bubble.text", in: session.window) as? UILabel)?.text == "1分钟上车")
    try theCarsAreChosenAgainAsTheyMove(session, until: 14)
    // The 出租车 tab: its taxis in place of the express cars, at once.
    _ = session.perform(.aimed(.init(.down, on: "tab.taxi")))
    session.advance(to: session.now + 0.08)
    _ = session.perform(.aimed(.init(.up, on: "tab.taxi")))
    let tapped = session.now
    #expect(session.home.selectedPage == 1)
    session.advance(to: session.now + 1.0 / 60)
    try theMapShowsTheNearestFreeCarsOfTheTabsService(session, service: .taxi)
    // The bubble says the nearest taxi's time, looked up at the tap (not at the next 10-second
    // lookup).
    #expect(try #require(session.home.ride).lastPickupLookup == tapped)
    try theBubbleSaysWhenTheNearestCarArrives(session, service: .taxi)
  }

  /// While a ride is previewed the map shows the cars of the service selected on the prices card
  /// near the ride's pickup; once called, those of the service called, while dispatch searches.
  @Test func theRidesCarsAreThoseOfItsService() throws {
    let data = temporaryDataDirectory()
    defer { Self.end(data) }
    let session = try Self.session(data: data)
    session.advance(to: 1)
    Self.tap("home.suggestion.0", in: session, settle: 1)
    #expect(session.home.rideSession?.trip.state == .previewing)
    let at = try #require(session.home.rideSession?.trip.preview?.pickup.coordinate)
    try theMapShows(session, service: .express, near: at)
    Self.tap("estimate.taxi", in: session, settle: 1.0 / 60)
    try theMapShows(session, service: .taxi, near: at)
    Self.tap("call.button", in: session, settle: 1)
    #expect(session.home.rideSession?.trip.state == .matching)
    #expect(session.home.rideSession?.trip.service == .taxi)
    try theMapShows(session, service: .taxi, near: at)
  }

  /// A booked taxi ride that dispatch starts while the prices card last had express selected: the
  /// map shows taxis, the service the ride was booked for, while dispatch searches.
  @Test func aBookedRideShowsTheCarsOfItsOwnService() throws {
    // Sixty times faster, so the booking's 15 minutes before its pickup come within seconds.
    let data = temporaryDataDirectory()
    defer { Self.end(data) }
    let session = try Self.session(speed: 60, data: data)
    session.advance(to: 1)
    Self.tap("home.suggestion.0", in: session, settle: 1)
    Self.tap("estimate.taxi", in: session, settle: 0.2)
    Self.tap("book.button", in: session, settle: 1)
    Self.tap("booking.confirm", in: session, settle: 1)
    Self.tap("alert.confirm", in: session, settle: 1)
    let ride = try #require(session.home.ride)
    #expect(session.home.rideSession?.scheduledRides.first?.service == .taxi)
    #expect(ride.controller.trip.state == .idle)
    // The passenger's last selection on a prices card, since: express.
    ride.service = .express
    // Frame by frame (a second of ride time each): dispatch's search lasts a few.
    while session.home.rideSession?.trip.state == .idle, session.now < 40 {
      session.advance(to: session.now + 1.0 / 60)
    }
    #expect(session.home.rideSession?.trip.state == .matching)
    #expect(session.home.rideSession?.trip.service == .taxi)
    let pickup = try #require(session.home.rideSession?.trip.preview?.pickup.coordinate)
    try theMapShows(session, service: .taxi, near: pickup)
  }

  /// Ten cars on the map, all of `service`, free, among the twenty nearest `pickup` (a car shown
  /// stays while it is, ahead of one as near that is not).
  func theMapShows(_ session: HomeScreenSession, service: Service, near pickup: Coordinate) throws {
    let fleet = try #require(session.home.rideSession?.fleet)
    let shown = Self.shownCars(in: session.home.mapView)
    #expect(shown.count == 10, "\(shown)")
    let ranked = fleet.cars.filter { $0.service == service && $0.isFree }
      .sorted { ($0.coordinate.distance(to: pickup), $0.id) < ($1.coordinate.distance(to: pickup), $1.id) }
    let nearest = Set(ranked.prefix(20).map(\.id))
    for id in shown {
      #expect(fleet.cars[id].service == service, "car \(id)")
      #expect(nearest.contains(id), "car \(id) at \(fleet.cars[id].coordinate.distance(to: pickup)) m")
    }
  }

  /// Every 5 s of ride time the cars are chosen again where the fleet is then: in the frame of each
  /// choice, the map shows exactly what `Fleet.nearbyCars` gives for the pin, keeping the cars shown
  /// before (at least two choices in `until` seconds; between them the cars shown stay).
  func theCarsAreChosenAgainAsTheyMove(_ session: HomeScreenSession, until end: TimeInterval) throws {
    let map = session.home.mapView!
    let ride = try #require(session.home.ride)
    var chosenAt = try #require(ride.nearbyLookup?.time)
    var shown = Self.shownCars(in: map)
    var choices: [[Int]] = []
    // Choices where the cars kept made a difference: without them the nearest others would show.
    var kept = 0
    while session.now < end {
      session.advance(to: session.now + 1.0 / 60)
      let lookup = try #require(ride.nearbyLookup)
      let now = Self.shownCars(in: map)
      guard lookup.time != chosenAt else {
        #expect(now == shown, "the cars changed between choices at \(session.now) s")
        continue
      }
      let fleet = try #require(session.home.rideSession?.fleet)
      #expect(lookup.time == fleet.time)
      #expect(lookup.time.timeIntervalSince(chosenAt) >= RideCoordinator.nearbyRefreshInterval)
      let expected = fleet.nearbyCars(
        around: Coordinate(latitude: lookup.pickup.latitude, longitude: lookup.pickup.longitude),
        service: .express, within: session.home.rideSession!.dispatcher.policy.maximumRadius, limit: 10,
        keeping: Set(shown))
      #expect(now == expected.sorted(), "at \(session.now) s")
      let unkept = fleet.nearbyCars(
        around: Coordinate(latitude: lookup.pickup.latitude, longitude: lookup.pickup.longitude),
        service: .express, within: session.home.rideSession!.dispatcher.policy.maximumRadius, limit: 10)
      if unkept.sorted() != expected.sorted() { kept += 1 }
      choices.append(now)
      (chosenAt, shown) = (lookup.time, now)
    }
    #expect(choices.count >= 2)
    // So the app passes the cars it shows (`keeping:`): a choice without them would fail above.
    #expect(kept >= 1, "the scenario no longer tells keeping from not keeping: lengthen it or move the pin")
  }

  /// The cars on the map: ten (a crowd of 300 has that many within dispatch's radius), all of
  /// `service`, free, and among the twenty nearest the pin (`theMapShows`).
  func theMapShowsTheNearestFreeCarsOfTheTabsService(_ session: HomeScreenSession, service: Service) throws {
    let center = session.home.mapView.centerCoordinate
    try theMapShows(
      session, service: service, near: Coordinate(latitude: center.latitude, longitude: center.longitude))
  }

  func carsStandWhereTheFleetIsTurnedToTheirHeading(_ session: HomeScreenSession) throws {
    for time in [1.0, 1.5] {
      session.advance(to: time)
      let map = session.home.mapView!
      let fleet = try #require(session.home.rideSession?.fleet)
      let shown = Self.shownCars(in: map)
      #expect(!shown.isEmpty)
      let pixel = 1 / UIScreen.main.scale
      for car in shown.map({ fleet.cars[$0] }) {
        let view = try #require(Self.view("map.car.\(car.id)", in: map))
        let expected = map.convert(
          CLLocationCoordinate2D(latitude: car.coordinate.latitude, longitude: car.coordinate.longitude),
          toPointTo: map)
        // Moved once it is a device pixel off, so never that far.
        #expect(abs(view.center.x - expected.x) < pixel + 1e-9, "car \(car.id) x at \(time) s")
        #expect(abs(view.center.y - expected.y) < pixel + 1e-9, "car \(car.id) y at \(time) s")
        // Turned to the nearest whole degree.
        let angle = atan2(Double(view.transform.b), Double(view.transform.a)) * 180 / .pi
        #expect(abs(remainder(angle - car.heading, 360)) <= 0.5 + 1e-6, "car \(car.id) heading at \(time) s")
        #expect(abs(angle - angle.rounded()) < 1e-6, "car \(car.id) at \(angle)° at \(time) s")
      }
    }
  }

  func carsGlideBetweenFrames(_ session: HomeScreenSession) throws {
    session.advance(to: 2.0)
    let map = session.home.mapView!
    let fleet = try #require(session.home.rideSession?.fleet)
    func point(_ coordinate: Coordinate) -> CGPoint {
      map.convert(
        CLLocationCoordinate2D(latitude: coordinate.latitude, longitude: coordinate.longitude), toPointTo: map
      )
    }
    // Where a car's path puts it `seconds` from now.
    func ahead(_ car: FleetCar, _ seconds: Double) -> CGPoint {
      var segment = 0
      let elapsed = fleet.time.timeIntervalSince(car.departure) + seconds
      return point(car.path!.sample(at: elapsed, segment: &segment).coordinate)
    }
    // A car shown cruising that the next five frames take a few tenths of a point along its road.
    let shown = Self.shownCars(in: map)
    let moving = try #require(
      shown.map { fleet.cars[$0] }.first { car in
        car.activity == .cruising && map.bounds.contains(point(car.coordinate))
          && hypot(ahead(car, 5.0 / 60).x - ahead(car, 0).x, ahead(car, 5.0 / 60).y - ahead(car, 0).y) > 0.3
      })
    let view = try #require(Self.view("map.car.\(moving.id)", in: map))
    var centres: [CGPoint] = []
    for frame in 1...6 {
      session.advance(to: 2.0 + Double(frame) / 60)
      centres.append(view.center)
    }
    // Each frame's step is small, and over five frames the view goes where the path goes (to the
    // device pixel it waits for before moving, on each axis, at both ends).
    let steps = zip(centres, centres.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
    #expect(steps.allSatisfy { $0 < 2 }, "\(steps)")
    let travelled = CGPoint(x: centres.last!.x - centres[0].x, y: centres.last!.y - centres[0].y)
    let expected = CGPoint(
      x: ahead(moving, 6.0 / 60).x - ahead(moving, 1.0 / 60).x,
      y: ahead(moving, 6.0 / 60).y - ahead(moving, 1.0 / 60).y)
    let pixel = 1 / UIScreen.main.scale
    #expect(
      hypot(travelled.x - expected.x, travelled.y - expected.y) < pixel * 2.squareRoot() + 1e-9,
      "\(centres) \(expected)")
  }

  /// The bubble: the road time of the nearest free car of `service` to the pin, in whole minutes.
  func theBubbleSaysWhenTheNearestCarArrives(_ session: HomeScreenSession, service: Service) throws {
    let center = session.home.mapView.centerCoordinate
    let ride = try #require(session.home.rideSession)
    let seconds = try #require(
      ride.pickupTime(at: .init(latitude: center.latitude, longitude: center.longitude), service: service))
    let label = try #require(Self.view("map.pickup.bubble.text", in: session.window) as? UILabel)
    #expect(label.text == "\(Int((seconds / 60).rounded(.up)))分钟上车")
  }

  /// A session over the Helsinki map keeping its data in `data`.
  static func session(speed: Double = 1, data: URL) throws -> HomeScreenSession {
    let environment = HailEnvironment(
      mapStore: try HailMapData.helsinki.get(), dataDirectory: data,
      // A whole city's 300 cars on the extract (its default is 7): the layer under a crowd.
      ride: try HailEnvironment.loadRide(
        tariffDirectory: RideFixtures.tariffs, fleetSize: 300, speed: speed, warning: { _ in }))
    return HomeScreenSession(environment: environment, device: .iphone15)
  }

  /// Ends the app, which waits for its background writes, then removes its data directory (a write
  /// after the removal would make it again).
  static func end(_ data: URL) {
    UIApplication.shared.terminate()
    try? FileManager.default.removeItem(at: data)
  }

  /// A tap on the view with `id` (down, and up 80 ms later), then `settle` seconds of frames.
  static func tap(_ id: String, in session: HomeScreenSession, settle: TimeInterval) {
    let view = session.perform(.aimed(.init(.down, on: id)))
    #expect(view != nil, "\(id) not found")
    session.advance(to: session.now + 0.08)
    _ = session.perform(.aimed(.init(.up, on: id)))
    session.advance(to: session.now + settle)
  }

  /// The fleet indices of the cars whose views show on `map`, in increasing order.
  static func shownCars(in map: UIView) -> [Int] {
    var ids: [Int] = []
    func visit(_ view: UIView) {
      if !view.isHidden, let id = view.accessibilityIdentifier, id.hasPrefix("map.car."),
        let index = Int(id.dropFirst("map.car.".count))
      {
        ids.append(index)
      }
      view.subviews.forEach(visit)
    }
    visit(map)
    return ids.sorted()
  }

  static func view(_ id: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == id { return root }
    for subview in root.subviews {
      if let found = view(id, in: subview) { return found }
    }
    return nil
  }
}
