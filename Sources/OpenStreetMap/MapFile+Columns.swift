import Foundation

/// The sections of a map file, in the table's order: what the importer made (`MapData`), then the
/// indexes made from it (`MapIndexes`: positions, tile indexes, the search index, routing lookups,
/// the contraction hierarchy, the summary (`MapSummary`), the scalars last). Writer and reader
/// list the same columns in the same order: this file is the one section table. In the file the
/// hierarchy's sections come last, after the scalars (`SectionWriter.reserve`): an import writes
/// the rest while it is still being made.
extension SectionWriter {
  mutating func write(_ data: MapData) throws {
    try strings(data.strings)
    for column in [data.points, data.poiCoordinate, data.addressCoordinate] { try self.column(column) }
    for column in [
      data.partStarts, data.featureValue, data.featureName, data.featureNameZh, data.featureNameEn,
    ] {
      try self.column(column)
    }
    try column(data.featurePartStarts)
    try column(data.featureKind)
    try column(data.featureRoadClass)
    try column(data.featureOneway)
    try column(data.featureMaxspeed)
    for column in [
      data.poiName, data.poiNameZh, data.poiNameEn, data.poiOtherNames, data.poiKey, data.poiValue,
      data.addressHouseNumber, data.addressStreet, data.addressCity, data.addressPostcode,
      data.addressCountry,
    ] {
      try self.column(column)
    }
    let graph = data.graph
    for column in [graph.nodePoint, graph.edgeStart, graph.edgeTarget, graph.edgeChain] {
      try self.column(column)
    }
    for column in [graph.edgeLength, graph.edgeTime, graph.edgeWeight] { try self.column(column) }
    try column(graph.edgeFlags)
    for column in [
      graph.chainFirstPoint, graph.chainLastPoint, graph.chainFromNode, graph.chainToNode,
      graph.chainForwardEdge, graph.chainBackwardEdge, graph.chainFeature,
    ] {
      try self.column(column)
    }
    let turns = data.turns
    for column in [turns.nodeEdge, turns.turnStart, turns.turnTarget] { try self.column(column) }
    for column in [turns.turnWeight, turns.turnTime] { try self.column(column) }
    for column in [turns.edgeComponent, turns.componentSize] { try self.column(column) }
    for column in [turns.edgeDeparture, turns.edgeArrival] { try self.column(column) }
  }

  /// Writes the indexes but for the contraction hierarchy, whose table entries it keeps: what
  /// `write(_:)` of a hierarchy fills (`SectionWriter.fill`).
  mutating func write(_ indexes: MapIndexes) throws -> Range<Int> {
    for column in [indexes.points, indexes.poiPoints, indexes.addressPoints] { try self.column(column) }
    try column(indexes.featureBounds)
    for tiles in [indexes.featureTiles, indexes.poiTiles, indexes.addressTiles, indexes.segmentTiles] {
      try column(tiles.keys)
      try column(tiles.tileStart)
      try column(tiles.items)
      try column(Column([tiles.levelMask]))
    }
    try write(indexes.search)
    for column in [indexes.pointChain, indexes.reverseStart, indexes.reverseTurn, indexes.reverseSource] {
      try self.column(column)
    }
    try column(indexes.nodeUnit)
    try column(indexes.nodeRoads)
    let hierarchy = reserve(ContractionHierarchy.sectionCount)
    let summary = indexes.summary
    let components = summary.components
    try column(components.largestColumn)
    for column in [components.successorStart, components.successors] { try self.column(column) }
    try column(components.reachFlags)
    let names = summary.addressNames
    try column(names.streetKeys)
    try column(names.streetOthers)
    try column(names.cityKeys)
    try column(names.cityOthers)
    try column(names.defaults)
    let bounds = indexes.bounds
    let opening = summary.openingCoordinate
    try column(
      Column([
        bounds.minX, bounds.minY, bounds.maxX, bounds.maxY, indexes.fastestRate, summary.drivableRoadLength,
        opening.latitude, opening.longitude,
      ]))
    return hierarchy
  }

  /// The contraction hierarchy's sections, `ContractionHierarchy.sectionCount` of them.
  mutating func write(_ hierarchy: ContractionHierarchy) throws {
    try column(hierarchy.start)
    try column(hierarchy.arcs)
    try column(hierarchy.rank)
    for column in [hierarchy.shortcutFirst, hierarchy.shortcutSecond] { try self.column(column) }
    try column(hierarchy.core.cost)
  }
}

extension SectionWriter {
  /// The search index's columns in the order `SearchIndex` declares them.
  private mutating func write(_ search: SearchIndex) throws {
    try column(search.entrySource)
    try column(search.entryPoint)
    try column(search.entryProminence)
    for column in [search.entryOrder, search.unitStart, search.unitGroup] { try self.column(column) }
    for strings in [search.primaryText, search.otherText, search.keys] { try self.strings(strings) }
    try column(search.keyUnit)
    try column(search.keyKind)
    try column(search.bigrams)
    for column in [search.postingStart, search.postingUnit] { try self.column(column) }
  }
}

extension SectionReader {
  mutating func readData() throws -> MapData {
    var data = MapData()
    group = .names
    data.strings = try strings()
    group = .features
    data.points = try column()
    group = .places
    data.poiCoordinate = try column()
    group = .addresses
    data.addressCoordinate = try column()
    group = .features
    data.partStarts = try column()
    data.featureValue = try column()
    data.featureName = try column()
    data.featureNameZh = try column()
    data.featureNameEn = try column()
    data.featurePartStarts = try column()
    data.featureKind = try column()
    data.featureRoadClass = try column()
    data.featureOneway = try column()
    data.featureMaxspeed = try column()
    group = .places
    data.poiName = try column()
    data.poiNameZh = try column()
    data.poiNameEn = try column()
    data.poiOtherNames = try column()
    data.poiKey = try column()
    data.poiValue = try column()
    group = .addresses
    data.addressHouseNumber = try column()
    data.addressStreet = try column()
    data.addressCity = try column()
    data.addressPostcode = try column()
    data.addressCountry = try column()
    group = .roads
    data.graph = try readGraph()
    data.turns.nodeEdge = try column()
    data.turns.turnStart = try column()
    data.turns.turnTarget = try column()
    data.turns.turnWeight = try column()
    data.turns.turnTime = try column()
    data.turns.edgeComponent = try column()
    data.turns.componentSize = try column()
    data.turns.edgeDeparture = try column()
    data.turns.edgeArrival = try column()
    return data
  }

  private mutating func readGraph() throws -> RoadGraph {
    var graph = RoadGraph()
    graph.nodePoint = try column()
    graph.edgeStart = try column()
    graph.edgeTarget = try column()
    graph.edgeChain = try column()
    graph.edgeLength = try column()
    graph.edgeTime = try column()
    graph.edgeWeight = try column()
    graph.edgeFlags = try column()
    graph.chainFirstPoint = try column()
    graph.chainLastPoint = try column()
    graph.chainFromNode = try column()
    graph.chainToNode = try column()
    graph.chainForwardEdge = try column()
    graph.chainBackwardEdge = try column()
    graph.chainFeature = try column()
    return graph
  }

  mutating func readIndexes() throws -> MapIndexes {
    group = .features
    let points: Column<MapPoint> = try column()
    group = .places
    let poiPoints: Column<MapPoint> = try column()
    group = .addresses
    let addressPoints: Column<MapPoint> = try column()
    group = .features
    let featureBounds: Column<MapRect> = try column()
    var tiles: [TileIndex] = []
    for owner in [SectionGroup.features, .places, .addresses, .roads] {
      group = owner
      let keys: Column<UInt64> = try column()
      let tileStart: Column<Int32> = try column()
      let items: Column<Int32> = try column()
      group = nil
      let mask: Column<UInt16> = try column()
      tiles.append(TileIndex(keys: keys, tileStart: tileStart, items: items, levelMask: mask.first ?? 0))
    }
    let search = try readSearch()
    group = .roads
    let pointChain: Column<Int32> = try column()
    let reverseStart: Column<Int32> = try column()
    let reverseTurn: Column<Int32> = try column()
    let reverseSource: Column<Int32> = try column()
    let nodeUnit: Column<SIMD3<Double>> = try column()
    let nodeRoads: Column<UInt8> = try column()
    var hierarchy = ContractionHierarchy()
    hierarchy.start = try column()
    hierarchy.arcs = try column()
    hierarchy.rank = try column()
    hierarchy.shortcutFirst = try column()
    hierarchy.shortcutSecond = try column()
    hierarchy.core.cost = try column()
    var summary = MapSummary()
    summary.components.largestColumn = try column()
    summary.components.successorStart = try column()
    summary.components.successors = try column()
    summary.components.reachFlags = try column()
    group = .addresses
    summary.addressNames.streetKeys = try column()
    summary.addressNames.streetOthers = try column()
    summary.addressNames.cityKeys = try column()
    summary.addressNames.cityOthers = try column()
    summary.addressNames.defaults = try column()
    group = nil
    let scalars: Column<Double> = try column()
    guard scalars.count == 8 else { throw MapError.badMapFile(path: path, reason: "bad map scalars") }
    summary.drivableRoadLength = scalars[5]
    summary.openingCoordinate = Coordinate(latitude: scalars[6], longitude: scalars[7])
    return MapIndexes(
      points: points, poiPoints: poiPoints, addressPoints: addressPoints, featureBounds: featureBounds,
      featureTiles: tiles[0], poiTiles: tiles[1], addressTiles: tiles[2], search: search,
      segmentTiles: tiles[3],
      pointChain: pointChain, reverseStart: reverseStart, reverseTurn: reverseTurn,
      reverseSource: reverseSource, nodeUnit: nodeUnit, nodeRoads: nodeRoads,
      bounds: MapRect(minX: scalars[0], minY: scalars[1], maxX: scalars[2], maxY: scalars[3]),
      fastestRate: scalars[4], hierarchy: hierarchy, summary: summary)
  }

  /// The search index's columns, in `SectionWriter.write(_: SearchIndex)`'s order.
  private mutating func readSearch() throws -> SearchIndex {
    group = .search
    let entrySource: Column<Int32> = try column()
    let entryPoint: Column<MapPoint> = try column()
    let entryProminence: Column<Float> = try column()
    let entryOrder: Column<Int32> = try column()
    let unitStart: Column<Int32> = try column()
    let unitGroup: Column<Int32> = try column()
    let primaryText = try strings()
    let otherText = try strings()
    let keys = try strings()
    let keyUnit: Column<Int32> = try column()
    let keyKind: Column<UInt8> = try column()
    let bigrams: Column<UInt64> = try column()
    let postingStart: Column<Int32> = try column()
    let postingUnit: Column<Int32> = try column()
    return SearchIndex(
      entrySource: entrySource, entryPoint: entryPoint, entryProminence: entryProminence,
      entryOrder: entryOrder, unitStart: unitStart, unitGroup: unitGroup, primaryText: primaryText,
      otherText: otherText, keys: keys, keyUnit: keyUnit, keyKind: keyKind, bigrams: bigrams,
      postingStart: postingStart, postingUnit: postingUnit)
  }
}

extension ContractionHierarchy {
  /// How many sections a hierarchy takes: its start, arcs and rank, its shortcuts' two halves, and
  /// its core's costs.
  static let sectionCount = 6
}
