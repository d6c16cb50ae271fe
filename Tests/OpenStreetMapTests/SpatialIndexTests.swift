import Foundation
import Testing

@testable import OpenStreetMap

@Suite struct SpatialIndexTests {
  /// Boxes from a seeded generator (SplitMix64), in a 5 km square, some of them long roads.
  static func boxes(count: Int, seed: UInt64) -> [MapRect] {
    var state = seed
    func unit() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    return (0..<count).map { index in
      let x = 2_778_000 + unit() * 5000
      let y = 8_440_000 + unit() * 5000
      let size = index % 10 == 0 ? unit() * 3000 : unit() * 60
      return MapRect(minX: x, minY: y, maxX: x + size, maxY: y + size * unit())
    }
  }

  @Test func candidatesAreExactlyTheBoxesTouchingTheQuery() {
    let boxes = Self.boxes(count: 2000, seed: 7)
    let index = TileIndex(boxes: boxes)
    for query in Self.boxes(count: 200, seed: 99) {
      // Every box meeting the query is a candidate (a candidate may only share a tile with it).
      let candidates = Set(index.candidates(in: query))
      let meeting = boxes.indices.filter { boxes[$0].intersects(query) }
      #expect(meeting.allSatisfy(candidates.contains))
      #expect(index.candidates(in: query) == candidates.sorted())
    }
  }

  @Test func largeQueriesWalkTheirRowsAndFindTheSame() {
    let boxes = Self.boxes(count: 500, seed: 3)
    let index = TileIndex(boxes: boxes)
    // 100 km tall: more rows than are searched one by one.
    let query = MapRect(minX: 2_779_000, minY: 8_400_000, maxX: 2_781_000, maxY: 8_500_000)
    let candidates = Set(index.candidates(in: query))
    #expect(boxes.indices.filter { boxes[$0].intersects(query) }.allSatisfy(candidates.contains))
    #expect(candidates.count < boxes.count)
  }

  /// A road from Helsinki to (0°, 0°) spans a third of the world: the old grid, sized by the data's
  /// bounding box, allocated gigabytes for it; the tiles hold it at a high level in a few entries.
  @Test func aBoxAcrossTheWorldTakesAFewTiles() {
    let helsinki = WebMercator.project(Coordinate(latitude: 60.17, longitude: 24.94))
    let road = MapRect.null.union(helsinki).union(MapPoint(x: 0, y: 0))
    let index = TileIndex(boxes: [road, MapRect.null.union(helsinki)])
    #expect(index.tileCount <= 5)
    #expect(TileIndex.level(for: road) == 9)
    #expect(index.candidates(in: MapRect(center: helsinki, width: 100, height: 100)) == [0, 1])
    #expect(index.candidates(in: MapRect(center: MapPoint(x: 0, y: 0), width: 10, height: 10)) == [0])
  }

  @Test func theRadixSortOrdersByKeyAndKeepsItemsInOrderWithinAKey() {
    var state: UInt64 = 11
    var keys = (0..<5000).map { _ -> UInt64 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 16) & 0xFFFF_0000_FFFF | (state & 0x3)
    }
    var items = (0..<Int32(keys.count)).map { $0 }
    let expected = zip(keys, items).sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    TileIndex.radixSort(&keys, &items)
    #expect(keys == expected.map(\.0))
    #expect(items == expected.map(\.1))
  }

  @Test func nullBoxesAreLeftOut() {
    let index = TileIndex(boxes: [.null, MapRect(minX: 0, minY: 0, maxX: 1, maxY: 1)])
    #expect(index.candidates(in: MapRect(minX: -5, minY: -5, maxX: 5, maxY: 5)) == [1])
    #expect(index.candidates(in: .null).isEmpty)
  }

  /// Issue 13's extract: 8 nodes, a street and a road running to (0°, 0°). It imports (in
  /// milliseconds: the index holds the long road in a few tiles), routes and geocodes in Helsinki.
  @Test func anExtractWithARoadToNullIslandImports() throws {
    var fixture = OSMFixture()
    for (id, x) in zip(1...6, stride(from: 0.0, through: 500, by: 100)) { fixture.node(Int64(id), x, 0) }
    let origin = OSMFixture.origin
    let metresPerDegree = 111_195.0
    // (0°, 0°) in the fixture's metres east and north of Helsinki.
    fixture.node(
      7, -origin.longitude * metresPerDegree * cos(origin.latitude * .pi / 180),
      -origin.latitude * metresPerDegree)
    fixture.node(8, 500, -60, ["addr:housenumber": "3", "addr:street": "Testikatu"])
    fixture.way(1, [1, 2, 3, 4, 5, 6], ["highway": "residential", "name": "Testikatu"])
    fixture.way(2, [6, 7], ["highway": "primary"])
    let (map, statistics) = try fixture.importExtract()
    #expect(statistics.nodes == 8)
    #expect(map.indexes.featureTiles.tileCount < 20)
    #expect(map.indexes.segmentTiles.tileCount < 20)
    let route = try map.route(from: OSMFixture.coordinate(20, 5), to: OSMFixture.coordinate(480, 5))
    #expect(abs(route.distance - 460) < 5)
    #expect(try map.reverseGeocode(OSMFixture.coordinate(490, -50)).houseNumber == "3")
  }

  @Test func coordinatesOffTheGlobeAreDroppedAndCounted() throws {
    var fixture = OSMFixture()
    fixture.node(1, 0, 0)
    fixture.node(2, 100, 0)
    // 95° N: beyond the pole.
    fixture.node(3, 100, (95 - OSMFixture.origin.latitude) * 111_195)
    fixture.way(1, [1, 2, 3], ["highway": "residential"])
    let (map, statistics) = try fixture.importExtract()
    #expect(statistics.coordinatesOutOfRange == 1)
    #expect(statistics.nodes == 2)
    #expect(statistics.missingNodeReferences == 1)
    #expect(map.graph.edgeCount == 2)
  }
}
