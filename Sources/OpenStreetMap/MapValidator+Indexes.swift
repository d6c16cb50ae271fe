import Foundation

/// The stored indexes are read in place as they are, so they are checked like the data: every
/// length matches what it indexes and every stored index is in range, so that no query can read
/// past an array however the file was made.
extension MapValidator {
  static func validate(_ indexes: MapIndexes, of data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    try check(
      indexes.points.count == data.points.count && indexes.poiPoints.count == data.poiCount
        && indexes.addressPoints.count == data.addressCoordinate.count
        && indexes.featureBounds.count == data.featureCount, "projected positions differ in length")
    for (name, tiles, count) in [
      ("feature", indexes.featureTiles, data.featureCount), ("place", indexes.poiTiles, data.poiCount),
      ("address", indexes.addressTiles, data.addressCoordinate.count),
      ("segment", indexes.segmentTiles, data.points.count),
    ] {
      try check(
        tiles.tileStart.count == tiles.keys.count + 1
          && isOffsets(tiles.tileStart, limit: tiles.items.count)
          && tiles.items.allSatisfy { $0 >= 0 && Int($0) < count }, "bad \(name) tile index")
    }
    let graph = data.graph
    let chains = Int32(graph.chainFirstPoint.count)
    try check(
      indexes.pointChain.count == data.points.count
        && indexes.pointChain.allSatisfy { $0 >= -1 && $0 < chains },
      "bad point chains")
    let turns = data.turns
    try check(
      indexes.reverseStart.count == turns.nodeCount + 1
        && isOffsets(indexes.reverseStart, limit: turns.turnCount)
        && indexes.reverseTurn.count == turns.turnCount && indexes.reverseSource.count == turns.turnCount
        && indexes.reverseTurn.allSatisfy { $0 >= 0 && Int($0) < turns.turnCount }
        && indexes.reverseSource.allSatisfy { $0 >= 0 && Int($0) < turns.nodeCount }, "bad reverse turns")
    try check(
      indexes.nodeUnit.count == graph.nodeCount && indexes.nodeRoads.count == graph.nodeCount,
      "node arrays differ in length")
    try check(indexes.fastestRate.isFinite && indexes.fastestRate > 0, "bad fastest rate")
  }
}
