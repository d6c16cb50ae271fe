import Foundation
import HailApp
@_spi(Hail) import HailHarness
import MapKit
import Testing
@_spi(Hail) import UIKit

/// A screen goes with its session: once a play of the ride is over, the session dropped and the
/// application reset (as the soak does between plays), nothing of the screen is alive — not the
/// window, the home screen, its map, nor a car's view.
@MainActor
@Suite struct RideScreenLifetimeTests {
  /// What a play leaves, held weakly.
  private struct Remains {
    weak var window: UIWindow?
    weak var home: HomeViewController?
    weak var map: MKMapView?
    weak var car: UIView?
  }

  @Test func theRideScreenGoesAfterAWholeRide() throws {
    let remains = try play(Self.script("ride-trip"), speed: 10)
    #expect(remains.window == nil)
    #expect(remains.home == nil)
    #expect(remains.map == nil)
    #expect(remains.car == nil)
  }

  /// The soak's play: the demo tour, which ends in the ride flow.
  @Test func theScreenGoesAfterTheDemoTour() throws {
    let remains = try play(DemoTour.steps(for: Device.iphone15.size), speed: DemoTour.rideSpeed)
    #expect(remains.window == nil)
    #expect(remains.home == nil)
    #expect(remains.map == nil)
    #expect(remains.car == nil)
  }

  private static func carView(in root: UIView) -> UIView? {
    if root.accessibilityIdentifier?.hasPrefix("map.car.") == true { return root }
    return root.subviews.lazy.compactMap { carView(in: $0) }.first
  }

  /// Plays `script`'s touches and keys (not its snapshots) on the home screen with 300 cars, then
  /// drops the session and resets the application.
  private static func script(_ name: String) throws -> [ReplayScript.Step] {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Replays/\(name).jsonl")
    return try ReplayScript(parsing: String(contentsOf: source, encoding: .utf8)).steps
  }

  private func play(_ steps: [ReplayScript.Step], speed: Double) throws -> Remains {
    var remains = Remains()
    do {
      let environment = HailEnvironment(
        mapStore: try HailMapData.helsinki.get(),
        dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(
          "hail-data-\(UUID().uuidString)"),
        ride: try HailEnvironment.loadRide(
          tariffDirectory: RideFixtures.tariffs, fleetSize: 300, speed: speed, warning: { _ in }))
      let session = HomeScreenSession(environment: environment, device: .iphone15)
      for step in steps {
        session.advance(to: step.time)
        switch step.action {
        case .snapshot, .screenshot: break
        default: session.perform(step.action)
        }
      }
      remains.window = session.window
      remains.home = session.home
      remains.map = session.home.mapView
      remains.car = Self.carView(in: session.window)
      #expect(remains.car != nil)
    }
    UIApplication.shared.resetHeadless(environment: HailEnvironment(mapStore: nil).system)
    return remains
  }
}
