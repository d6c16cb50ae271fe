import Foundation
import OpenStreetMap

/// The imported Helsinki map (data/helsinki.hailmap, made by `make map`), loaded once.
enum HelsinkiMap {
  struct Missing: Error, CustomStringConvertible { let description: String }

  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/helsinki.hailmap").path

  static let loaded: Result<MapStore, any Error> = Result {
    guard FileManager.default.fileExists(atPath: path) else {
      throw Missing(
        description: "\(path) is missing: run `make map` (make test does) to import the Helsinki extract")
    }
    return try MapStore(contentsOf: path)
  }

  static func store() throws -> MapStore { try loaded.get() }
}
