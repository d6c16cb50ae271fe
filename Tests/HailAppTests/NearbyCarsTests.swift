import Foundation
import HailApp
@_spi(Hail) import HailHarness
import MapKit
import OpenStreetMap
import Ride
import Testing
@_spi(Hail) import UIKit

/// The home map's fleet: each car's view stands where the simulation has the car, turned to its
/// heading, and glides with it; the pin's bubble says how soon the nearest car gets there by road.
@MainActor
@Suite struct NearbyCarsTests {
  /// One session for the three checks: starting the map and 300 cars is most of the cost.
  @Test func nearbyCars() throws {
    let session = try Self.session()
    try carsStandWhereTheFleetIsTurnedToTheirHeading(session)
    try carsGlideBetweenFrames(session)
    try theBubbleSaysWhenTheNearestCarArrives(session)
  }

  func carsStandWhereTheFleetIsTurnedToTheirHeading(_ session: HomeScreenSession) throws {
    for time in [1.0, 1.5] {
      session.advance(to: time)
      let map = session.home.mapView!
      let fleet = try #require(session.home.rideSession?.fleet)
      let visible = fleet.cars.filter { car in
        let point = map.convert(
          CLLocationCoordinate2D(latitude: car.coordinate.latitude, longitude: car.coordinate.longitude),
          toPointTo: map)
        return map.bounds.insetBy(dx: 20, dy: 20).contains(point)
      }
      #expect(visible.count > 10, "cars near the station at \(time) s: \(visible.count)")
      let pixel = 1 / UIScreen.main.scale
      for car in visible {
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
    // A car cruising in view that the next five frames take a few tenths of a point along its road.
    let moving = try #require(
      fleet.cars.first { car in
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

  func theBubbleSaysWhenTheNearestCarArrives(_ session: HomeScreenSession) throws {
    let center = session.home.mapView.centerCoordinate
    let ride = try #require(session.home.rideSession)
    let seconds = try #require(
      ride.pickupTime(at: .init(latitude: center.latitude, longitude: center.longitude), service: .express))
    let label = try #require(Self.view("map.pickup.bubble.text", in: session.window) as? UILabel)
    #expect(label.text == "\(Int((seconds / 60).rounded(.up)))分钟上车")
    #expect(label.text == "1分钟上车")
  }

  static func session() throws -> HomeScreenSession {
    let environment = HailEnvironment(
      mapStore: try HailMapData.helsinki.get(),
      dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(
        "hail-data-\(UUID().uuidString)"),
      // A whole city's 300 cars on the extract (its default is 7): the layer under a crowd.
      ride: try HailEnvironment.loadRide(
        tariffDirectory: RideFixtures.tariffs, fleetSize: 300, warning: { _ in }))
    return HomeScreenSession(environment: environment, device: .iphone15)
  }

  static func view(_ id: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == id { return root }
    for subview in root.subviews {
      if let found = view(id, in: subview) { return found }
    }
    return nil
  }
}
