@_spi(Hail) import CoreGraphics
import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

/// The result of one replay: its snapshots by name, its touches, its screenshots. Its folder, and
/// the data directory the replay made for itself if any, are removed once the outcome is let go
/// (every read goes through it: the folder is private), so the suite leaves nothing in the
/// temporary directory.
final class ReplayOutcome {
  private let folder: URL
  private let dataDirectory: URL?

  init(folder: URL, dataDirectory: URL?) {
    self.folder = folder
    self.dataDirectory = dataDirectory
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
    if let dataDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
  }

  func snapshot(_ name: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name + ".json")))
      as? [String: Any] ?? [:]
  }

  func view(_ id: String, in snapshot: String) throws -> [String: Any] {
    let views = try self.snapshot(snapshot)["views"] as? [[String: Any]] ?? []
    return try #require(views.first { $0["id"] as? String == id }, "no view \(id) in \(snapshot)")
  }

  func app(_ snapshot: String) throws -> [String: Any] {
    try self.snapshot(snapshot)["app"] as? [String: Any] ?? [:]
  }

  func mapSpan(_ snapshot: String) throws -> (Double, Double) {
    let span = (try self.snapshot(snapshot)["map"] as? [String: Any])?["span"] as? [Double] ?? []
    return (span.first ?? .nan, span.last ?? .nan)
  }

  func mapCenter(_ snapshot: String) throws -> (Double, Double) {
    let center = (try self.snapshot(snapshot)["map"] as? [String: Any])?["center"] as? [Double] ?? []
    return (center.first ?? .nan, center.last ?? .nan)
  }

  var touchedViews: [String] {
    let text =
      (try? String(contentsOf: folder.appendingPathComponent("touches.jsonl"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["view"] as? String
    }
  }

  func screenshot(_ name: String) throws -> CGImage {
    try CGImage.load(pngAt: folder.appendingPathComponent(name + ".png"))
  }
}

@MainActor
func replay(
  _ script: String, device: Device = .iphone8, language: AppLanguage = .zh,
  appearance: UIUserInterfaceStyle = .light
) throws -> ReplayOutcome {
  // A data directory of its own, not the user's (whose saved language or appearance would change
  // what the replay shows).
  let data = temporaryDataDirectory()
  let environment = HailEnvironment(
    mapStore: try HailMapData.helsinki.get(), language: language, dataDirectory: data, appearance: appearance)
  return try replay(script, device: device, environment: environment, session: nil, removing: data)
}

/// Replays `script` (from Replays/) on the home screen with the ride flow: the Helsinki map, the
/// repository's tariffs, the default fleet (or `fleetSize` cars), the simulation at `speed`, the
/// system `appearance`, and a fresh data directory (or `dataDirectory`).
@MainActor
func rideReplay(
  _ script: String, device: Device = .iphone15, language: AppLanguage = .zh,
  appearance: UIUserInterfaceStyle = .light, dataDirectory: URL? = nil, speed: Double = 1,
  fleetSize: Int? = nil
) throws -> ReplayOutcome {
  let ride = try HailEnvironment.loadRide(
    tariffDirectory: RideFixtures.tariffs, fleetSize: fleetSize, speed: speed, warning: { _ in })
  let ownData = dataDirectory == nil ? temporaryDataDirectory() : nil
  let environment = HailEnvironment(
    mapStore: try HailMapData.helsinki.get(), language: language,
    dataDirectory: dataDirectory ?? ownData, ride: ride, appearance: appearance)
  return try replay(script, device: device, environment: environment, session: nil, removing: ownData)
}

/// Where the repository keeps its tariffs.
enum RideFixtures {
  static let tariffs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("tariffs").path
}

/// Replays `script` (from Replays/) on a fresh start of the application showing what `makeRoot`
/// builds instead of the home screen; no map.
@MainActor
func replay(
  _ script: String, device: Device = .iphone8, showing makeRoot: () -> UIViewController
) throws -> ReplayOutcome {
  let data = temporaryDataDirectory()
  let environment = HailEnvironment(mapStore: nil, dataDirectory: data)
  let session = ScreenSession(system: environment.system, device: device, scale: 1, root: makeRoot)
  return try replay(script, device: device, environment: environment, session: session, removing: data)
}

/// A data directory of its own for one test, under the temporary directory (made by the app's first
/// write; without a ride nothing writes there, so nothing is made). Where the app may write there
/// (a ride), the caller removes it once the app has ended (a replay ends it; else `terminate()` or
/// a reset): a background write after the removal would make it again.
func temporaryDataDirectory() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("hail-data-\(UUID().uuidString)")
}

/// Runs Replays/`script`.jsonl into a new temporary folder, on `session` or the home screen's; the
/// outcome removes the folder, and `dataDirectory` when given, once let go.
@MainActor
private func replay(
  _ script: String, device: Device, environment: HailEnvironment, session: ScreenSession?,
  removing dataDirectory: URL? = nil
) throws -> ReplayOutcome {
  let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Replays/\(script).jsonl")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "hail-\(script)-\(UUID().uuidString)")
  let parsed = try ReplayScript(parsing: String(contentsOf: source, encoding: .utf8))
  // Scale 1 keeps the golden screenshots small; the geometry is in points either way.
  let runner = ReplayRunner(environment: environment, device: device, scale: 1, outputDirectory: folder)
  // Made first, so a replay that throws still removes what it made.
  let outcome = ReplayOutcome(folder: folder, dataDirectory: dataDirectory)
  if let session { try runner.run(parsed, on: session) } else { try runner.run(parsed) }
  return outcome
}

/// The imported Helsinki map (`make map`), for the behaviours that need streets and places.
enum HailMapData {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("data/helsinki.hailmap").path
  /// The Helsinki map, opened once and shared: a `MapStore` is immutable.
  static let helsinki = Result { try MapStore(contentsOf: path) }
}

extension ObjectCensus {
  /// Plays `steps` on `session` (a snapshot or screenshot step only looks, so it does nothing
  /// here), taking the census at each whole second of the replay's time, as the soak does.
  @MainActor
  mutating func play(_ steps: [ReplayScript.Step], on session: ScreenSession) {
    var second = 1.0
    for step in steps {
      while second <= step.time {
        session.advance(to: second)
        take(session.window)
        second += 1
      }
      session.advance(to: step.time)
      session.perform(step.action)
    }
  }
}

/// Counts the ends of the app (`willTerminateNotification`) from its making on, having ended the
/// app before it, so that the next start does not count as one; for synchronous tests, which no
/// other test's app ends interleave with. The notification is posted synchronously on the main
/// thread, where the count is read.
@MainActor
final class AppEnds {
  private final class Count: @unchecked Sendable { var value = 0 }
  private let arrivals = Count()
  private var observer: (any NSObjectProtocol)?

  init() {
    UIApplication.shared.terminate()
    let arrivals = arrivals
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.willTerminateNotification, object: nil, queue: nil
    ) { _ in arrivals.value += 1 }
  }

  isolated deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  var count: Int { arrivals.value }
}
