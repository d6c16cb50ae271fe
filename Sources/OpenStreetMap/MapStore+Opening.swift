import Foundation

extension MapStore {
  /// Places a map can open on, most prominent first: the railway station (where a city's visitors
  /// arrive, and a ride-hailing app's busiest pickup), then OpenStreetMap's settlement hierarchy.
  static let openingProminence = [
    "railway=station", "place=city", "place=town", "place=village", "place=suburb", "place=quarter",
    "place=neighbourhood",
  ]

  /// Where a map opens: its most prominent place (see `openingProminence`; the nearer the map's
  /// centre among equals) that lies in the middle half of the extent on both axes, so that the
  /// opening view is full of map; without one, the centre of the extent. Any map opens on its own
  /// city this way, not on a fixed coordinate. A map without ways has no extent: it opens at 0°, 0°.
  public var openingCoordinate: Coordinate { indexes.summary.openingCoordinate }

  /// `openingCoordinate` found by reading every place of the map: at import (`MapSummary`).
  static func openingCoordinate(_ data: MapData, poiPoints: Column<MapPoint>, bounds: MapRect) -> Coordinate {
    guard !bounds.isNull else { return Coordinate(latitude: 0, longitude: 0) }
    let centre = bounds.center
    let middle = MapRect(center: centre, width: bounds.width / 2, height: bounds.height / 2)
    // Read in place: a place's rank from its interned key and value (each distinct pair decoded
    // once), no `PointOfInterest` made.
    var ranks: [SIMD2<Int32>: Int] = [:]
    // Whether a key index spells a key of `openingProminence` (0 not yet known, 1 yes, 2 no): most
    // places' keys do not, and an array lookup is a tenth of a hashed one.
    var keyKinds = [UInt8](repeating: 0, count: data.strings.count)
    let keys = Set(Self.openingProminence.map { $0.prefix { $0 != "=" } })
    var best: (rank: Int, distance: Double, id: Int)?
    for id in 0..<data.poiCount {
      let key = data.poiKey[id]
      guard key >= 0 else { continue }
      if keyKinds[Int(key)] == 0 {
        keyKinds[Int(key)] = keys.contains(Substring(data.strings[Int(key)])) ? 1 : 2
      }
      guard keyKinds[Int(key)] == 1 else { continue }
      let point = poiPoints[id]
      guard middle.contains(point) else { continue }
      let category = SIMD2(key, data.poiValue[id])
      let rank: Int
      if let known = ranks[category] {
        rank = known
      } else {
        let tag = "\(data.string(category.x) ?? "")=\(data.string(category.y) ?? "")"
        rank = Self.openingProminence.firstIndex(of: tag) ?? Int.max
        ranks[category] = rank
      }
      guard rank != Int.max else { continue }
      let distance = hypot(point.x - centre.x, point.y - centre.y)
      if let best, (best.rank, best.distance, best.id) <= (rank, distance, id) { continue }
      best = (rank, distance, id)
    }
    return best.map { data.poiCoordinate[$0.id].coordinate } ?? WebMercator.coordinate(centre)
  }
}
