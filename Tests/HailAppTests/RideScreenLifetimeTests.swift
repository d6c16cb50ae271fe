import Foundation
import HailApp
@_spi(Hail) import HailHarness
import MapKit
import Testing
@_spi(Hail) import UIKit

/// A screen goes with its session: once a play of the ride is over, the session dropped and the
/// application reset (as the soak does between plays), nothing of the screen is alive — not the
/// window, the home screen, its map, nor a car's view; nor anything the soak's `ObjectCensus` saw
/// in the window each second of the play.
@MainActor
@Suite struct RideScreenLifetimeTests {
  /// What a play leaves, held weakly.
  private struct Remains {
    weak var window: UIWindow?
    weak var home: HomeViewController?
    weak var map: MKMapView?
    weak var car: UIView?
    var carWasShown = false
    /// The search screen's destination field, when the play ends on it.
    weak var field: UITextField?
    /// Whether that field was first responder, the keyboard up, when the play ended.
    var fieldWasEditing = false
    /// Every view, controller and recognizer the screen had, taken each second of the play.
    var census: ObjectCensus?
  }

  @Test func theRideScreenGoesAfterAWholeRide() throws {
    let remains = try play(Self.script("ride-trip"), speed: 10)
    #expect(remains.window == nil)
    #expect(remains.home == nil)
    #expect(remains.map == nil)
    #expect(remains.carWasShown)
    #expect(remains.car == nil)
    #expect(remains.census?.survivors.map { "\($0.count) \($0.kind)" } == [])
  }

  /// The soak's play: the demo tour, which ends in the ride flow.
  @Test func theScreenGoesAfterTheDemoTour() throws {
    let remains = try play(DemoTour.steps(for: Device.iphone15.size), speed: DemoTour.rideSpeed)
    #expect(remains.window == nil)
    #expect(remains.home == nil)
    #expect(remains.map == nil)
    #expect(remains.carWasShown)
    #expect(remains.car == nil)
    #expect(remains.census?.survivors.map { "\($0.count) \($0.kind)" } == [])
  }

  /// The search screen reset while its field is first responder and the keyboard up: the field, its
  /// caret and clear button go with the screen, and so do the header's buttons and the pickup's
  /// clearance view (each was held by a cycle of its own before).
  @Test func theSearchScreenGoesWhenResetWithTheKeyboardUp() throws {
    let steps = try Self.script("ride-estimate").filter { $0.time <= 3 }
    let remains = try play(steps, speed: 1)
    #expect(remains.fieldWasEditing)
    #expect(remains.field == nil)
    #expect(remains.window == nil)
    #expect(remains.home == nil)
    #expect(remains.census?.survivors.map { "\($0.count) \($0.kind)" } == [])
  }

  /// The first view under `root` whose identifier starts with `prefix`.
  private static func view(identified prefix: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier?.hasPrefix(prefix) == true { return root }
    return root.subviews.lazy.compactMap { view(identified: prefix, in: $0) }.first
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
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    do {
      let environment = HailEnvironment(
        mapStore: try HailMapData.helsinki.get(), dataDirectory: data,
        ride: try HailEnvironment.loadRide(
          tariffDirectory: RideFixtures.tariffs, fleetSize: 300, speed: speed, warning: { _ in }))
      let session = HomeScreenSession(environment: environment, device: .iphone15)
      var census = ObjectCensus(appWindow: session.window)
      census.play(steps, on: session)
      // A frame after the last step: the map makes the views of annotations that step added (the
      // cars near the pin, back after the receipt's done) at its next layout.
      session.advance(to: session.now + 1.0 / 60)
      remains.window = session.window
      remains.home = session.home
      remains.map = session.home.mapView
      remains.car = Self.view(identified: "map.car.", in: session.window)
      remains.carWasShown = remains.car != nil
      remains.field = Self.view(identified: "search.field", in: session.window) as? UITextField
      remains.fieldWasEditing = remains.field?.isFirstResponder == true
      census.take(session.window)
      remains.census = census
    }
    UIApplication.shared.resetHeadless(environment: HailEnvironment(mapStore: nil).system)
    return remains
  }
}
