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
  public var openingCoordinate: Coordinate {
    guard !bounds.isNull else { return Coordinate(latitude: 0, longitude: 0) }
    let centre = bounds.center
    let middle = MapRect(center: centre, width: bounds.width / 2, height: bounds.height / 2)
    let best = pointsOfInterest(in: middle)
      .compactMap { place -> (rank: Int, distance: Double, id: Int, place: PointOfInterest)? in
        guard let rank = Self.openingProminence.firstIndex(of: "\(place.categoryKey)=\(place.categoryValue)")
        else { return nil }
        return (rank, hypot(place.point.x - centre.x, place.point.y - centre.y), place.id, place)
      }
      .min { ($0.rank, $0.distance, $0.id) < ($1.rank, $1.distance, $1.id) }
    return best?.place.coordinate ?? WebMercator.coordinate(centre)
  }
}
