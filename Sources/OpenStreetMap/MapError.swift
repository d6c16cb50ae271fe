import Foundation

/// Everything that goes wrong in the OpenStreetMap module, each with a one-line message.
public enum MapError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input extract cannot be opened (missing, unreadable, or not named .osm / .osm.pbf).
  case cannotOpen(path: String, reason: String)
  /// readosm rejected the extract: truncated, corrupt, or not OpenStreetMap data.
  case notOpenStreetMap(path: String, reason: String)
  /// The extract parsed but holds no nodes with coordinates.
  case emptyExtract(path: String)
  /// The map file is not a .hailmap, is truncated, or its contents do not add up.
  case badMapFile(path: String, reason: String)
  /// The map file was written by another format version; re-import it.
  case wrongVersion(path: String, found: UInt32, expected: UInt32)
  /// The map file's payload does not match its CRC-32.
  case badChecksum(path: String)
  /// Writing the output failed (nothing is left behind).
  case cannotWrite(path: String, reason: String)
  /// A coordinate is not on this map (or not within `limit` metres of a routable road).
  case offMap(Coordinate)
  /// A coordinate is not a valid latitude/longitude pair.
  case invalidCoordinate(String)
  /// The road graph has no path between the two points (for example across a one-way the wrong way
  /// out of a cut-off part of the extract).
  case noRoute(from: Coordinate, to: Coordinate)

  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
    case .notOpenStreetMap(let path, let reason): "\(path) is not a readable OpenStreetMap extract: \(reason)"
    case .emptyExtract(let path): "\(path) holds no OpenStreetMap nodes"
    case .badMapFile(let path, let reason): "\(path) is not a valid .hailmap: \(reason)"
    case .wrongVersion(let path, let found, let expected):
      "\(path) is .hailmap format \(found), this build reads format \(expected): re-import it (hail import)"
    case .badChecksum(let path): "\(path) is corrupt: its checksum does not match (re-import it)"
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .offMap(let coordinate): "\(coordinate) is off the map (no road nearby)"
    case .invalidCoordinate(let text):
      "'\(text)' is not a coordinate: \(Coordinate.problem(parsing: text) ?? "expected LAT,LON in decimal degrees")"
    case .noRoute(let from, let to): "no route from \(from) to \(to)"
    }
  }
}
