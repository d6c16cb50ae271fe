import Foundation
import OpenStreetMap
import Ride

/// Where the tests find the repository's tariffs and the imported Helsinki map.
enum TestData {
  /// The repository root, from this file's path (Tests/RideTests/TestSupport.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var tariffDirectory: String { repository.appendingPathComponent("tariffs").path }

  static func helsinkiTariffs() throws -> TariffBook {
    try TariffBook.load(directory: tariffDirectory, city: "helsinki")
  }

  static func tariffText(_ service: String) throws -> String {
    try String(contentsOfFile: "\(tariffDirectory)/helsinki/\(service).json", encoding: .utf8)
  }

  /// The Helsinki map `make map` imports, loaded once for every test that needs it.
  static let helsinki: Result<MapStore, any Error> = Result {
    let path = repository.appendingPathComponent("data/helsinki.hailmap").path
    guard FileManager.default.fileExists(atPath: path) else {
      throw MissingData(description: "\(path) is missing: run `make map` first")
    }
    return try MapStore(contentsOf: path)
  }

  static func map() throws -> MapStore { try helsinki.get() }

  struct MissingData: Error, CustomStringConvertible { let description: String }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-ride-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// An instant written in UTC ("2025-03-12T04:00:00Z"), so tests state local times independently
  /// of the conversion under test.
  static func utc(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.date(from: text)!
  }
}
