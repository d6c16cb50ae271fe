import Foundation
import OpenStreetMap
import Testing

/// Where the tests find the Helsinki extract that `scripts/setup.sh` fetches into `data/`.
enum TestData {
  /// The repository root, from this file's path (Tests/OpenStreetMapTests/TestData.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var helsinkiExtract: String { repository.appendingPathComponent("data/Helsinki.osm.pbf").path }

  /// The extract's path, or a failure that says how to get it.
  static func requireHelsinkiExtract() throws -> String {
    let path = helsinkiExtract
    guard FileManager.default.fileExists(atPath: path) else {
      throw MissingData(
        description:
          "\(path) is missing: run `make setup` (or `bash scripts/setup.sh`) to fetch the Helsinki extract")
    }
    return path
  }

  struct MissingData: Error, CustomStringConvertible { let description: String }

  /// The Helsinki extract imported once for every test that reads it.
  static let helsinki: Result<(map: MapStore, statistics: ImportStatistics), any Error> = Result {
    try MapStore.importExtract(at: try requireHelsinkiExtract())
  }

  static func map() throws -> MapStore { try helsinki.get().map }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-osm-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// SplitMix64: seeded, so every run tests the same random pairs.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
