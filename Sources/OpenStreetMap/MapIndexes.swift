import Foundation

/// What queries need besides the imported data, made from it once at import and stored in the map
/// file beside it, so that opening a map builds nothing: positions projected to Web Mercator, the
/// tile indexes, the search index, and the routing graph's lookups.
struct MapIndexes: Sendable, Equatable {
  /// `MapData.points`, `.poiCoordinate` and `.addressCoordinate` projected to Web Mercator.
  var points: Column<MapPoint>
  var poiPoints: Column<MapPoint>
  var addressPoints: Column<MapPoint>
  var featureBounds: Column<MapRect>
  var featureTiles: TileIndex
  var poiTiles: TileIndex
  var addressTiles: TileIndex
  /// Named places and streets by their normalised names, words and bigrams.
  var search: SearchIndex
  /// Items are routable segments, named by their first point (the segment runs to the next point).
  var segmentTiles: TileIndex
  /// For each point, the graph chain whose segment starts there; −1 when none. Only chains a route
  /// may start or end on (`EdgeFlags.startpoint`) are indexed.
  var pointChain: Column<Int32>
  /// The turn graph's arcs by target: `reverseTurn[reverseStart[x] ..< reverseStart[x + 1]]` are the
  /// turns into node `x` (for searches towards one point, `travelTimes(from:to:)`), and
  /// `reverseSource` the node each leaves.
  var reverseStart: Column<Int32>
  var reverseTurn: Column<Int32>
  var reverseSource: Column<Int32>
  /// Each node's position as a unit vector: the A* heuristic is the chord, never longer than the
  /// great-circle arc the edge lengths sum.
  var nodeUnit: Column<SIMD3<Double>>
  /// How many roads (chain ends) meet at each graph node.
  var nodeRoads: Column<UInt8>
  /// The whole map's extent.
  var bounds: MapRect
  /// The most metres per unit of routing weight on any edge (the time heuristic's divisor).
  var fastestRate: Double
  /// The time metric's contraction hierarchy over the turn graph.
  var hierarchy: ContractionHierarchy
  /// What the map says about itself as a whole (`MapSummary`).
  var summary: MapSummary
}

extension MapIndexes {
  /// The indexes of `data`; the hierarchy is contracted here unless given (the importer times it).
  init(_ data: MapData, hierarchy: ContractionHierarchy? = nil) {
    points = Column(data.points.lazy.map { WebMercator.project($0.coordinate) })
    bounds = points.reduce(MapRect.null) { $0.union($1) }
    var featureBounds = Column<MapRect>()
    featureBounds.reserveCapacity(data.featureCount)
    for feature in 0..<data.featureCount {
      let first = Int(data.partStarts[Int(data.featurePartStarts[feature])])
      let last = Int(data.partStarts[Int(data.featurePartStarts[feature + 1])])
      var box = MapRect.null
      for index in first..<last { box = box.union(points[index]) }
      featureBounds.append(box)
    }
    self.featureBounds = featureBounds
    featureTiles = TileIndex(boxes: featureBounds)
    poiPoints = Column(data.poiCoordinate.lazy.map { WebMercator.project($0.coordinate) })
    poiTiles = TileIndex(boxes: poiPoints.lazy.map { MapRect.null.union($0) })
    addressPoints = Column(data.addressCoordinate.lazy.map { WebMercator.project($0.coordinate) })
    addressTiles = TileIndex(boxes: addressPoints.lazy.map { MapRect.null.union($0) })
    search = SearchIndex(data, points: points, poiPoints: poiPoints)

    let graph = data.graph
    var pointChain = Column<Int32>(repeating: -1, count: points.count)
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
    nodeUnit = Column(graph.nodePoint.lazy.map { MapStore.unitVector(data.points[Int($0)].coordinate) })
    var fastest = 1.0
    for edge in 0..<graph.edgeCount where graph.edgeWeight[edge] > 0 {
      fastest = max(fastest, Double(graph.edgeLength[edge]) / Double(graph.edgeWeight[edge]))
    }
    fastestRate = fastest
    var roads = Column<UInt8>(repeating: 0, count: graph.nodeCount)
    for chain in 0..<graph.chainFirstPoint.count {
      for node in [graph.chainFromNode[chain], graph.chainToNode[chain]] {
        roads[Int(node)] = roads[Int(node)] &+ 1
      }
    }
    nodeRoads = roads
    (reverseStart, reverseTurn, reverseSource) = MapIndexes.reverseTurns(data.turns)
    self.hierarchy = hierarchy ?? ContractionHierarchy(graph: graph, turns: data.turns)
    summary = MapSummary(data, poiPoints: poiPoints, bounds: bounds)
  }

  /// The turns grouped by the node they enter (counting sort).
  private static func reverseTurns(_ turns: TurnGraph) -> (Column<Int32>, Column<Int32>, Column<Int32>) {
    var start = Column<Int32>(repeating: 0, count: turns.nodeCount + 1)
    for target in turns.turnTarget { start[Int(target) + 1] += 1 }
    for node in 0..<turns.nodeCount { start[node + 1] += start[node] }
    var fill = Array(start)
    var order = Column<Int32>(repeating: 0, count: turns.turnCount)
    var sources = Column<Int32>(repeating: 0, count: turns.turnCount)
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
}
