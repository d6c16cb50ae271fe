import Foundation
@_spi(Hail) import MapKit
import OpenStreetMap

/// Where the map tests find the Helsinki map that `make map` imports into `data/` (the same
/// repository-relative lookup as the OpenStreetMapTests' `TestData`).
enum MapTestData {
  /// The repository root, from this file's path (Tests/MapKitTests/MapTestData.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var helsinkiMap: String { repository.appendingPathComponent("data/helsinki.hailmap").path }

  struct MissingData: Error, CustomStringConvertible { let description: String }

  /// The Helsinki map, loaded once for every test that draws it.
  static let helsinki: Result<MapStore, any Error> = Result {
    let path = helsinkiMap
    guard FileManager.default.fileExists(atPath: path) else {
      throw MissingData(description: "\(path) is missing: run `make map` to fetch and import Helsinki")
    }
    return try MapStore(contentsOf: path)
  }

  static func map() throws -> MapStore { try helsinki.get() }
}
