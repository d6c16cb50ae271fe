import MapKit

/// Which places the sheet suggests, and in what order: places worth a ride (at least
/// `minimumDistance` from the pickup), one entry per place (a station's hall, platforms and metro
/// entrances are mapped as several named points close together), ranked by how notable the kind
/// of place is and how near it is.
struct SuggestionRanking {
  /// Closer than this, walk (the floor for a suggestion worth a ride).
  static let minimumDistance: CLLocationDistance = 300
  /// Points of one kind within this of a better-ranked one are the same place: Helsinki's station
  /// is mapped as four points within 110 m.
  static let samePlaceRadius: CLLocationDistance = 200
  static let limit = 5

  /// How notable a kind of place is: where people go across town first.
  static func prominence(_ category: MKPointOfInterestCategory?) -> Double {
    switch category {
    case .publicTransport?, .museum?: 3
    case .park?, .theater?, .university?: 2
    default: 1
    }
  }

  /// The suggestions among `items` around `pickup`: each item's prominence discounted by distance
  /// (halved at a kilometre), best first.
  static func suggestions(from items: [MKMapItem], around pickup: CLLocationCoordinate2D) -> [Suggestion] {
    let origin = CLLocation(latitude: pickup.latitude, longitude: pickup.longitude)
    let candidates = items.compactMap { item -> (Suggestion, Double)? in
      let coordinate = item.placemark.coordinate
      let distance = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude).distance(
        from: origin)
      guard distance >= minimumDistance, let name = item.name, !name.isEmpty else { return nil }
      let suggestion = Suggestion(
        name: name, category: item.pointOfInterestCategory, distance: distance,
        coordinate: coordinate)
      return (suggestion, prominence(item.pointOfInterestCategory) / (1 + distance / 1000))
    }
    .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.name < $1.0.name }
    var chosen: [Suggestion] = []
    for (candidate, _) in candidates where chosen.count < limit {
      let place = CLLocation(
        latitude: candidate.coordinate.latitude, longitude: candidate.coordinate.longitude)
      let duplicate = chosen.contains {
        $0.category == candidate.category
          && CLLocation(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude).distance(
            from: place)
            < samePlaceRadius
      }
      if !duplicate { chosen.append(candidate) }
    }
    return chosen
  }
}
