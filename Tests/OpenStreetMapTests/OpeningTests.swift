import Foundation
import OpenStreetMap
import Testing

/// Where a map opens: its own most prominent place, never a fixed coordinate.
@Suite struct OpeningTests {
  @Test func helsinkiOpensOnItsRailwayStation() throws {
    let opening = try TestData.map().openingCoordinate
    // The `railway=station` node "Helsinki" (the extract's only main-line station).
    #expect(abs(opening.latitude - 60.171320) < 1e-6 && abs(opening.longitude - 24.941457) < 1e-6)
  }

  /// A map of `places` (key=value, latitude, longitude) inside a 0.02° square at 10° N, 10° E.
  private func map(places: [(String, Double, Double)]) throws -> MapStore {
    var nodes = [
      #"<node id="1" lat="10.00" lon="10.00"/>"#, #"<node id="2" lat="10.02" lon="10.02"/>"#,
    ]
    for (index, (tag, latitude, longitude)) in places.enumerated() {
      let parts = tag.split(separator: "=")
      nodes.append(
        #"<node id="\#(index + 10)" lat="\#(latitude)" lon="\#(longitude)">"#
          + #"<tag k="\#(parts[0])" v="\#(parts[1])"/><tag k="name" v="P\#(index)"/></node>"#)
    }
    // A footpath corner to corner gives the map its extent (the extent is that of the ways).
    let way = #"<way id="1"><nd ref="1"/><nd ref="2"/><tag k="highway" v="footway"/></way>"#
    let xml = #"<?xml version="1.0"?><osm version="0.6">"# + nodes.joined() + way + "</osm>"
    let folder = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("places.osm").path
    try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
    return try MapStore.importExtract(at: path).map
  }

  @Test func theMostProminentPlaceInTheMiddleWins() throws {
    let opening = try map(places: [
      ("place=suburb", 10.012, 10.012), ("place=town", 10.008, 10.009),
      // A city near the edge would open on a view half off the map: it is passed over.
      ("place=city", 10.001, 10.019),
    ]).openingCoordinate
    #expect(abs(opening.latitude - 10.008) < 1e-6 && abs(opening.longitude - 10.009) < 1e-6)
  }

  @Test func withoutPlacesTheMapOpensOnItsCentre() throws {
    let opening = try map(places: [("amenity=cafe", 10.005, 10.005)]).openingCoordinate
    #expect(abs(opening.latitude - 10.01) < 1e-4 && abs(opening.longitude - 10.01) < 1e-6)
  }
}
