import Foundation

/// Checks that a decoded map's arrays agree with one another, so queries can index without
/// bounds surprises even on a file that passed its checksum but was written by a buggy tool.
enum MapValidator {
  static func validate(_ data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    let features = data.featureKind.count
    try check(
      [
        data.featureValue.count, data.featureRoadClass.count, data.featureOneway.count,
        data.featureMaxspeed.count, data.featureName.count, data.featureNameZh.count,
        data.featureNameEn.count, data.featurePartStarts.count - 1,
      ].allSatisfy { $0 == features }, "feature arrays differ in length")
    let pois = data.poiName.count
    try check(
      [
        data.poiCoordinate.count, data.poiNameZh.count, data.poiNameEn.count, data.poiOtherNames.count,
        data.poiKey.count, data.poiValue.count,
      ].allSatisfy { $0 == pois }, "place arrays differ in length")
    let addresses = data.addressHouseNumber.count
    try check(
      [
        data.addressCoordinate.count, data.addressStreet.count, data.addressCity.count,
        data.addressPostcode.count, data.addressCountry.count,
      ].allSatisfy { $0 == addresses }, "address arrays differ in length")
    try check(data.featureKind.allSatisfy { FeatureKind(rawValue: $0) != nil }, "unknown feature kind")
    try check(isOffsets(data.partStarts, limit: data.points.count), "bad part offsets")
    try check(isOffsets(data.featurePartStarts, limit: data.partStarts.count - 1), "bad feature offsets")
    let strings = Int32(data.strings.count)
    for array in [
      data.featureValue, data.featureName, data.featureNameZh, data.featureNameEn, data.poiName,
      data.poiNameZh,
      data.poiNameEn, data.poiOtherNames, data.poiKey, data.poiValue, data.addressHouseNumber,
      data.addressStreet, data.addressCity, data.addressPostcode, data.addressCountry,
    ] {
      try check(array.allSatisfy { $0 >= -1 && $0 < strings }, "string reference out of range")
    }
    let graph = data.graph
    let nodes = graph.nodePoint.count
    let edges = graph.edgeTarget.count
    let chains = graph.chainFirstPoint.count
    try check(
      isOffsets(graph.edgeStart, limit: edges) && graph.edgeStart.count == nodes + 1, "bad edge offsets")
    try check(
      [
        graph.edgeLength.count, graph.edgeTime.count, graph.edgeWeight.count, graph.edgeFlags.count,
        graph.edgeChain.count,
      ].allSatisfy { $0 == edges },
      "edge arrays differ in length")
    try check(
      [
        graph.chainLastPoint.count, graph.chainFromNode.count, graph.chainToNode.count,
        graph.chainForwardEdge.count, graph.chainBackwardEdge.count, graph.chainFeature.count,
      ].allSatisfy { $0 == chains }, "chain arrays differ in length")
    try check(
      graph.chainFeature.allSatisfy { $0 >= 0 && Int($0) < features }, "chain feature out of range")
    try check(
      graph.nodePoint.allSatisfy { $0 >= 0 && Int($0) < data.points.count }, "node point out of range")
    try check(graph.edgeTarget.allSatisfy { $0 >= 0 && Int($0) < nodes }, "edge target out of range")
    try check(graph.edgeChain.allSatisfy { $0 >= 0 && Int($0) < chains }, "edge chain out of range")
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
    try validateTurns(data, path: path)
    try validateValues(data, path: path)
  }

  /// The turn graph: offsets, targets and edges in range, every road edge in one component.
  private static func validateTurns(_ data: MapData, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    let turns = data.turns
    let nodes = turns.nodeEdge.count
    let edges = data.graph.edgeCount
    let count = turns.turnTarget.count
    try check(
      nodes >= edges && turns.nodeEdge.prefix(edges).elementsEqual((0..<Int32(edges))), "bad turn nodes")
    try check(turns.nodeEdge.allSatisfy { $0 >= 0 && Int($0) < edges }, "turn node edge out of range")
    try check(
      isOffsets(turns.turnStart, limit: count) && turns.turnStart.count == nodes + 1, "bad turn offsets")
    try check(
      turns.turnWeight.count == count && turns.turnTime.count == count, "turn arrays differ in length")
    try check(turns.turnTarget.allSatisfy { $0 >= 0 && Int($0) < nodes }, "turn target out of range")
    try check(turns.edgeComponent.count == edges, "component array differs in length")
    let components = Int32(turns.componentSize.count)
    try check(turns.edgeComponent.allSatisfy { $0 >= 0 && $0 < components }, "component out of range")
  }

  /// Non-decreasing offsets from 0 that end at `limit`.
  static func isOffsets(_ offsets: Column<Int32>, limit: Int) -> Bool {
    guard offsets.first == 0, Int(offsets.last ?? -1) == limit else { return false }
    return zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }
  }
}
