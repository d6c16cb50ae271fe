import OpenStreetMap

/// How the label layer treats a place of interest: its colour, from which zoom it is named, and how
/// it ranks against other labels when space is short.
enum PlaceCategory: Equatable {
  case station, park, culture, lodging, food, shopping, other

  /// The category of an OpenStreetMap `key=value`, or nil for places the base map does not name
  /// (offices, artworks, tram stops, ATMs: the apps leave these out so the streets stay readable).
  init?(key: String, value: String) {
    switch (key, value) {
    case ("railway", "station"), ("public_transport", "station"), ("amenity", "bus_station"):
      self = .station
    case ("leisure", "park"), ("leisure", "garden"):
      self = .park
    case ("tourism", "museum"), ("tourism", "attraction"), ("tourism", "gallery"), ("amenity", "theatre"),
      ("amenity", "cinema"), ("amenity", "library"), ("amenity", "place_of_worship"):
      self = .culture
    case ("tourism", "hotel"), ("tourism", "hostel"):
      self = .lodging
    case ("amenity", "restaurant"), ("amenity", "cafe"), ("amenity", "fast_food"), ("amenity", "pub"),
      ("amenity", "bar"):
      self = .food
    case ("shop", "mall"), ("shop", "department_store"), ("shop", "supermarket"):
      self = .shopping
    default:
      return nil
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
