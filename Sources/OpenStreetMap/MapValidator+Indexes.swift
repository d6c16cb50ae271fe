import Foundation

/// The stored indexes are read in place as they are, so they are checked like the data: every
/// stored index in range, so that no query can read past an array however the file was made.
extension MapValidator {
  static func validateTiles(_ name: String, _ tiles: TileIndex, count: Int, path: String) throws {
    guard isOffsets(tiles.tileStart, limit: tiles.items.count),
      tiles.items.allSatisfy({ $0 >= 0 && Int($0) < count })
    else { throw MapError.badMapFile(path: path, reason: "bad \(name) tile index") }
  }

  static func validateRoutingIndexes(_ indexes: MapIndexes, of data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    // A segment runs from its point to the next.
    try validateTiles("segment", indexes.segmentTiles, count: data.points.count - 1, path: path)
    let chains = Int32(data.graph.chainFirstPoint.count)
    try check(indexes.pointChain.allSatisfy { $0 >= -1 && $0 < chains }, "bad point chains")
    let turns = data.turns
    try check(
      isOffsets(indexes.reverseStart, limit: turns.turnCount)
        && indexes.reverseTurn.allSatisfy { $0 >= 0 && Int($0) < turns.turnCount }
        && indexes.reverseSource.allSatisfy { $0 >= 0 && Int($0) < turns.nodeCount }, "bad reverse turns")
  }
}
