import OpenStreetMap
@_spi(Hail) import UIKit

/// A place's address, as Core Location's placemark.
public class CLPlacemark: NSObject, @unchecked Sendable {
  public let location: CLLocation?
  /// The name of the place: the street and number, or the named place.
  public let name: String?
  /// The street.
  public let thoroughfare: String?
  /// The house number.
  public let subThoroughfare: String?
  /// The city.
  public let locality: String?
  /// The address on one line, in the language it was asked in ("Kaivokatu 1, Helsinki").
  @_spi(Hail) public let formattedAddress: String

  init(address: Address, language: MapLanguage) {
    location = CLLocation(latitude: address.coordinate.latitude, longitude: address.coordinate.longitude)
    let street = address.street?.localized(language)
    thoroughfare = street
    subThoroughfare = address.houseNumber
    locality = address.city?.localized(language)
    if let street {
      name =
        language == .chinese
        ? street + (address.houseNumber.map { " \($0)号" } ?? "")
        : [street, address.houseNumber].compactMap { $0 }.joined(separator: " ")
    } else {
      name = address.place?.localized(language)
    }
    formattedAddress = address.formatted(language)
  }

  init(name: String?, coordinate: CLLocationCoordinate2D) {
    location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    self.name = name
    thoroughfare = nil
    subThoroughfare = nil
    locality = nil
    formattedAddress = name ?? ""
  }
}

/// Turns coordinates into addresses from the loaded map data.
@preconcurrency @MainActor
public final class CLGeocoder {
  public private(set) var isGeocoding = false

  public init() {}

  /// The nearest address (house number, else street, else named place) in the system language,
  /// delivered on the next frame.
  public func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void
  ) {
    reverseGeocodeLocation(location, preferredLocale: nil, completionHandler: completionHandler)
  }

  /// The nearest address in `locale`'s language (Chinese names where the map has them, else the
  /// local ones), or the system language when nil.
  public func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?,
    completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void
  ) {
    isGeocoding = true
    let language = locale.map(MapLanguage.init(locale:)) ?? MapDataSource.language
    let result: Result<CLPlacemark, any Error>
    if let store = MapDataSource.store {
      do {
        result = .success(
          CLPlacemark(
            address: try store.reverseGeocode(location.coordinate.osmCoordinate), language: language))
      } catch {
        result = .failure(MKError.placemarkNotFound)
      }
    } else {
      result = .failure(MKError.serverFailure)
    }
    MapDataSource.deliver { [weak self] in
      self?.isGeocoding = false
      switch result {
      case .success(let placemark): completionHandler([placemark], nil)
      case .failure(let error): completionHandler(nil, error)
      }
    }
  }
}

extension MapLanguage {
  /// The map names for `locale`: Chinese for any Chinese locale, else English.
  init(locale: Locale) {
    self = locale.language.languageCode == .chinese ? .chinese : .english
  }
}
