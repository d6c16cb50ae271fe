import Foundation

/// What a map says about itself as a whole, found at import and stored, so that opening it does
/// not read all of it to learn these: found on open, they were the part of `hail run`'s start that
/// grew with the map (callgrind at 100×, before the first frame: the fleet's road length 90 M
/// instructions, the address names 90 M, the components 31 M, the opening place 18 M).
/// A summary that lies (a file made by a buggy tool, its CRCs right) is refused where it could
/// send a query out of its arrays or past a number's range (`MapValidator+Summary`); otherwise it
/// gives wrong answers, as a wrong road length would: a fleet of another size, a city's name.
struct MapSummary: Sendable, Equatable {
  /// `MapStore.drivableRoadLength`, metres.
  var drivableRoadLength: Double = 0
  /// `MapStore.openingCoordinate`.
  var openingCoordinate = Coordinate(latitude: 0, longitude: 0)
  var addressNames = AddressNames()
  var components = ComponentIndex()

  init() {}

  /// The summary of `data`, whose places' projected points are `poiPoints` and extent `bounds`.
  init(_ data: MapData, poiPoints: Column<MapPoint>, bounds: MapRect) {
    drivableRoadLength = MapStore.drivableRoadLength(data.graph)
    openingCoordinate = MapStore.openingCoordinate(data, poiPoints: poiPoints, bounds: bounds)
    addressNames = AddressNames(data)
    components = ComponentIndex(data.turns)
  }
}
