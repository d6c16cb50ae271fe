import Foundation
import OpenStreetMap

/// A place's address, with Core Location's address fields. Fields the map has no data for are nil.
open class CLPlacemark: NSObject, @unchecked Sendable {
  public let location: CLLocation?
  /// The place's name: the street and house number, or the named place.
  public let name: String?
  /// The street.
  public let thoroughfare: String?
  /// The house number.
  public let subThoroughfare: String?
  /// The city.
  public let locality: String?
  /// The district within the city.
  public let subLocality: String?
  /// The state or province.
  public let administrativeArea: String?
  public let subAdministrativeArea: String?
  public let postalCode: String?
  /// The ISO 3166-1 alpha-2 code ("FI").
  public let isoCountryCode: String?
  /// The country's name, in the language asked for.
  public let country: String?
  public let inlandWater: String?
  public let ocean: String?
  /// Places of interest at the location (a park, a station).
  public let areasOfInterest: [String]?
  public let timeZone: TimeZone?
  /// The address on one line, in the language it was asked in ("Kaivokatu 1, Helsinki").
  @_spi(Hail) public let formattedAddress: String

  /// A copy of `placemark`.
  public init(placemark: CLPlacemark) {
    location = placemark.location
    name = placemark.name
    thoroughfare = placemark.thoroughfare
    subThoroughfare = placemark.subThoroughfare
    locality = placemark.locality
    subLocality = placemark.subLocality
    administrativeArea = placemark.administrativeArea
    subAdministrativeArea = placemark.subAdministrativeArea
    postalCode = placemark.postalCode
    isoCountryCode = placemark.isoCountryCode
    country = placemark.country
    inlandWater = placemark.inlandWater
    ocean = placemark.ocean
    areasOfInterest = placemark.areasOfInterest
    timeZone = placemark.timeZone
    formattedAddress = placemark.formattedAddress
  }

  /// The placemark of a reverse-geocoded address, named in `language`.
  package init(address: Address, language: MapLanguage) {
    location = CLLocation(latitude: address.coordinate.latitude, longitude: address.coordinate.longitude)
    let street = address.street?.localized(language)
    let place = address.place?.localized(language)
    thoroughfare = street
    subThoroughfare = address.houseNumber
    locality = address.city?.localized(language)
    if let street {
      name =
        language == .chinese
        ? street + (address.houseNumber.map { " \($0)号" } ?? "")
        : [street, address.houseNumber].compactMap { $0 }.joined(separator: " ")
    } else {
      name = place
    }
    postalCode = address.postcode
    isoCountryCode = address.countryCode
    country = address.countryCode.flatMap {
      Locale(identifier: language == .chinese ? "zh-Hans" : "en").localizedString(forRegionCode: $0)
    }
    areasOfInterest = place.map { [$0] }
    (subLocality, administrativeArea, subAdministrativeArea, inlandWater, ocean, timeZone) =
      (nil, nil, nil, nil, nil, nil)
    formattedAddress = address.formatted(language)
  }

  /// A placemark that is only a named point (a search result), with the street it names when it is
  /// one (Apple's address results carry their `thoroughfare`) or the district it names.
  package init(
    name: String?, coordinate: CLLocationCoordinate2D, thoroughfare: String? = nil, subLocality: String? = nil
  ) {
    location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    self.name = name
    self.thoroughfare = thoroughfare
    self.subLocality = subLocality
    (subThoroughfare, locality, administrativeArea) = (nil, nil, nil)
    (subAdministrativeArea, postalCode, isoCountryCode, country) = (nil, nil, nil, nil)
    (inlandWater, ocean, areasOfInterest, timeZone) = (nil, nil, nil, nil)
    formattedAddress = name ?? ""
  }
}
