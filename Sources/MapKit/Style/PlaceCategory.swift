import OpenStreetMap

/// How the label layer treats a place of interest: its colour, from which zoom it is named, and how
/// it ranks against other labels when space is short.
enum PlaceCategory: Hashable {
  case station, park, culture, lodging, food, shopping, other

  /// The label category of a kind of place, or nil for kinds the base map does not name (shops,
  /// universities, artworks: the apps leave these out so the streets stay readable).
  init?(_ kind: PlaceKind) {
    switch kind {
    case .station: self = .station
    case .park: self = .park
    case .museum, .gallery, .attraction, .theatre, .cinema, .library, .placeOfWorship: self = .culture
    case .hotel: self = .lodging
    case .restaurant, .cafe, .bar: self = .food
    case .mall, .supermarket: self = .shopping
    case .university, .shop: return nil
    }
  }

  /// The zoom from which the category is named: stations are landmarks, cafés are clutter until
  /// the street level.
  var minimumZoom: Double {
    switch self {
    case .station: 13
    case .park: 15
    case .culture, .shopping: 16
    case .lodging: 16.5
    case .food: 17.5
    case .other: 18
    }
  }

  /// Rank among place labels; lower is placed first.
  var rank: Int {
    switch self {
    case .station: 0
    case .park: 1
    case .culture: 2
    case .shopping: 3
    case .lodging: 4
    case .food: 5
    case .other: 6
    }
  }
}
