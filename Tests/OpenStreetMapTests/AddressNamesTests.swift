import Foundation
import Testing

@testable import OpenStreetMap

/// The address names stored at import (`AddressNames`), looked up by bisection, against the rule
/// they keep, found here by a plain walk of the Helsinki map's roads and places.
@Suite struct AddressNamesTests {
  @Test func streetsTakeTheirFirstRoadWithAChineseName() throws {
    let map = try TestData.map()
    let data = map.data
    let names = map.indexes.summary.addressNames
    // A street's other names: those of its first road that has a Chinese name, else its first road.
    var expected: [Int32: PlaceName] = [:]
    var hasChinese: Set<Int32> = []
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      let key = data.featureName[feature]
      guard key >= 0, !hasChinese.contains(key) else { continue }
      let zh = data.featureNameZh[feature]
      if expected[key] != nil && zh < 0 { continue }
      expected[key] = PlaceName(
        local: data.string(key), chinese: data.string(zh), english: data.string(data.featureNameEn[feature]))
      if zh >= 0 { hasChinese.insert(key) }
    }
    #expect(expected.count > 50, "\(expected.count) streets")
    for (key, name) in expected { #expect(names.street(key, in: data) == name) }
    // A name no road has keeps its local name alone.
    let house = data.addressHouseNumber.first { $0 >= 0 && expected[$0] == nil }!
    #expect(names.street(house, in: data) == PlaceName(local: data.string(house)))
  }

  /// Helsinki's extract has no street named in Chinese: three roads of one name, the second named
  /// in Chinese and English, the third otherwise in English.
  @Test func aStreetsChineseNameComesFromTheFirstRoadThatHasOne() throws {
    var fixture = OSMFixture()
    for id in 1...4 { fixture.node(Int64(id), Double(id) * 100, 0) }
    fixture.way(10, [1, 2], ["highway": "residential", "name": "Mannerheimintie"])
    fixture.way(
      11, [2, 3],
      ["highway": "residential", "name": "Mannerheimintie", "name:zh": "曼纳海姆路", "name:en": "Mannerheim Road"])
    fixture.way(12, [3, 4], ["highway": "residential", "name": "Mannerheimintie", "name:en": "Other Road"])
    let map = try fixture.map()
    let key = try #require(map.data.featureName.first { map.data.string($0) == "Mannerheimintie" })
    #expect(
      map.indexes.summary.addressNames.street(key, in: map.data)
        == PlaceName(local: "Mannerheimintie", chinese: "曼纳海姆路", english: "Mannerheim Road"))
  }

  @Test func citiesTakeTheirLastSettlementAndTheCommonestIsTheDefault() throws {
    let map = try TestData.map()
    let data = map.data
    let names = map.indexes.summary.addressNames
    var expected: [Int32: PlaceName] = [:]
    for poi in 0..<data.poiCount where data.poiName[poi] >= 0 {
      guard data.string(data.poiKey[poi]) == "place",
        ["city", "town", "village"].contains(data.string(data.poiValue[poi]))
      else { continue }
      expected[data.poiName[poi]] = PlaceName(
        local: data.string(data.poiName[poi]), chinese: data.string(data.poiNameZh[poi]),
        english: data.string(data.poiNameEn[poi]))
    }
    #expect(!expected.isEmpty)
    for (key, name) in expected { #expect(names.city(key, in: data) == name) }
    var counts: [String: Int] = [:]
    for city in data.addressCity where city >= 0 { counts[data.string(city)!, default: 0] += 1 }
    let commonest = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
    #expect(names.defaultCity(in: data)?.local == commonest)
    #expect(names.defaultCity(in: data)?.chinese != nil, "Helsinki's place node names it in Chinese")
    #expect(names.defaultCountry(in: data) == "FI")
  }

  /// Stored and read back, the summary is what the import found.
  @Test func theSummaryRoundTripsThroughTheFile() throws {
    let map = try TestData.map()
    let bytes = MapFile.encode(map.data, map.indexes)
    let (_, read) = try bytes.withUnsafeBytes { try MapFile.decode($0, path: "summary.hailmap") }
    #expect(read.summary == map.indexes.summary)
    #expect(read.summary == MapSummary(map.data, poiPoints: map.indexes.poiPoints, bounds: map.bounds))
  }
}
