import Foundation

/// The lengths of a map's arrays against one another and against what their offsets promise: read
/// from the section table alone, so a map checks them when it opens, at any size.
extension MapValidator {
  static func validateShape(_ data: MapData, _ indexes: MapIndexes, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    let features = data.featureKind.count
    try check(
      [
        data.featureValue.count, data.featureRoadClass.count, data.featureOneway.count,
        data.featureMaxspeed.count, data.featureName.count, data.featureNameZh.count,
        data.featureNameEn.count, data.featurePartStarts.count - 1, indexes.featureBounds.count,
      ].allSatisfy { $0 == features }, "feature arrays differ in length")
    let pois = data.poiName.count
    try check(
      [
        data.poiCoordinate.count, data.poiNameZh.count, data.poiNameEn.count, data.poiOtherNames.count,
        data.poiKey.count, data.poiValue.count, indexes.poiPoints.count,
      ].allSatisfy { $0 == pois }, "place arrays differ in length")
    let addresses = data.addressHouseNumber.count
    try check(
      [
        data.addressCoordinate.count, data.addressStreet.count, data.addressCity.count,
        data.addressPostcode.count, data.addressCountry.count, indexes.addressPoints.count,
      ].allSatisfy { $0 == addresses }, "address arrays differ in length")
    try check(
      indexes.points.count == data.points.count && indexes.pointChain.count == data.points.count,
      "point arrays differ in length")
    try check(!data.partStarts.isEmpty && !data.featurePartStarts.isEmpty, "bad part offsets")
    let graph = data.graph
    let nodes = graph.nodePoint.count
    let edges = graph.edgeTarget.count
    let chains = graph.chainFirstPoint.count
    try check(graph.edgeStart.count == nodes + 1, "bad edge offsets")
    try check(
      [
        graph.edgeLength.count, graph.edgeTime.count, graph.edgeWeight.count, graph.edgeFlags.count,
        graph.edgeChain.count,
      ].allSatisfy { $0 == edges }, "edge arrays differ in length")
    try check(
      [
        graph.chainLastPoint.count, graph.chainFromNode.count, graph.chainToNode.count,
        graph.chainForwardEdge.count, graph.chainBackwardEdge.count, graph.chainFeature.count,
      ].allSatisfy { $0 == chains }, "chain arrays differ in length")
    try check(
      indexes.nodeUnit.count == nodes && indexes.nodeRoads.count == nodes, "node arrays differ in length")
    let turns = data.turns
    try check(turns.nodeEdge.count >= edges, "bad turn nodes")
    try check(turns.turnStart.count == turns.nodeEdge.count + 1, "bad turn offsets")
    let count = turns.turnTarget.count
    try check(
      turns.turnWeight.count == count && turns.turnTime.count == count, "turn arrays differ in length")
    try check(turns.edgeComponent.count == edges, "component array differs in length")
    try check(
      turns.edgeDeparture.count == edges && turns.edgeArrival.count == edges,
      "bearing arrays differ in length")
    try check(
      indexes.reverseStart.count == turns.nodeEdge.count + 1 && indexes.reverseTurn.count == count
        && indexes.reverseSource.count == count, "bad reverse turns")
    for (name, tiles) in [
      ("feature", indexes.featureTiles), ("place", indexes.poiTiles), ("address", indexes.addressTiles),
      ("segment", indexes.segmentTiles),
    ] {
      try check(tiles.tileStart.count == tiles.keys.count + 1, "bad \(name) tile index")
    }
    let search = indexes.search
    let entries = search.entrySource.count
    let units = search.unitGroup.count
    try check(
      search.entryPoint.count == entries && search.entryProminence.count == entries
        && search.entryOrder.count == entries && search.unitStart.count == units + 1
        && search.primaryText.count == units && search.otherText.count == units
        && search.keyUnit.count == search.keys.count && search.keyKind.count == search.keys.count
        && search.postingStart.count == search.bigrams.count + 1, "search index arrays differ in length")
    try check(indexes.fastestRate.isFinite && indexes.fastestRate > 0, "bad fastest rate")
    try validateSummaryShape(data, indexes, path: path)
  }
}
