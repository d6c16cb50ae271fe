import Foundation

/// A loaded map: immutable after loading, so it is `Sendable` and any thread may query it.
/// Viewport queries take Web Mercator rectangles; routing, reverse geocoding and place search are
/// in extensions (`MapStore+Routing`, `+Geocoding`, `+Search`).
public final class MapStore: Sendable {
  let data: MapData
  let indexes: MapIndexes
  /// For a map opened with `.onFirstUse`: verifies each group of sections as queries first need it.
  let verifier: SectionVerifier?
  /// Landmark bounds for each metric's A* (`Landmarks`), computed on the first route.
  let timeLandmarks: Deferred<Landmarks>
  let distanceLandmarks: Deferred<Landmarks>
  /// The turn-graph copies of road edges (via-way restrictions), by edge.
  let edgeCopies: Deferred<[Int: [Int]]>
  /// The road edges into each graph node (`IncomingEdges`), for routes to a node.
  let incomingEdges: Deferred<IncomingEdges>
  /// Each turn-graph node's edge facts in one record (`EdgeRecords`), for building routes.
  let edgeRecords: Deferred<EdgeRecords>
  /// The contraction hierarchy's query (`HierarchySearch`), made on the first route and kept with
  /// the search space it reuses.
  let hierarchyQuery: Deferred<HierarchySearch>
  /// The road network's components (`ComponentIndex`), stored.
  var components: ComponentIndex { indexes.summary.components }

  /// `data.points` projected to Web Mercator.
  public var points: Column<MapPoint> {
    require(.features)
    return indexes.points
  }
  /// The whole map's extent.
  public var bounds: MapRect { indexes.bounds }

  /// Opens a `.hailmap`: maps the file and reads its sections in place. Each section's checksum and
  /// the contents' consistency are checked on open, or with `.onFirstUse` when a query first reads
  /// them (then opening costs the same at any size).
  public convenience init(contentsOf path: String, verification: MapVerification = .onOpen) throws {
    let (data, indexes, verifier) = try MapFile.read(
      try MapBytes(mapping: path), path: path, verification: verification)
    self.init(data, indexes, verifier: verifier)
  }

  /// Writes the map as a `.hailmap`, atomically.
  public func write(to path: String) throws {
    require(.all)
    try MapFile.write(data, indexes, to: path)
  }

  /// The format version this build reads and writes.
  public static var formatVersion: UInt32 { MapFile.formatVersion }

  /// The format version of the `.hailmap` at `path`; nil when it is missing or not a .hailmap.
  public static func formatVersion(at path: String) -> UInt32? { MapFile.version(at: path) }

  convenience init(_ data: MapData) {
    self.init(data, MapIndexes(data))
  }

  /// A map over `data` and its indexes: nothing is computed until a query needs it.
  init(_ data: MapData, _ indexes: MapIndexes, verifier: SectionVerifier? = nil) {
    self.data = data
    self.indexes = indexes
    self.verifier = verifier
    let turns = data.turns
    let graph = data.graph
    edgeCopies = Deferred {
      var copies: [Int: [Int]] = [:]
      for node in graph.edgeCount..<turns.nodeCount {
        copies[Int(turns.nodeEdge[node]), default: []].append(node)
      }
      return copies
    }
    incomingEdges = Deferred { IncomingEdges(graph) }
    let nodeRoads = indexes.nodeRoads
    edgeRecords = Deferred { EdgeRecords(graph: graph, turns: turns, nodeRoads: nodeRoads) }
    let copies = edgeCopies
    hierarchyQuery = Deferred {
      HierarchySearch(
        hierarchy: indexes.hierarchy, graph: graph, turns: turns, reverseStart: indexes.reverseStart,
        reverseTurn: indexes.reverseTurn, reverseSource: indexes.reverseSource, copies: copies.wrapped)
    }
    let reverse = (indexes.reverseStart, indexes.reverseTurn, indexes.reverseSource)
    let points = indexes.points
    let positions = Deferred {
      turns.nodeEdge.map { points[Int(graph.nodePoint[Int(graph.edgeTarget[Int($0)])])] }
    }
    timeLandmarks = Deferred {
      Landmarks(
        turns: turns, reverse: reverse, positions: positions.wrapped,
        cost: { Double(graph.edgeWeight[Int(turns.nodeEdge[$0])]) }, turn: { Double(turns.turnWeight[$0]) })
    }
    distanceLandmarks = Deferred {
      Landmarks(
        turns: turns, reverse: reverse, positions: positions.wrapped,
        cost: { Double(graph.edgeLength[Int(turns.nodeEdge[$0])]) }, turn: { _ in 0 })
    }
  }

  static func unitVector(_ coordinate: Coordinate) -> SIMD3<Double> {
    let latitude = coordinate.latitude * .pi / 180
    let longitude = coordinate.longitude * .pi / 180
    return SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
  }

  // MARK: Viewport queries

  public var featureCount: Int { data.featureCount }
  public var pointOfInterestCount: Int { data.poiCount }
  public var addressCount: Int { data.addressHouseNumber.count }
  /// The car road graph.
  public var graph: RoadGraph {
    require([.features, .roads])
    return data.graph
  }
  /// The turns between its edges.
  public var turnGraph: TurnGraph {
    require([.features, .roads])
    return data.turns
  }
  /// The map's extent as coordinates: south-west and north-east corners.
  public var coordinateBounds: (southWest: Coordinate, northEast: Coordinate) {
    (
      WebMercator.coordinate(MapPoint(x: bounds.minX, y: bounds.minY)),
      WebMercator.coordinate(MapPoint(x: bounds.maxX, y: bounds.maxY))
    )
  }

  /// Feature `id` with its geometry (its stretches of `points`, in place).
  public func feature(_ id: Int) -> MapFeature {
    require([.names, .features])
    let first = Int(data.featurePartStarts[id])
    let parts = MapFeature.Parts(
      points: indexes.points, partStarts: data.partStarts, first: first,
      count: Int(data.featurePartStarts[id + 1]) - first)
    let roadClass = data.featureRoadClass[id]
    let maxspeed = data.featureMaxspeed[id]
    return MapFeature(
      id: id, kind: FeatureKind(rawValue: data.featureKind[id])!,
      osmValue: data.string(data.featureValue[id]) ?? "",
      roadClass: roadClass == MapData.noRoadClass ? nil : RoadClass(rawValue: roadClass),
      name: PlaceName(
        local: data.string(data.featureName[id]), chinese: data.string(data.featureNameZh[id]),
        english: data.string(data.featureNameEn[id])),
      oneway: data.featureOneway[id], maxspeed: maxspeed > 0 ? Double(maxspeed) : nil, parts: parts,
      bounds: indexes.featureBounds[id])
  }

  /// The features of `kinds` whose bounds meet `rect`, in id order (which is import order, so a
  /// renderer gets a stable drawing order within each kind).
  public func features(in rect: MapRect, kinds: Set<FeatureKind> = Set(FeatureKind.allCases)) -> [MapFeature]
  {
    require([.names, .features])
    return indexes.featureTiles.candidates(in: rect).compactMap { id in
      guard indexes.featureBounds[id].intersects(rect),
        let kind = FeatureKind(rawValue: data.featureKind[id]),
        kinds.contains(kind)
      else { return nil }
      return feature(id)
    }
  }

  /// Place of interest `id`.
  public func pointOfInterest(_ id: Int) -> PointOfInterest {
    require([.names, .places])
    return PointOfInterest(
      id: id,
      name: PlaceName(
        local: data.string(data.poiName[id]), chinese: data.string(data.poiNameZh[id]),
        english: data.string(data.poiNameEn[id])),
      categoryKey: data.string(data.poiKey[id]) ?? "", categoryValue: data.string(data.poiValue[id]) ?? "",
      coordinate: data.poiCoordinate[id].coordinate, point: indexes.poiPoints[id])
  }

  /// The places of interest inside `rect`.
  public func pointsOfInterest(in rect: MapRect) -> [PointOfInterest] {
    require([.names, .places])
    return indexes.poiTiles.candidates(in: rect).filter { rect.contains(indexes.poiPoints[$0]) }.map {
      pointOfInterest($0)
    }
  }

  /// Whether `coordinate` lies within the map's extent.
  public func contains(_ coordinate: Coordinate) -> Bool {
    coordinate.isValid && bounds.contains(WebMercator.project(coordinate))
  }

  /// Whether two maps hold the same data (for round-trip checks).
  public func hasSameContents(as other: MapStore) -> Bool {
    require(.all)
    other.require(.all)
    return data == other.data && indexes == other.indexes
  }

  /// Verifies `groups` if this map was opened `.onFirstUse` and they are not yet.
  func require(_ groups: SectionGroups) { verifier?.require(groups) }
}
