import Foundation
import OpenStreetMap
import Ride
import Testing
@_spi(Hail) import UIKit

@testable import HailApp

/// The ride controller writes the passenger's files in the background and finishes them when the
/// app ends or the controller stops: a write that failed is said then, not lost.
@MainActor
@Suite(.serialized) struct RideControllerStorageTests {
  /// A controller on the Helsinki map with a small fleet, keeping its files in `data`, whose
  /// `preferences.json` cannot be written (a folder stands where it goes); its log lines are kept.
  private func controller(data: URL, log: LogLines) throws -> RideController {
    UIApplication.shared.resetHeadless()
    try FileManager.default.createDirectory(
      at: data.appendingPathComponent("preferences.json/inside"), withIntermediateDirectories: true)
    let start = Date(timeIntervalSince1970: 1_741_773_600)
    let session = RideSession(
      network: try HailMapData.helsinki.get(),
      tariffs: try TariffBook.load(directory: RideFixtures.tariffs, city: "helsinki"),
      fleet: FleetConfiguration(size: 4), start: start)
    let controller = RideController(
      service: RideService(session: session, clock: SimulationClock(start: start)), dataDirectory: data)
    controller.log = { log.lines.append($0) }
    return controller
  }

  private final class LogLines {
    var lines: [String] = []
  }

  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hail-controller-\(UUID().uuidString)")
  }

  private let home = RidePlace(
    name: LocalizedText(zh: "康比", en: "Kamppi"), coordinate: Coordinate(latitude: 60.1690, longitude: 24.9320)
  )

  @Test func theAppEndingFinishesTheWritesAndSaysWhichFailed() throws {
    let data = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let log = LogLines()
    let controller = try controller(data: data, log: log)
    // Kept alive: a controller let go finishes its writes too, which would hide a missed ending.
    withExtendedLifetime(controller) {
      controller.save(home, as: .home)
      controller.save(Preferences(language: "en", appearance: .dark))
      UIApplication.shared.terminate()
      #expect(log.lines.count == 1)
      let path = data.appendingPathComponent("preferences.json").path
      #expect(log.lines.first?.hasPrefix("cannot write \(path)") == true)
      #expect(RideStore(directory: data).load(now: Date()).data.savedPlaces.home == home)
    }
  }

  @Test func stoppingFinishesTheWritesAndSaysWhichFailed() throws {
    let data = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let log = LogLines()
    let controller = try controller(data: data, log: log)
    withExtendedLifetime(controller) {
      controller.save(home, as: .work)
      controller.save(Preferences(language: "en", appearance: .dark))
      controller.stop()
      #expect(log.lines.count == 1)
      #expect(log.lines.first?.contains("preferences.json") == true)
      #expect(RideStore(directory: data).load(now: Date()).data.savedPlaces.work == home)
    }
  }
}
