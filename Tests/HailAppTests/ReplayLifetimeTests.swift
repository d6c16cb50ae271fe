import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Testing
@_spi(Hail) import UIKit

/// Every replay the suite plays leaves nothing alive once its session is dropped and the
/// application reset: what the census saw in the window each second of the play is gone
/// (LeakSanitizer found whole screens kept by cycles after the replay tests).
@MainActor
@Suite struct ReplayLifetimeTests {
  @Test(arguments: [
    "appearance", "map-edges", "pass-through-pan", "pressed", "recenter", "sheet-collapse", "sheet-snap",
    "snap-to-road", "swipe", "tabs", "wheel", "zoom-around-pickup",
  ])
  func aHomeScreenReplayLeavesNothing(_ script: String) throws {
    let environment = HailEnvironment(
      mapStore: try HailMapData.helsinki.get(), dataDirectory: temporaryDataDirectory())
    let survivors = try play(script) { HomeScreenSession(environment: environment, device: .iphone8) }
    #expect(survivors == [])
  }

  @Test(arguments: [
    "drawer-reopen", "drawer-saved-place", "drawer-settings", "ride-book", "ride-cancel",
    "ride-choose-on-map", "ride-estimate", "ride-no-driver", "ride-screens", "ride-suggestion",
  ])
  func aRideReplayLeavesNothing(_ script: String) throws {
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let environment = HailEnvironment(
      mapStore: try HailMapData.helsinki.get(), dataDirectory: data,
      ride: try HailEnvironment.loadRide(
        tariffDirectory: RideFixtures.tariffs, fleetSize: 60, speed: 10, warning: { _ in }))
    let survivors = try play(script) { HomeScreenSession(environment: environment, device: .iphone15) }
    #expect(survivors == [])
  }

  @Test(arguments: ["alert-actions", "navigation-push-pop", "sheet-detents"])
  func aControllerFlowLeavesNothing(_ script: String) throws {
    let survivors = try play(script) {
      ScreenSession(system: HailEnvironment(mapStore: nil).system, device: .iphone8, scale: 1) {
        UINavigationController(rootViewController: ControllerFlowsController())
      }
    }
    #expect(survivors == [])
  }

  /// Plays Replays/`script`'s touches, wheel steps, text and keys on the session `start` makes,
  /// taking the census each second, then drops the session, resets the application, and names
  /// what is still alive.
  private func play(_ script: String, on start: () -> ScreenSession) throws -> [String] {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Replays/\(script).jsonl")
    let steps = try ReplayScript(parsing: String(contentsOf: source, encoding: .utf8)).steps
    var census: ObjectCensus
    do {
      let session = start()
      census = ObjectCensus(appWindow: session.window)
      census.play(steps, on: session)
      census.take(session.window)
    }
    UIApplication.shared.resetHeadless(environment: HailEnvironment(mapStore: nil).system)
    return census.survivors.map { "\($0.count) \($0.kind)" }
  }
}
