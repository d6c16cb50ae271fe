import Foundation
import OpenStreetMap
import Testing

/// Chinese names in Simplified characters (OpenCC's t2s), and search that finds Traditional and
/// Simplified spellings alike.
@Suite struct SimplifiedChineseTests {
  @Test func traditionalBecomesSimplifiedAndOtherTextStays() {
    #expect(ChineseScript.simplified("赫爾辛基") == "赫尔辛基")
    #expect(ChineseScript.simplified("中央車站") == "中央车站")
    #expect(ChineseScript.simplified("Kaivokatu 1") == "Kaivokatu 1")
    #expect(ChineseScript.simplified("赫尔辛基") == "赫尔辛基")
    #expect(ChineseScript.simplified("") == "")
  }

  /// OpenCC converts variants and phrases, not only characters one to one: 臺 → 台.
  @Test func variantsAndPhrasesAreConverted() {
    #expect(ChineseScript.simplified("臺北車站") == "台北车站")
    #expect(ChineseScript.simplified("赫爾辛基中央火車站") == "赫尔辛基中央火车站")
  }

  @Test func helsinkisChineseNameIsSimplifiedAndBothSpellingsFindIt() throws {
    let map = try TestData.map()
    let city = (0..<map.pointOfInterestCount).map(map.pointOfInterest).first {
      $0.categoryKey == "place" && $0.categoryValue == "city"
    }
    // Mapped as name:zh=赫爾辛基 (Traditional).
    #expect(city?.name.chinese == "赫尔辛基")
    let traditional = map.search("赫爾辛基").first
    let simplified = map.search("赫尔辛基").first
    #expect(traditional?.name.local == "Helsinki" && traditional?.categoryValue == "city")
    #expect(simplified?.name.local == traditional?.name.local)
  }

  @Test func nameZhHansIsPreferred() throws {
    let xml = """
      <?xml version="1.0"?><osm version="0.6">
      <node id="1" lat="10.00" lon="10.00"/><node id="2" lat="10.01" lon="10.01"/>
      <node id="3" lat="10.005" lon="10.005"><tag k="tourism" v="museum"/><tag k="name" v="Museo"/>
      <tag k="name:zh" v="博物館"/><tag k="name:zh-Hans" v="城市博物馆"/></node>
      <node id="4" lat="10.006" lon="10.006"><tag k="tourism" v="museum"/><tag k="name" v="Galleria"/>
      <tag k="name:zh-Hant" v="畫廊"/></node>
      <way id="1"><nd ref="1"/><nd ref="2"/><tag k="highway" v="footway"/></way></osm>
      """
    let folder = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("names.osm").path
    try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
    let map = try MapStore.importExtract(at: path).map
    let names = (0..<map.pointOfInterestCount).map { map.pointOfInterest($0).name }
    #expect(names.first { $0.local == "Museo" }?.chinese == "城市博物馆")
    #expect(names.first { $0.local == "Galleria" }?.chinese == "画廊")
  }
}
