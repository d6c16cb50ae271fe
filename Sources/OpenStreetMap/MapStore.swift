import Foundation

/// A loaded map: immutable after loading, so it is `Sendable` and any thread may query it.
/// Viewport queries take Web Mercator rectangles; routing, reverse geocoding and place search are
/// in extensions (`MapStore+Routing`, `+Geocoding`, `+Search`).
public final class MapStore: Sendable {
  let data: MapData
  /// `data.points` projected to Web Mercator.
  public let points: [MapPoint]
  let featureBounds: [MapRect]
  let featureTiles: TileIndex
  let poiPoints: [MapPoint]
  let poiTiles: TileIndex
  let addressPoints: [MapPoint]
  let addressTiles: TileIndex
  /// Items are routable segments, named by their first point (the segment runs to the next point).
  let segmentTiles: TileIndex
  /// For each point, the graph chain whose segment starts there; −1 when none. Only chains a route
  /// may start or end on (`EdgeFlags.startpoint`) are indexed.
  let pointChain: [Int32]
  /// Each node's position as a unit vector: the A* heuristic is the chord, never longer than the
  /// great-circle arc the edge lengths sum.
  let nodeUnit: [SIMD3<Double>]
  /// The most metres per unit of routing weight on any edge (the time heuristic's divisor).
  let fastestRate: Double
  /// How many roads (chain ends) meet at each graph node.
  let nodeRoads: [UInt8]
  /// The turn graph's arcs by target: `reverseTurn[reverseStart[x] ..< reverseStart[x + 1]]` are the
  /// turns into node `x` (for searches towards one point, `travelTimes(from:to:)`).
  let reverseStart: [Int32]
  let reverseTurn: [Int32]
  /// The node each of `reverseTurn`'s turns leaves.
  let reverseSource: [Int32]
  let components: ComponentIndex
  /// Landmark bounds for each metric's A* (`Landmarks`), computed on the first route.
  let timeLandmarks: Deferred<Landmarks>
  let distanceLandmarks: Deferred<Landmarks>
  /// The turn-graph copies of road edges (via-way restrictions), by edge.
  let edgeCopies: [Int: [Int]]
  /// Built on the first search.
  let searchIndex: Deferred<SearchIndex>
  let addressNames: AddressNames
  /// The whole map's extent.
  public let bounds: MapRect

  /// Loads a `.hailmap` (one read, checksum verified).
  public convenience init(contentsOf path: String) throws {
    self.init(try MapFile.read(path))
  }

  /// Imports an OpenStreetMap extract (.osm or .osm.pbf) into a new map, telling `progress` each
  /// phase as it starts (and the bytes read while the extract is read).
  public static func importExtract(at path: String, progress: ((ImportProgress) -> Void)? = nil) throws -> (
    map: MapStore, statistics: ImportStatistics
  ) {
    var builder = MapBuilder(try OSMReader.read(path, progress: progress))
    let data = builder.build(progress: progress)
    progress?(ImportProgress(phase: .indexing))
    return (MapStore(data), builder.statistics)
  }

  /// Writes the map as a `.hailmap`, atomically.
  public func write(to path: String) throws { try MapFile.write(data, to: path) }

  /// The format version this build reads and writes.
  public static var formatVersion: UInt32 { MapFile.formatVersion }

  /// The format version of the `.hailmap` at `path`; nil when it is missing or not a .hailmap.
  public static func formatVersion(at path: String) -> UInt32? { MapFile.version(at: path) }

  init(_ data: MapData) {
    self.data = data
    let points = data.points.map { WebMercator.project($0.coordinate) }
    self.points = points
    var bounds = MapRect.null
    for point in points { bounds = bounds.union(point) }
    self.bounds = bounds

    var featureBounds: [MapRect] = []
    for feature in 0..<data.featureCount {
      let first = Int(data.partStarts[Int(data.featurePartStarts[feature])])
      let last = Int(data.partStarts[Int(data.featurePartStarts[feature + 1])])
      var box = MapRect.null
      for index in first..<last { box = box.union(points[index]) }
      featureBounds.append(box)
    }
    self.featureBounds = featureBounds
    featureTiles = TileIndex(boxes: featureBounds)

    poiPoints = data.poiCoordinate.map { WebMercator.project($0.coordinate) }
    poiTiles = TileIndex(boxes: poiPoints.map { MapRect.null.union($0) })
    addressPoints = data.addressCoordinate.map { WebMercator.project($0.coordinate) }
    addressTiles = TileIndex(boxes: addressPoints.map { MapRect.null.union($0) })

    let graph = data.graph
    var pointChain = [Int32](repeating: -1, count: points.count)
    var segmentBoxes = [MapRect](repeating: .null, count: points.count)
    for chain in 0..<graph.chainFirstPoint.count {
      let edges = [graph.chainForwardEdge[chain], graph.chainBackwardEdge[chain]].filter { $0 >= 0 }
      guard edges.contains(where: { graph.has(.startpoint, Int($0)) }) else { continue }
      for index in Int(graph.chainFirstPoint[chain])..<Int(graph.chainLastPoint[chain]) {
        pointChain[index] = Int32(chain)
        segmentBoxes[index] = MapRect.null.union(points[index]).union(points[index + 1])
      }
    }
    self.pointChain = pointChain
    segmentTiles = TileIndex(boxes: segmentBoxes)
    nodeUnit = graph.nodePoint.map { MapStore.unitVector(data.points[Int($0)].coordinate) }
    var fastest = 1.0
    for edge in 0..<graph.edgeCount where graph.edgeWeight[edge] > 0 {
      fastest = max(fastest, Double(graph.edgeLength[edge]) / Double(graph.edgeWeight[edge]))
    }
    fastestRate = fastest
    var roads = [UInt8](repeating: 0, count: graph.nodeCount)
    for chain in 0..<graph.chainFirstPoint.count {
      for node in [graph.chainFromNode[chain], graph.chainToNode[chain]] {
        roads[Int(node)] = roads[Int(node)] &+ 1
      }
    }
    nodeRoads = roads
    (reverseStart, reverseTurn, reverseSource) = MapStore.reverseTurns(data.turns)
    components = ComponentIndex(data.turns)
    let turns = data.turns
    var copies: [Int: [Int]] = [:]
    for node in graph.edgeCount..<turns.nodeCount {
      copies[Int(turns.nodeEdge[node]), default: []].append(node)
    }
    edgeCopies = copies
    let positions = turns.nodeEdge.map { points[Int(graph.nodePoint[Int(graph.edgeTarget[Int($0)])])] }
    let reverse = (reverseStart, reverseTurn, reverseSource)
    timeLandmarks = Deferred {
      Landmarks(
        turns: turns, reverse: reverse, positions: positions,
        cost: { Double(graph.edgeWeight[Int(turns.nodeEdge[$0])]) }, turn: { Double(turns.turnWeight[$0]) })
    }
    distanceLandmarks = Deferred {
      Landmarks(
        turns: turns, reverse: reverse, positions: positions,
        cost: { Double(graph.edgeLength[Int(turns.nodeEdge[$0])]) }, turn: { _ in 0 })
    }
    let poiPoints = self.poiPoints
    searchIndex = Deferred { SearchIndex(data, points: points, poiPoints: poiPoints) }
    addressNames = AddressNames(data)
  }

  /// The turns grouped by the node they enter (counting sort).
  private static func reverseTurns(_ turns: TurnGraph) -> ([Int32], [Int32], [Int32]) {
    var start = [Int32](repeating: 0, count: turns.nodeCount + 1)
    for target in turns.turnTarget { start[Int(target) + 1] += 1 }
    for node in 0..<turns.nodeCount { start[node + 1] += start[node] }
    var fill = start
    var order = [Int32](repeating: 0, count: turns.turnCount)
    var sources = [Int32](repeating: 0, count: turns.turnCount)
    for node in 0..<turns.nodeCount {
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
        let target = Int(turns.turnTarget[turn])
        order[Int(fill[target])] = Int32(turn)
        sources[Int(fill[target])] = Int32(node)
        fill[target] += 1
      }
    }
    return (start, order, sources)
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
  public var graph: RoadGraph { data.graph }
  /// The turns between its edges.
  public var turnGraph: TurnGraph { data.turns }
  /// The map's extent as coordinates: south-west and north-east corners.
  public var coordinateBounds: (southWest: Coordinate, northEast: Coordinate) {
    (
      WebMercator.coordinate(MapPoint(x: bounds.minX, y: bounds.minY)),
      WebMercator.coordinate(MapPoint(x: bounds.maxX, y: bounds.maxY))
    )
  }

  /// Feature `id` with its geometry (slices of `points`, no copying).
  public func feature(_ id: Int) -> MapFeature {
    let parts = (Int(data.featurePartStarts[id])..<Int(data.featurePartStarts[id + 1])).map {
      points[Int(data.partStarts[$0])..<Int(data.partStarts[$0 + 1])]
    }
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
      bounds: featureBounds[id])
  }

  /// The features of `kinds` whose bounds meet `rect`, in id order (which is import order, so a
  /// renderer gets a stable drawing order within each kind).
  public func features(in rect: MapRect, kinds: Set<FeatureKind> = Set(FeatureKind.allCases)) -> [MapFeature]
  {
    featureTiles.candidates(in: rect).compactMap { id in
      guard featureBounds[id].intersects(rect), let kind = FeatureKind(rawValue: data.featureKind[id]),
        kinds.contains(kind)
      else { return nil }
      return feature(id)
    }
  }

  /// Place of interest `id`.
  public func pointOfInterest(_ id: Int) -> PointOfInterest {
    PointOfInterest(
      id: id,
      name: PlaceName(
        local: data.string(data.poiName[id]), chinese: data.string(data.poiNameZh[id]),
        english: data.string(data.poiNameEn[id])),
      categoryKey: data.string(data.poiKey[id]) ?? "", categoryValue: data.string(data.poiValue[id]) ?? "",
      coordinate: data.poiCoordinate[id].coordinate, point: poiPoints[id])
  }

  /// The places of interest inside `rect`.
  public func pointsOfInterest(in rect: MapRect) -> [PointOfInterest] {
    poiTiles.candidates(in: rect).filter { rect.contains(poiPoints[$0]) }.map { pointOfInterest($0) }
  }

  /// Whether `coordinate` lies within the map's extent.
  public func contains(_ coordinate: Coordinate) -> Bool {
    coordinate.isValid && bounds.contains(WebMercator.project(coordinate))
  }

  /// Whether two maps hold the same data (for round-trip checks).
  public func hasSameContents(as other: MapStore) -> Bool { data == other.data }
}
