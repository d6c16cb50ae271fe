import CReadOSM
import Foundation
import OpenStreetMap
import Testing

/// A minimal readosm pass of its own, so the importer's counts are checked against code that shares
/// nothing with it.
private final class IndependentCount {
  var nodes = 0
  var ways = 0
  var highways = 0
  var relations = 0
  var namedAmenityOrShop = 0
  var positions: [Int64: MapPoint] = [:]
  var wayRefs: [[Int64]] = []

  static func tagged(_ tags: UnsafePointer<readosm_tag>?, _ count: Int32) -> Set<String> {
    Set(UnsafeBufferPointer(start: tags, count: Int(count)).map { String(cString: $0.key) })
  }

  init(_ path: String) {
    var handle: UnsafeRawPointer?
    #expect(readosm_open(path, &handle) == READOSM_OK)
    let status = readosm_parse(
      handle, Unmanaged.passUnretained(self).toOpaque(),
      { context, node in
        let count = Unmanaged<IndependentCount>.fromOpaque(context!).takeUnretainedValue()
        let node = node!.pointee
        count.nodes += 1
        count.positions[node.id] = WebMercator.project(
          Coordinate(latitude: node.latitude, longitude: node.longitude))
        let keys = IndependentCount.tagged(node.tags, node.tag_count)
        if keys.contains("name") && (keys.contains("amenity") || keys.contains("shop")) {
          count.namedAmenityOrShop += 1
        }
        return READOSM_OK
      },
      { context, way in
        let count = Unmanaged<IndependentCount>.fromOpaque(context!).takeUnretainedValue()
        let way = way!.pointee
        count.ways += 1
        if IndependentCount.tagged(way.tags, way.tag_count).contains("highway") { count.highways += 1 }
        count.wayRefs.append(Array(UnsafeBufferPointer(start: way.node_refs, count: Int(way.node_ref_count))))
        return READOSM_OK
      },
      { context, _ in
        Unmanaged<IndependentCount>.fromOpaque(context!).takeUnretainedValue().relations += 1
        return READOSM_OK
      })
    #expect(status == READOSM_OK)
    readosm_close(handle)
  }

  var missingReferences: Int { wayRefs.reduce(0) { $0 + $1.filter { positions[$0] == nil }.count } }

  /// Every pair of nodes adjacent in some way with both present, both directions.
  var adjacentPairs: Set<[Double]> {
    var pairs: Set<[Double]> = []
    for refs in wayRefs {
      for (a, b) in zip(refs, refs.dropFirst()) {
        guard let p = positions[a], let q = positions[b] else { continue }
        pairs.insert([p.x, p.y, q.x, q.y])
        pairs.insert([q.x, q.y, p.x, p.y])
      }
    }
    return pairs
  }
}

@Suite struct ImportTests {
  @Test func countsMatchAnIndependentReadosmPassAndTheDesignNotes() throws {
    let path = try TestData.requireHelsinkiExtract()
    let statistics = try TestData.helsinki.get().statistics
    let independent = IndependentCount(path)
    #expect(statistics.nodes == independent.nodes)
    #expect(statistics.ways == independent.ways)
    #expect(statistics.highwayWays == independent.highways)
    #expect(statistics.relations == independent.relations)
    #expect(statistics.namedAmenityOrShopNodes == independent.namedAmenityOrShop)
    #expect(statistics.missingNodeReferences == independent.missingReferences)
    // The figures measured in DESIGN.md ("The Helsinki extract").
    #expect(statistics.nodes == 24_260)
    #expect(statistics.ways == 5_130)
    #expect(statistics.highwayWays == 2_650)
    #expect(statistics.relations == 620)
    #expect(statistics.namedAmenityOrShopNodes == 1_039)
    #expect(statistics.missingNodeReferences == 4_525)
  }

  @Test func theMapHasEveryLayer() throws {
    let map = try TestData.map()
    let everything = map.features(in: map.bounds)
    #expect(everything.count == map.featureCount)
    for kind in FeatureKind.allCases {
      #expect(everything.contains { $0.kind == kind }, "no \(kind) features")
    }
    #expect(map.pointOfInterestCount > 1_039)
    #expect(map.addressCount > 0)
    #expect(map.graph.nodeCount > 500)
  }

  @Test func noLineSpansAGap() throws {
    let path = try TestData.requireHelsinkiExtract()
    let map = try TestData.map()
    let pairs = IndependentCount(path).adjacentPairs
    var checked = 0
    // The sea closed from the coastline also follows the extract's edges (from where the coastline
    // was cut, round the box to where it comes back in): those segments touch the edge.
    let edge = map.bounds.insetBy(0.01)
    func onEdge(_ point: MapPoint) -> Bool { !edge.contains(point) }
    for feature in map.features(in: map.bounds, kinds: [.road, .railway, .building, .water, .park]) {
      for part in feature.parts {
        for (a, b) in zip(part, part.dropFirst()) {
          if feature.osmValue == "sea" && (onEdge(a) || onEdge(b)) { continue }
          #expect(pairs.contains([a.x, a.y, b.x, b.y]), "feature \(feature.id) joins nodes no way joins")
          checked += 1
        }
      }
    }
    #expect(checked > 15_000)
    #expect(try TestData.helsinki.get().statistics.waysSplitAtGaps > 0)
  }

  @Test func viewportQueryReturnsOnlyWhatMeetsTheRectangle() throws {
    let map = try TestData.map()
    let station = WebMercator.project(Coordinate(latitude: 60.1710, longitude: 24.9414))
    let viewport = MapRect(center: station, width: 400, height: 400)
    let found = map.features(in: viewport)
    let expected = map.features(in: map.bounds).filter { $0.bounds.intersects(viewport) }
    #expect(found.map(\.id) == expected.map(\.id))
    #expect(found.contains { $0.kind == .road && $0.name.local != nil })
    let places = map.pointsOfInterest(in: viewport)
    #expect(!places.isEmpty && places.allSatisfy { viewport.contains($0.point) })
  }
}
