import MapKit
import Ride

/// A row of the destination search: a place found, a recent destination, a saved place (家 or 公司,
/// set or not), or "choose on the map".
enum SearchRow: Equatable {
  case place(SearchPlace)
  case saved(SavedPlaceKind, RidePlace?)
  case chooseOnMap

  /// A place found or a recent one (not 家, 公司 or the map).
  var isPlace: Bool {
    if case .place = self { true } else { false }
  }

  /// The rows with the field empty: home and work, choosing on the map, then recent destinations.
  static func suggestions(saved: SavedPlaces, recents: [RidePlace], from origin: CLLocationCoordinate2D)
    -> [SearchRow]
  {
    [.saved(.home, saved.home), .saved(.work, saved.work), .chooseOnMap]
      + recents.map { .place(SearchPlace(recent: $0, from: origin)) }
  }
}

/// A place listed by the search: what the row shows and the place it stands for.
struct SearchPlace: Equatable {
  var place: RidePlace
  /// The row's kind of place; nil for a recent place or a place of no known kind.
  var category: Kind?
  /// Metres from the pickup.
  var distance: Double
  var isRecent: Bool

  /// What kind of place a search result is: MapKit's category, or an address of a street or a
  /// district (no category, its placemark's `thoroughfare` or `subLocality`).
  enum Kind: Equatable {
    case category(MKPointOfInterestCategory)
    case street
    case district
  }

  init(place: RidePlace, category: Kind?, distance: Double, isRecent: Bool) {
    self.place = place
    self.category = category
    self.distance = distance
    self.isRecent = isRecent
  }

  /// A found place: its name in the app's language, its kind and its distance from `origin`.
  @MainActor
  init(item: MKMapItem, from origin: CLLocationCoordinate2D) {
    let coordinate = item.placemark.coordinate
    let name = item.name ?? ""
    self.init(
      place: RidePlace(
        name: LocalizedText(zh: name, en: name), latitude: coordinate.latitude,
        longitude: coordinate.longitude),
      category: item.pointOfInterestCategory.map(Kind.category)
        ?? (item.placemark.thoroughfare != nil
          ? .street : item.placemark.subLocality != nil ? .district : nil),
      distance: origin.distance(to: coordinate),
      isRecent: false)
  }

  init(recent place: RidePlace, from origin: CLLocationCoordinate2D) {
    self.init(place: place, category: nil, distance: origin.distance(to: place.location), isRecent: true)
  }
}

extension CLLocationCoordinate2D {
  /// Metres along the great circle.
  func distance(to other: CLLocationCoordinate2D) -> CLLocationDistance {
    CLLocation(latitude: latitude, longitude: longitude).distance(
      from: CLLocation(latitude: other.latitude, longitude: other.longitude))
  }
}

extension RidePlace {
  /// Where it is, as Core Location has it.
  var location: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

  /// A place named `name` in both languages (a name as the map gives it) at `coordinate`.
  init(named name: String, at coordinate: CLLocationCoordinate2D) {
    self.init(
      name: LocalizedText(zh: name, en: name), latitude: coordinate.latitude, longitude: coordinate.longitude)
  }
}
