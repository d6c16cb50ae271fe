import Foundation
import Testing

@testable import OpenStreetMap

/// The sea closed from the Helsinki extract's coastline.
///
/// The extract's nodes span 60.1641551–60.1791074 N, 24.9351766–24.9534132 E. Its coastline is four
/// chains: way 24629633 cut into two (Kaisaniemenlahti and Siltavuorensalmi, in the north-east) and
/// two short pieces of the South Harbour's quay (ways 499729175 and 499729181), which run north a
/// few metres inside the east edge with the harbour beyond it. The harbour basin itself (and the
/// point 60.166, 24.953, the Market Square's quay) lies east of the extract, so the harbour's sea
/// here is a strip only 5–15 m wide along the east edge.
@Suite struct SeaTests {
  private func seas() throws -> [MapFeature] {
    let map = try TestData.map()
    return map.features(in: map.bounds, kinds: [.water]).filter { $0.osmValue == "sea" }
  }

  private func isSea(_ seas: [MapFeature], _ latitude: Double, _ longitude: Double) -> Bool {
    let point = WebMercator.project(Coordinate(latitude: latitude, longitude: longitude))
    return seas.contains { RingGeometry.contains(polygon: $0.parts.map(Array.init), point) }
  }

  @Test func theCoastlineClosesIntoThreeSeas() throws {
    let statistics = try TestData.helsinki.get().statistics
    #expect(statistics.coastlineChains == 4)
    #expect(statistics.coastlineChainsDropped == 0)
    #expect(statistics.seaPolygons == 3)
    let seas = try seas()
    #expect(seas.count == 3)
    // Ground area: Web Mercator stretches areas by 1/cos² φ.
    let scale = WebMercator.scale(atLatitude: 60.17)
    let areas = seas.map { abs(RingGeometry.signedArea(Array($0.parts[0]))) / (scale * scale) }
    // Kaisaniemenlahti with Siltavuorensalmi (about 101,000 m²) and the two harbour strips (about
    // 900 and 1,950 m²).
    let sorted = areas.sorted()
    #expect(sorted[0] > 500 && sorted[1] < 3_000)
    #expect(sorted[2] > 95_000 && sorted[2] < 110_000)
  }

  @Test func theSeaIsWhereOpenStreetMapHasWater() throws {
    let seas = try seas()
    // Kaisaniemenlahti, north of Kruununhaka's shore.
    #expect(isSea(seas, 60.1785, 24.9420))
    // Siltavuorensalmi, between Kruununhaka and Siltasaari.
    #expect(isSea(seas, 60.17635, 24.9500))
    // The South Harbour, between the quay (24.95325 E) and the extract's east edge.
    #expect(isSea(seas, 60.1658, 24.95338))
  }

  @Test func landIsNotSea() throws {
    let seas = try seas()
    #expect(!isSea(seas, 60.1710, 24.9414))  // the railway station
    #expect(!isSea(seas, 60.1670, 24.9525))  // the Market Square (Kauppatori)
    #expect(!isSea(seas, 60.1690, 24.9500))  // Kruununhaka, south of its shore
    #expect(!isSea(seas, 60.1788, 24.9500))  // Siltasaari, north of the strait
  }
}
