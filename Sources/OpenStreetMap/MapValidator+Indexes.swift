import Foundation

/// The stored indexes are read in place as they are, so they are checked like the data: every
/// stored index in range, so that no query can read past an array however the file was made.
extension MapValidator {
  static func validateTiles(_ name: String, _ tiles: TileIndex, count: Int, path: String) throws {
    guard isOffsets(tiles.tileStart, limit: tiles.items.count),
      isEach(tiles.items, atLeast: 0, below: count)
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
      isEach(search.entrySource, atLeast: -features, below: Int(pois)),
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
    try check(isEach(search.keyUnit, atLeast: 0, below: Int(units)), "a key names no unit")
    try check(
      search.keyKind.allSatisfy { SearchIndex.KeyKind(rawValue: $0) != nil }, "a key of an unknown kind")
    try check(isOffsets(search.postingStart, limit: search.postingUnit.count), "bad posting offsets")
    try check(isEach(search.postingUnit, atLeast: 0, below: Int(units)), "a posting names no unit")
  }

  static func validateRoutingIndexes(_ indexes: MapIndexes, of data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    // A segment runs from its point to the next.
    try validateTiles("segment", indexes.segmentTiles, count: data.points.count - 1, path: path)
    let chains = Int32(data.graph.chainFirstPoint.count)
    try check(isEach(indexes.pointChain, atLeast: -1, below: Int(chains)), "bad point chains")
    let turns = data.turns
    try check(
      isOffsets(indexes.reverseStart, limit: turns.turnCount)
        && isEach(indexes.reverseTurn, atLeast: 0, below: turns.turnCount)
        && isEach(indexes.reverseSource, atLeast: 0, below: turns.nodeCount), "bad reverse turns")
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
    try check(
      hierarchy.start.count == 2 * nodes + 1 && isOffsets(hierarchy.start, limit: hierarchy.arcs.count),
      "bad contraction hierarchy offsets")
    // One pass over the arcs for their least and greatest nodes and ids and their largest cost's
    // bits (as `areCosts`), vectorized (`MapValidator+Ranges`).
    let (inRange, costsValid) = hierarchy.arcs.withUnsafeBufferPointer { buffer in
      var least = SIMD2<Int32>(repeating: .max)
      var greatest = SIMD2<Int32>(repeating: .min)
      var largest: UInt64 = 0
      for arc in buffer {
        let pair = SIMD2(arc.node, arc.id)
        least = pointwiseMin(least, pair)
        greatest = pointwiseMax(greatest, pair)
        let bits = arc.weight.bitPattern
        largest = max(largest, bits == (-Double.zero).bitPattern ? 0 : bits)
      }
      return (
        buffer.isEmpty
          || least.x >= 0 && Int(greatest.x) < nodes && least.y >= 0 && Int(greatest.y) < arcs,
        largest < Double.infinity.bitPattern
      )
    }
    try check(inRange, "contraction hierarchy arcs out of range")
    try check(costsValid, "contraction hierarchy costs negative or not finite")
    try check(
      hierarchy.shortcutSecond.count == hierarchy.shortcutFirst.count, "bad contraction hierarchy offsets")
    // Shortcut `index` is arc `turnCount + index`: both its halves come before it.
    let ordered = hierarchy.shortcutFirst.withUnsafeBufferPointer { first in
      hierarchy.shortcutSecond.withUnsafeBufferPointer { second in
        var late: UInt8 = 0
        for index in 0..<first.count {
          let id = turns.turnCount + index
          late |=
            first[index] < 0 || Int(first[index]) >= id || second[index] < 0 || Int(second[index]) >= id
            ? 1 : 0
        }
        return late == 0
      }
    }
    try check(ordered, "contraction hierarchy shortcuts not made of earlier arcs")
    // In range, then each rank marked: as many marked as nodes when none repeats.
    let isNumbering =
      hierarchy.rank.count == nodes && isEach(hierarchy.rank, atLeast: 0, below: nodes)
      && hierarchy.rank.withUnsafeBufferPointer { ranks in
        var ranked = [UInt8](repeating: 0, count: nodes)
        ranked.withUnsafeMutableBufferPointer { ranked in
          for rank in ranks { ranked[Int(rank)] = 1 }
        }
        return ranked.reduce(0) { $0 + Int($1) } == nodes
      }
    try check(isNumbering, "contraction hierarchy ranks not a numbering of the nodes")
    try validateCore(hierarchy, check: check)
  }
}
