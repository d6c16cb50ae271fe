import OpenStreetMap
@_spi(Hail) import UIKit

/// A kind of place, as MapKit's categories (raw values as MapKit's).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let park = Self(rawValue: "MKPOICategoryPark")
  public static let museum = Self(rawValue: "MKPOICategoryMuseum")
  public static let theater = Self(rawValue: "MKPOICategoryTheater")
  public static let publicTransport = Self(rawValue: "MKPOICategoryPublicTransport")
  public static let university = Self(rawValue: "MKPOICategoryUniversity")
  public static let library = Self(rawValue: "MKPOICategoryLibrary")
  public static let hotel = Self(rawValue: "MKPOICategoryHotel")
  public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant")
  public static let cafe = Self(rawValue: "MKPOICategoryCafe")
  public static let store = Self(rawValue: "MKPOICategoryStore")

  public static let movieTheater = Self(rawValue: "MKPOICategoryMovieTheater")
  public static let nightlife = Self(rawValue: "MKPOICategoryNightlife")
  public static let foodMarket = Self(rawValue: "MKPOICategoryFoodMarket")

  /// MapKit's category for a kind of place; nil for kinds MapKit has none for (an attraction, a
  /// place of worship).
  init?(_ kind: PlaceKind) {
    switch kind {
    case .station: self = .publicTransport
    case .park: self = .park
    case .museum, .gallery: self = .museum
    case .theatre: self = .theater
    case .cinema: self = .movieTheater
    case .library: self = .library
    case .university: self = .university
    case .hotel: self = .hotel
    case .restaurant: self = .restaurant
    case .cafe: self = .cafe
    case .bar: self = .nightlife
    case .supermarket: self = .foodMarket
    case .mall, .shop: self = .store
    case .attraction, .placeOfWorship: return nil
    }
  }
}

/// Which categories a points-of-interest request includes.
public struct MKPointOfInterestFilter: Sendable {
  let categories: Set<MKPointOfInterestCategory>?

  public init(including categories: [MKPointOfInterestCategory]) {
    self.categories = Set(categories)
  }

  public static let includingAll = MKPointOfInterestFilter(categories: nil)

  private init(categories: Set<MKPointOfInterestCategory>?) {
    self.categories = categories
  }

  func includes(_ category: MKPointOfInterestCategory) -> Bool {
    categories?.contains(category) ?? true
  }
}

/// The places of interest within a radius of a centre, nearest first (iOS 14's request).
public struct MKLocalPointsOfInterestRequest: Sendable {
  public let coordinate: CLLocationCoordinate2D
  /// Metres.
  public let radius: CLLocationDistance
  public var pointOfInterestFilter: MKPointOfInterestFilter?
  /// The language of the names returned; nil, the system language (not MapKit API).
  @_spi(Hail) public var language: MapLanguage?

  public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.coordinate = coordinate
    self.radius = radius
  }
}

extension MKLocalSearch {
  public convenience init(request: MKLocalPointsOfInterestRequest) {
    self.init(query: .pointsOfInterest(request))
  }

  /// Named places of a category the filter includes within the radius, nearest first; a name is
  /// listed once.
  nonisolated static func pointsOfInterest(
    _ request: MKLocalPointsOfInterestRequest, in store: MapStore, language: MapLanguage
  ) -> [FoundPlace] {
    let center = request.coordinate.osmCoordinate
    let radius = max(request.radius.isFinite ? request.radius : 0, 0)
    let reach = radius * WebMercator.scale(atLatitude: center.latitude)
    let places = store.pointsOfInterest(
      in: MapRect(center: WebMercator.project(center), width: 2 * reach, height: 2 * reach))
    var seen = Set<String>()
    return places.compactMap { place -> (FoundPlace, Double)? in
      guard let category = place.kind.flatMap(MKPointOfInterestCategory.init),
        request.pointOfInterestFilter?.includes(category) ?? true,
        let name = place.name.localized(request.language ?? language) ?? place.name.local,
        seen.insert(name).inserted
      else { return nil }
      let distance = center.distance(to: place.coordinate)
      guard distance <= radius else { return nil }
      return (
        FoundPlace(name: name, coordinate: CLLocationCoordinate2D(place.coordinate), category: category),
        distance
      )
    }
    .sorted { $0.1 < $1.1 }
    .map(\.0)
  }
}
