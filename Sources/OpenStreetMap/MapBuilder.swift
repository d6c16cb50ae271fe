import Foundation

/// Turns what readosm read into a `MapData`: features split at missing nodes, areas and
/// multipolygons, places of interest, addresses and the road graph. Tagged nodes come while the
/// extract is read (`addNode`); ways and relations once it is (`build`).
struct MapBuilder {
  private var extract = OSMExtract()
  private var data = MapData()
  private var table = StringTable()
  private(set) var statistics = ImportStatistics()
  /// Routable road parts waiting for the graph.
  private var routableParts: [RoutablePart] = []
  /// Nodes with a car rule (barriers, gates, signals), by OpenStreetMap id.
  private var carNodes: [Int64: CarNode] = [:]
  /// `natural=coastline` way pieces (split at missing nodes), in the ways' direction, for `addSea`.
  private var coastlinePieces: [[Int64]] = []
  /// Ways whose road facts are worked out at once (`RoadFactsBatch`); the map does not depend on it.
  var roadBatchSize = RoadFactsBatch.size

  /// Builds the map from the read extract, telling `progress` when each phase starts. The road
  /// graph is built right after the ways (it needs nothing of the multipolygons or the sea, whose
  /// points come after the roads') and handed to `graphBuilt`, so the caller can begin the
  /// contraction on another thread meanwhile (what it returns, `begun`, comes back with the map);
  /// the extract is let go once the sea is added.
  mutating func build<Begun>(
    _ extract: consuming OSMExtract, progress: ((ImportProgress) -> Void)? = nil,
    graphBuilt: (RoadGraph, TurnGraph) -> Begun
  ) -> (data: MapData, begun: Begun) {
    self.extract = consume extract
    statistics.nodes = self.extract.coordinates.count
    statistics.ways = self.extract.ways.count
    statistics.relations = self.extract.relationCount
    statistics.coordinatesOutOfRange = self.extract.coordinatesOutOfRange
    progress?(ImportProgress(phase: .building))
    addWays()
    progress?(ImportProgress(phase: .routing))
    addGraph(self.extract.relations)
    let begun = graphBuilt(data.graph, data.turns)
    addMultipolygons()
    addSea()
    self.extract = OSMExtract()
    data.strings = StringColumn(table.strings)
    // What only building needed goes now, not when the caller lets the builder go (after indexing
    // and writing, the import's peak).
    table = StringTable()
    routableParts = []
    carNodes = [:]
    coastlinePieces = []
    statistics.features = data.featureCount
    statistics.pointsOfInterest = data.poiCount
    statistics.addresses = data.addressHouseNumber.count
    statistics.graphNodes = data.graph.nodeCount
    statistics.graphEdges = data.graph.edgeCount
    return (data, begun)
  }

  // MARK: Nodes

  /// A node with tags, as the extract is read.
  mutating func addNode(_ node: OSMTaggedNode) {
    let tags = node.tags
    if tags["name"] != nil && (tags["amenity"] != nil || tags["shop"] != nil) {
      statistics.namedAmenityOrShopNodes += 1
    }
    addPlace(tags, at: node.coordinate)
    addAddress(tags, at: node.coordinate)
    if let rule = CarProfile.node(tags) { carNodes[node.id] = rule }
  }

  private mutating func addPlace(_ tags: TagList, at position: FixedCoordinate) {
    guard tags["name"] != nil || tags["name:en"] != nil, let (key, value) = OSMTags.poiCategory(tags) else {
      return
    }
    data.poiCoordinate.append(position)
    data.poiName.append(table.intern(tags["name"]))
    data.poiNameZh.append(table.intern(OSMTags.simplifiedChineseName(tags)))
    data.poiNameEn.append(table.intern(tags["name:en"]))
    let others = OSMTags.otherNameKeys.compactMap { tags[$0] }.joined(separator: ";")
    data.poiOtherNames.append(table.intern(others))
    data.poiKey.append(table.intern(key))
    data.poiValue.append(table.intern(value))
  }

  private mutating func addAddress(_ tags: TagList, at position: FixedCoordinate) {
    guard let number = tags["addr:housenumber"], let street = tags["addr:street"] ?? tags["addr:place"] else {
      return
    }
    data.addressCoordinate.append(position)
    data.addressHouseNumber.append(table.intern(number))
    data.addressStreet.append(table.intern(street))
    data.addressCity.append(table.intern(tags["addr:city"]))
    data.addressPostcode.append(table.intern(tags["addr:postcode"]))
    data.addressCountry.append(table.intern(tags["addr:country"]))
  }

  // MARK: Ways

  /// The way's node references cut into runs of nodes present in the extract, with their
  /// positions, so nothing is ever drawn or routed across a gap. Runs shorter than two nodes are
  /// dropped.
  private func runs(_ refs: [Int64], _ positions: [FixedCoordinate?]) -> [(
    ids: [Int64], points: [FixedCoordinate]
  )] {
    var runs: [(ids: [Int64], points: [FixedCoordinate])] = []
    var current: (ids: [Int64], points: [FixedCoordinate]) = ([], [])
    for (ref, position) in zip(refs, positions) {
      if let position {
        if current.ids.last != ref {
          current.ids.append(ref)
          current.points.append(position)
        }
      } else {
        if current.ids.count >= 2 { runs.append(current) }
        current = ([], [])
      }
    }
    if current.ids.count >= 2 { runs.append(current) }
    return runs
  }

  private func runs(_ refs: [Int64]) -> [[Int64]] {
    runs(refs, refs.map { extract.coordinates[$0] }).map(\.ids)
  }

  /// Every way in file order, each batch's road facts worked out on other cores while the batch
  /// before is added (`RoadFactsBatch`).
  private mutating func addWays() {
    let (ways, size) = (extract.ways, max(1, roadBatchSize))
    let batch = { (start: Int) in
      RoadFactsBatch(ways: ways, range: min(start, ways.count)..<min(start + size, ways.count))
    }
    var current = batch(0)
    for start in stride(from: 0, to: ways.count, by: size) {
      let next = batch(start + size)
      let roads = current.results()
      for offset in roads.indices { addWay(ways[start + offset], road: roads[offset]) }
      current = next
    }
  }

  /// Adds a way; `road` is its `RoadFacts`, nil when it is no road.
  private mutating func addWay(_ way: OSMWay, road: RoadFacts?) {
    let tags = way.tags
    // Each reference looked up once (the node table misses the cache on a large extract).
    let positions = way.refs.map { extract.coordinates[$0] }
    let missing = positions.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
    statistics.missingNodeReferences += missing
    if tags.isEmpty { return }
    if tags["highway"] != nil { statistics.highwayWays += 1 }
    let pieces = runs(way.refs, positions)
    if pieces.count > 1 { statistics.waysSplitAtGaps += 1 }
    if tags["natural"] == "coastline" { coastlinePieces += pieces.map(\.ids) }

    if let centre = centroid(of: positions, closed: way.refs.count > 1 && way.refs.first == way.refs.last) {
      addAddress(tags, at: centre)
      if tags["highway"] == nil { addPlace(tags, at: centre) }
    }

    if let road, let highway = tags["highway"] {
      for piece in pieces {
        let feature = addFeature(.road, value: highway, tags: tags, rings: [piece.points])
        data.featureRoadClass[feature] = road.roadClass.rawValue
        data.featureOneway[feature] = road.oneway
        data.featureMaxspeed[feature] = Float(road.maxspeed ?? 0)
        if let car = road.car {
          let start = Int(data.partStarts[data.partStarts.count - 2])
          routableParts.append(
            RoutablePart(
              range: start..<start + piece.ids.count, ids: piece.ids, way: way.id, car: car,
              feature: Int32(feature)))
        }
      }
      return
    }
    if let railway = tags["railway"], OSMTags.trackValues.contains(railway) {
      for piece in pieces { _ = addFeature(.railway, value: railway, tags: tags, rings: [piece.points]) }
      return
    }
    if let (kind, value) = OSMTags.areaKind(tags), way.refs.count >= 4, way.refs.first == way.refs.last {
      if missing > 0 {
        statistics.areasDropped += 1
      } else {
        _ = addFeature(kind, value: value, tags: tags, rings: [pieces[0].points])
      }
    }
  }

  /// The average of the way's present nodes (a label point good enough for a search result); a
  /// closed way's last node, its first again, is left out.
  private func centroid(of positions: [FixedCoordinate?], closed: Bool) -> FixedCoordinate? {
    var latitude = 0.0
    var longitude = 0.0
    var count = 0.0
    for position in positions.dropLast(closed ? 1 : 0) {
      guard let position else { continue }
      latitude += Double(position.latitudeE7)
      longitude += Double(position.longitudeE7)
      count += 1
    }
    guard count > 0 else { return nil }
    return FixedCoordinate(
      latitudeE7: Int32((latitude / count).rounded()), longitudeE7: Int32((longitude / count).rounded()))
  }

  private func centroid(of refs: [Int64]) -> FixedCoordinate? {
    centroid(of: refs.map { extract.coordinates[$0] }, closed: refs.count > 1 && refs.first == refs.last)
  }

  // MARK: The road graph

  /// The car road graph, then its turns with the turn restrictions of the extract's relations.
  private mutating func addGraph(_ relations: [OSMRelation]) {
    let builder = GraphBuilder(parts: routableParts, points: data.points, carNodes: carNodes)
    let nodeIndex = builder.nodeIndex
    var restrictions: [(edges: [Int], isOnly: Bool)] = []
    for relation in relations {
      guard let restriction = TurnRestriction(relation) else { continue }
      let sequences = builder.edgeSequences(restriction, node: nodeIndex)
      if sequences.isEmpty { statistics.turnRestrictionsUnused += 1 }
      restrictions += sequences.map { ($0, restriction.isOnly) }
    }
    statistics.turnRestrictions = restrictions.count
    var turns = TurnGraphBuilder(
      graph: builder.graph, points: data.points, nodeRule: builder.nodeOSM.map { carNodes[$0] })
    data.turns = turns.build(restrictions: restrictions)
    statistics.largestComponent = Int(data.turns.componentSize.max() ?? 0)
    data.graph = builder.graph
  }

  // MARK: Multipolygons

  private mutating func addMultipolygons() {
    var wayIndex: [Int64: Int] = [:]
    for (index, id) in extract.ways.ids.enumerated() { wayIndex[id] = index }
    for relation in extract.relations where relation.tags["type"] == "multipolygon" {
      guard let (kind, value) = OSMTags.areaKind(relation.tags) else { continue }
      var outer: [[Int64]] = []
      var inner: [[Int64]] = []
      for member in relation.members where member.kind == OSMMemberKind.way {
        guard let index = wayIndex[member.ref] else { continue }
        let pieces = runs(extract.ways.refs(index))
        if member.role == "inner" { inner += pieces } else { outer += pieces }
      }
      let outerRings = RingAssembler.rings(from: outer)
      guard !outerRings.isEmpty else {
        statistics.areasDropped += 1
        continue
      }
      let innerRings = RingAssembler.rings(from: inner)
      _ = addFeature(kind, value: value, tags: relation.tags, parts: outerRings + innerRings)
      if let first = outerRings.first, let centre = centroid(of: first) {
        addPlace(relation.tags, at: centre)
      }
    }
  }

  // MARK: Sea

  /// How far inside the extract's box a coastline may end and still count as cut by the box: about
  /// one coastline segment, the distance from the last node kept to the edge that cut the next one.
  static let coastlineCutTolerance = 100.0

  /// Closes the sea from the coastline (`CoastlineCloser`) and adds it as water valued `sea`.
  ///
  /// The box is the bounding box of the extract's nodes: readosm does not report the PBF header's
  /// bounding box, and in an extract cut by a box (nodes outside it left out) the nodes fill it to
  /// within metres. An extract made with complete ways (nodes beyond the cut kept) has a larger box
  /// whose edges its coastline need not reach; such chains are dropped as dangling.
  private mutating func addSea() {
    guard !coastlinePieces.isEmpty else { return }
    var rect = MapRect.null
    extract.coordinates.forEachPosition { rect = rect.union(WebMercator.project($0.coordinate)) }
    let chains = CoastlineChains.join(coastlinePieces)
    statistics.coastlineChains = chains.count
    let latitude = WebMercator.coordinate(rect.center).latitude
    var closer = CoastlineCloser(
      box: BoundaryBox(rect),
      tolerance: MapBuilder.coastlineCutTolerance * WebMercator.scale(atLatitude: latitude))
    closer.close(chains.map { $0.map { WebMercator.project(extract.coordinates[$0]!.coordinate) } })
    statistics.coastlineChainsDropped = closer.droppedChains
    statistics.seaPolygons = closer.seas.count
    for sea in closer.seas {
      let rings = sea.map { $0.map { FixedCoordinate(WebMercator.coordinate($0)) } }
      _ = addFeature(.water, value: "sea", tags: [:], rings: rings)
    }
  }

  // MARK: Features

  private mutating func addFeature(
    _ kind: FeatureKind, value: String, tags: TagList, parts: [[Int64]]
  ) -> Int {
    addFeature(kind, value: value, tags: tags, rings: parts.map { $0.map { extract.coordinates[$0]! } })
  }

  private mutating func addFeature(
    _ kind: FeatureKind, value: String, tags: TagList, rings parts: [[FixedCoordinate]]
  ) -> Int {
    for part in parts {
      data.points += part
      data.partStarts.append(Int32(data.points.count))
    }
    data.featureKind.append(kind.rawValue)
    data.featureValue.append(table.intern(value))
    data.featureRoadClass.append(MapData.noRoadClass)
    data.featureOneway.append(0)
    data.featureMaxspeed.append(0)
    data.featureName.append(table.intern(tags["name"]))
    data.featureNameZh.append(table.intern(OSMTags.simplifiedChineseName(tags)))
    data.featureNameEn.append(table.intern(tags["name:en"]))
    data.featurePartStarts.append(Int32(data.partStarts.count - 1))
    return data.featureCount - 1
  }
}

/// readosm's member types (readosm.h's `READOSM_MEMBER_*` macros, which Swift does not import
/// as typed constants).
enum OSMMemberKind {
  static let node: Int32 = 7361
  static let way: Int32 = 6731
  static let relation: Int32 = 3671
}
