import Foundation
@_spi(Hail) import MapKit
import OpenStreetMap

/// The map data the app runs on: the imported Helsinki extract by default (`make map` writes it),
/// or any `.hailmap` a user imported with `hail import`.
public enum AppMap {
  /// Where `make map` puts the default map, relative to the working directory.
  public static let defaultPath = "data/helsinki.hailmap"

  /// Loads the map MapKit's views and services use. An explicit `path` that cannot be loaded
  /// throws (one-line message); a missing default map is not an error: the app runs on a blank map
  /// and `warning` says so.
  @MainActor
  public static func load(path: String?, warning: (String) -> Void) throws {
    let chosen = path ?? defaultPath
    guard path != nil || FileManager.default.fileExists(atPath: chosen) else {
      warning("no map at \(chosen) (run `make map`); showing a blank map")
      MapDataSource.store = nil
      return
    }
    MapDataSource.store = try MapStore(contentsOf: chosen)
  }
}
