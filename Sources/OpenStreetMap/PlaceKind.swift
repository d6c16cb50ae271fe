import Foundation

/// The kinds of named place the map knows, from OpenStreetMap's tags: the one classification that
/// the label style, MapKit's point-of-interest categories and the suggestions all start from (each
/// chooses which kinds it shows).
public enum PlaceKind: String, CaseIterable, Sendable {
  case station, park, museum, gallery, attraction, theatre, cinema, library, placeOfWorship, university
  case hotel, restaurant, cafe, bar, mall, supermarket, shop

  /// The kind of a `key=value` tag, or nil for tags that name no kind of place here.
  public init?(key: String, value: String) {
    switch (key, value) {
    case ("railway", "station"), ("public_transport", "station"), ("amenity", "bus_station"): self = .station
    case ("leisure", "park"), ("leisure", "garden"): self = .park
    case ("tourism", "museum"): self = .museum
    case ("tourism", "gallery"): self = .gallery
    case ("tourism", "attraction"): self = .attraction
    case ("amenity", "theatre"), ("amenity", "arts_centre"): self = .theatre
    case ("amenity", "cinema"): self = .cinema
    case ("amenity", "library"): self = .library
    case ("amenity", "place_of_worship"): self = .placeOfWorship
    case ("amenity", "university"), ("amenity", "college"): self = .university
    case ("tourism", "hotel"), ("tourism", "hostel"): self = .hotel
    case ("amenity", "restaurant"), ("amenity", "fast_food"): self = .restaurant
    case ("amenity", "cafe"): self = .cafe
    case ("amenity", "pub"), ("amenity", "bar"): self = .bar
    case ("shop", "mall"), ("shop", "department_store"): self = .mall
    case ("shop", "supermarket"): self = .supermarket
    case ("shop", _): self = .shop
    default: return nil
    }
  }
}

extension PointOfInterest {
  /// The place's kind, from its tag.
  public var kind: PlaceKind? { PlaceKind(key: categoryKey, value: categoryValue) }
}
