import OpenStreetMap
import Testing

/// One classification of OpenStreetMap's tags into kinds of place.
@Suite struct PlaceKindTests {
  @Test(arguments: [
    ("railway", "station", PlaceKind.station), ("amenity", "bus_station", .station),
    ("leisure", "garden", .park),
    ("amenity", "arts_centre", .theatre), ("amenity", "cinema", .cinema), ("amenity", "college", .university),
    ("amenity", "fast_food", .restaurant), ("amenity", "pub", .bar), ("shop", "department_store", .mall),
    ("shop", "bakery", .shop),
  ])
  func tagsNameTheirKind(key: String, value: String, kind: PlaceKind) {
    #expect(PlaceKind(key: key, value: value) == kind)
  }

  @Test func tagsOfNoKindAreLeftOut() {
    #expect(PlaceKind(key: "railway", value: "tram_stop") == nil)
    #expect(PlaceKind(key: "amenity", value: "atm") == nil)
  }

  @Test func helsinkisStationIsAStation() throws {
    let map = try TestData.map()
    let stations = (0..<map.pointOfInterestCount).map(map.pointOfInterest).filter { $0.kind == .station }
    #expect(stations.contains { $0.name.local == "Helsinki" })
  }
}
