import OpenStreetMap
import Testing

@Suite struct OpenStreetMapLinkTests {
  @Test func readosmIsLinked() {
    #expect(!OpenStreetMap.readosmVersion.isEmpty)
  }
}
