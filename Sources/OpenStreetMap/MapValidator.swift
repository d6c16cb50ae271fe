import Foundation

/// Checks that a map's columns agree with one another, so queries can index without bounds
/// surprises even on a file that passed its checksums but was written by a buggy tool. The shape
/// (every array's length against the others) costs nothing and is checked when a map opens; the
/// values are checked a group of sections at a time (`SectionGroup`), all on open or each when a
/// query first uses it.
enum MapValidator {
  /// The shape and every group.
  static func validate(_ data: MapData, _ indexes: MapIndexes, path: String) throws {
    try validateShape(data, indexes, path: path)
    for group in SectionGroup.allCases { try validate(group, data, indexes, path: path) }
  }

  static func validate(_ group: SectionGroup, _ data: MapData, _ indexes: MapIndexes, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    switch group {
    case .names:
      try check(data.strings.isWellFormed, "string table out of order")
    case .features:
      // The kinds number from 0 up: `FeatureKind(rawValue:)` takes every value below their count.
      try check(isEach(data.featureKind, below: FeatureKind.allCases.count), "unknown feature kind")
      try check(isOffsets(data.partStarts, limit: data.points.count), "bad part offsets")
      try check(isOffsets(data.featurePartStarts, limit: data.partStarts.count - 1), "bad feature offsets")
      try checkNames(
        [data.featureValue, data.featureName, data.featureNameZh, data.featureNameEn], data, check)
      try validateCoordinates("point", data.points, path: path)
      try validateTiles("feature", indexes.featureTiles, count: data.featureCount, path: path)
    case .places:
      try checkNames(
        [data.poiName, data.poiNameZh, data.poiNameEn, data.poiOtherNames, data.poiKey, data.poiValue], data,
        check)
      try validateCoordinates("place", data.poiCoordinate, path: path)
      try validateTiles("place", indexes.poiTiles, count: data.poiCount, path: path)
    case .addresses:
      try checkNames(
        [
          data.addressHouseNumber, data.addressStreet, data.addressCity, data.addressPostcode,
          data.addressCountry,
        ], data, check)
      try validateCoordinates("address", data.addressCoordinate, path: path)
      try validateTiles("address", indexes.addressTiles, count: data.addressCoordinate.count, path: path)
      try validateAddressNames(indexes.summary.addressNames, strings: data.strings.count, check: check)
    case .roads:
      try validateGraph(data, path: path)
      try validateTurns(data, path: path)
      try validateCosts(data, path: path)
      try validateChainEnds(data, path: path)
      try validateRoutingIndexes(indexes, of: data, path: path)
      try validateComponentIndex(indexes.summary.components, check: check)
    case .search:
      try validateSearch(indexes.search, of: data, path: path)
    }
  }

  private static func checkNames(
    _ columns: [Column<Int32>], _ data: MapData, _ check: (Bool, String) throws -> Void
  ) throws {
    let strings = Int32(data.strings.count)
    for column in columns {
      try check(isEach(column, atLeast: -1, below: Int(strings)), "string reference out of range")
    }
  }

  /// The road graph's offsets and references.
  private static func validateGraph(_ data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    let graph = data.graph
    let nodes = graph.nodePoint.count
    let edges = graph.edgeTarget.count
    let chains = graph.chainFirstPoint.count
    try check(isOffsets(graph.edgeStart, limit: edges), "bad edge offsets")
    try check(
      isEach(graph.chainFeature, atLeast: 0, below: data.featureCount), "chain feature out of range")
    try check(
      isEach(graph.nodePoint, atLeast: 0, below: data.points.count), "node point out of range")
    try check(isEach(graph.edgeTarget, atLeast: 0, below: nodes), "edge target out of range")
    try check(isEach(graph.edgeChain, atLeast: 0, below: chains), "edge chain out of range")
    // Routing walks from an edge to its chain and back: each edge must be its chain's forward or
    // backward edge.
    for edge in 0..<edges {
      let chain = Int(graph.edgeChain[edge])
      try check(
        graph.chainForwardEdge[chain] == Int32(edge) || graph.chainBackwardEdge[chain] == Int32(edge),
        "edge and chain disagree")
    }
    for chain in 0..<chains {
      let first = graph.chainFirstPoint[chain]
      let last = graph.chainLastPoint[chain]
      try check(first >= 0 && first < last && Int(last) < data.points.count, "chain points out of range")
      try check(
        graph.chainFromNode[chain] >= 0 && Int(graph.chainFromNode[chain]) < nodes
          && graph.chainToNode[chain] >= 0 && Int(graph.chainToNode[chain]) < nodes, "chain node out of range"
      )
      for edge in [graph.chainForwardEdge[chain], graph.chainBackwardEdge[chain]] {
        try check(edge >= -1 && Int(edge) < edges, "chain edge out of range")
      }
    }
  }

  /// The turn graph: offsets, targets and edges in range, every road edge in one component.
  private static func validateTurns(_ data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    let turns = data.turns
    let nodes = turns.nodeEdge.count
    let edges = data.graph.edgeCount
    try check(turns.nodeEdge.prefix(edges).elementsEqual((0..<Int32(edges))), "bad turn nodes")
    try check(isEach(turns.nodeEdge, atLeast: 0, below: edges), "turn node edge out of range")
    try check(isOffsets(turns.turnStart, limit: turns.turnTarget.count), "bad turn offsets")
    try check(isEach(turns.turnTarget, atLeast: 0, below: nodes), "turn target out of range")
    let components = Int32(turns.componentSize.count)
    try check(isEach(turns.edgeComponent, atLeast: 0, below: Int(components)), "component out of range")
  }
}
