import Foundation

/// The stored indexes are read in place as they are, so they are checked like the data: every
/// stored index in range, so that no query can read past an array however the file was made.
extension MapValidator {
  static func validateTiles(_ name: String, _ tiles: TileIndex, count: Int, path: String) throws {
    guard isOffsets(tiles.tileStart, limit: tiles.items.count),
      tiles.items.allSatisfy({ $0 >= 0 && Int($0) < count })
    else { throw MapError.badMapFile(path: path, reason: "bad \(name) tile index") }
  }

  /// Every entry names a place or a street, every key and posting a unit, every offset runs in
  /// order, and prominences divide (finite, above 0): what `search` reads without checking.
  static func validateSearch(_ search: SearchIndex, of data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: "bad search index: \(what)") }
    }
    let pois = Int32(data.poiCount)
    let features = Int32(data.featureCount)
    try check(
      search.entrySource.allSatisfy { $0 >= -features && $0 < pois },
      "an entry names no place or street")
    try check(
      search.entryProminence.allSatisfy { $0.isFinite && $0 > 0 }, "a prominence is not a positive number")
    try check(
      search.entryPoint.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "an entry's point is not finite")
    let units = Int32(search.unitCount)
    try check(isOffsets(search.unitStart, limit: search.entrySource.count), "bad unit offsets")
    try check(
      search.keys.isWellFormed && search.primaryText.isWellFormed && search.otherText.isWellFormed,
      "names out of order")
    try check(search.keyUnit.allSatisfy { $0 >= 0 && $0 < units }, "a key names no unit")
    try check(
      search.keyKind.allSatisfy { SearchIndex.KeyKind(rawValue: $0) != nil }, "a key of an unknown kind")
    try check(isOffsets(search.postingStart, limit: search.postingUnit.count), "bad posting offsets")
    try check(search.postingUnit.allSatisfy { $0 >= 0 && $0 < units }, "a posting names no unit")
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
    try validateHierarchy(indexes.hierarchy, turns: turns, check: check)
  }

  /// Every arc between nodes of the turn graph, of a turn or an earlier arc (so unpacking ends),
  /// costs finite and not negative (so a query's searches end), and the ranks a numbering of the
  /// nodes (two nodes of one rank would share a query's labels); then the core.
  private static func validateHierarchy(
    _ hierarchy: ContractionHierarchy, turns: TurnGraph, check: (Bool, String) throws -> Void
  ) throws {
    let nodes = turns.nodeCount
    let arcs = turns.turnCount + hierarchy.shortcutFirst.count
    let isNode = { (node: Int32) in node >= 0 && Int(node) < nodes }
    let isArc = { (arc: Int32) in arc >= 0 && Int(arc) < arcs }
    let isCost = { (cost: Double) in cost.isFinite && cost >= 0 }
    try check(
      hierarchy.start.count == 2 * nodes + 1 && isOffsets(hierarchy.start, limit: hierarchy.arcs.count),
      "bad contraction hierarchy offsets")
    try check(
      hierarchy.arcs.allSatisfy { isNode($0.node) && isArc($0.id) }, "contraction hierarchy arcs out of range"
    )
    try check(
      hierarchy.arcs.allSatisfy { isCost($0.weight) }, "contraction hierarchy costs negative or not finite")
    try check(
      hierarchy.shortcutSecond.count == hierarchy.shortcutFirst.count, "bad contraction hierarchy offsets")
    let ordered = hierarchy.shortcutFirst.indices.allSatisfy { index in
      let id = Int32(turns.turnCount + index)
      return isArc(hierarchy.shortcutFirst[index]) && hierarchy.shortcutFirst[index] < id
        && isArc(hierarchy.shortcutSecond[index]) && hierarchy.shortcutSecond[index] < id
    }
    try check(ordered, "contraction hierarchy shortcuts not made of earlier arcs")
    var ranked = [Bool](repeating: false, count: nodes)
    let isNumbering =
      hierarchy.rank.count == nodes
      && hierarchy.rank.allSatisfy { rank in
        guard isNode(rank), !ranked[Int(rank)] else { return false }
        ranked[Int(rank)] = true
        return true
      }
    try check(isNumbering, "contraction hierarchy ranks not a numbering of the nodes")
    try validateCore(hierarchy, check: check)
  }
}
