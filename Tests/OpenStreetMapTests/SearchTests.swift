import Foundation
import Testing

@testable import OpenStreetMap

@Suite struct SearchTests {
  /// A square of streets and places with names in Finnish, Swedish, Chinese and pinyin.
  static func fixture() throws -> MapStore {
    var fixture = OSMFixture()
    for (id, x, y) in [(1, 0.0, 0.0), (2, 400, 0), (3, 400, 400), (4, 0, 400)] {
      fixture.node(Int64(id), x, y)
    }
    fixture.way(1, [1, 2], ["highway": "residential", "name": "Töölönkatu", "name:sv": "Tölögatan"])
    fixture.way(2, [2, 3], ["highway": "primary", "name": "Mannerheimintie"])
    fixture.way(3, [3, 4], ["highway": "residential", "name": "Åbovägen"])
    fixture.node(10, 50, 50, ["amenity": "restaurant", "name": "台北车站餐厅"])
    fixture.node(
      11, 300, 300,
      ["tourism": "hotel", "name": "北京饭店", "name:zh-Latn-pinyin": "Běijīng Fàndiàn"])
    fixture.node(12, 350, 20, ["amenity": "cafe", "name": "Kahvila Töölö", "name:sv": "Kafé Tölö"])
    fixture.node(13, 380, 380, ["railway": "station", "name": "Töölö"])
    fixture.node(14, 20, 20, ["amenity": "cafe", "name": "Töölö"])
    return try fixture.map()
  }

  /// The index is made at import and stored: the map read back from its file holds the index its
  /// data makes.
  @Test func theStoredIndexIsTheOneTheDataMakes() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("search.hailmap").path
    try Self.fixture().write(to: path)
    let map = try MapStore(contentsOf: path)
    let built = SearchIndex(map.data, points: map.indexes.points, poiPoints: map.indexes.poiPoints)
    #expect(map.indexes.search == built)
    #expect(map.indexes.search.unitCount == 8)
    #expect(map.search("toolo").map(\.name.local).first == "Töölö")
  }

  @Test func finnishAndSwedishLettersFoldToTheirBaseLetters() throws {
    let map = try Self.fixture()
    #expect(map.search("toolonkatu").first?.name.local == "Töölönkatu")
    #expect(map.search("ABOVAGEN").first?.name.local == "Åbovägen")
    // `name:sv` is another name: it matches, ranked after the primary names.
    #expect(map.search("kafe tolo").first?.name.local == "Kahvila Töölö")
    #expect(map.search("kafe tolo").first?.matchRank == 4)
  }

  @Test func traditionalChineseFindsSimplifiedNames() throws {
    let map = try Self.fixture()
    let result = try #require(map.search("臺北車站").first)
    #expect(result.name.local == "台北车站餐厅")
    #expect(result.matchRank == 1)
  }

  @Test func pinyinFindsAChineseName() throws {
    let map = try Self.fixture()
    let result = try #require(map.search("beijing").first)
    #expect(result.name.local == "北京饭店")
    #expect(result.matchRank == 4)
    #expect(map.search("fandian").first?.matchRank == 5)
  }

  /// Substring candidates are the intersection of the query's bigram lists; names are then checked
  /// byte for byte, multi-byte letters included.
  @Test func bigramListsIntersectAndNamesAreCheckedByBytes() {
    #expect(SearchIndex.intersect([1, 3, 5, 7], [2, 3, 4, 7, 9]) == [3, 7])
    #expect(SearchIndex.intersect([], [1, 2]).isEmpty)
    #expect(SearchIndex.intersect([5, 9], [1, 2]).isEmpty)
    // Galloping finds what walking both lists finds, short lists against long ones.
    var generator = SeededGenerator(seed: 13)
    for _ in 0..<50 {
      let long = Set(
        (0..<Int.random(in: 0...3000, using: &generator)).map { _ in Int32.random(in: 0..<5000) }
      )
      .sorted()
      let short = Set((0..<Int.random(in: 0...40, using: &generator)).map { _ in Int32.random(in: 0..<5000) })
        .sorted()
      let merged = long.withUnsafeBufferPointer { SearchIndex.intersectByMerging(short, $0) }
      #expect(SearchIndex.intersect(short, long) == merged)
      #expect(merged == short.filter(Set(long).contains))
    }
    #expect(SearchText.contains("kaisaniemenkatu", "niemen"))
    #expect(!SearchText.contains("kaisaniemenkatu", "niemin"))
    #expect(SearchText.contains("赫尔辛基中央火车站", "中央"))
    #expect(!SearchText.contains("ab", "abc"))
    #expect(SearchText.contains("töölö", "ölö"))
  }

  @Test func substringsAndWordsRankBelowPrefixes() throws {
    let map = try Self.fixture()
    let results = map.search("töölö", limit: 10)
    // Whole names first (the station before the café: more prominent), then the name prefix, then
    // the word inside the café's name.
    #expect(results.map(\.matchRank) == [0, 0, 1, 2])
    #expect(results.first?.categoryValue == "station")
    #expect(results.map(\.name.local) == ["Töölö", "Töölö", "Töölönkatu", "Kahvila Töölö"])
    #expect(map.search("nnerheim").first?.matchRank == 3)
    #expect(map.search("x").isEmpty)
  }

  /// On Helsinki, the index finds what a scan of every name finds, in the same order.
  @Test(arguments: ["kaisa", "museo", "stock", "katu", "hotel", "rautatie", "apteekki", "sen", "赫尔"])
  func theIndexAgreesWithAScanOfEveryName(query: String) throws {
    let map = try TestData.map()
    let index = map.indexes.search
    let normalized = SearchText.normalize(query)
    var scanned: [Int32: Int] = [:]
    for unit in 0..<index.unitCount {
      let names = index.primaryText[unit].split(separator: "\n").map(String.init)
      let others = index.otherText[unit].split(separator: "\n").map(String.init)
      let words = names.flatMap(SearchText.words)
      let rank: Int? =
        names.contains(normalized)
        ? 0
        : names.contains { $0.hasPrefix(normalized) }
          ? 1
          : words.contains { $0.hasPrefix(normalized) }
            ? 2
            : names.contains { $0.contains(normalized) }
              ? 3
              : others.contains { $0.hasPrefix(normalized) }
                ? 4
                : others.contains { $0.contains(normalized) } ? 5 : nil
      if let rank { scanned[Int32(unit)] = rank }
    }
    let centre = Coordinate(latitude: 60.1710, longitude: 24.9414)
    let found = map.search(query, near: centre, limit: 15)
    #expect(!found.isEmpty)
    // The scan's best rank per group, in the same order the search sorts.
    var groupRank: [Int32: Int] = [:]
    for (unit, rank) in scanned {
      let group = index.unitGroup[Int(unit)]
      groupRank[group] = min(groupRank[group] ?? rank, rank)
    }
    let expectedRanks = groupRank.values.sorted().prefix(found.count)
    #expect(found.map(\.matchRank) == Array(expectedRanks))
    #expect(
      zip(found, found.dropFirst()).allSatisfy { a, b in
        a.matchRank < b.matchRank || a.distance / a.prominence <= b.distance / b.prominence
      })
  }
}
