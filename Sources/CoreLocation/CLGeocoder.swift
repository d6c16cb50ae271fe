import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// The type of a geocoder's completion handler.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into addresses, and addresses into places, from the environment's map data (on
/// Apple systems, Apple's servers). Completion handlers run on a later frame, never inside the call.
@preconcurrency @MainActor
open class CLGeocoder: NSObject {
  public private(set) var isGeocoding = false
  private let environment = UIApplication.shared.environment
  /// Bumped by `cancelGeocode()`: a request made before it completes with `geocodeCanceled`.
  private var generation = 0

  public override init() {
    super.init()
  }

  /// The nearest address (house number, else street, else named place) in the system language.
  open func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    reverseGeocodeLocation(location, preferredLocale: nil, completionHandler: completionHandler)
  }

  /// The nearest address in `locale`'s language (Chinese names where the map has them, else the
  /// local ones), or the system language when nil. `CLError.network` without map data,
  /// `CLError.geocodeFoundNoResult` off the map or with nothing named near.
  open func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?,
    completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    let language = locale.map(MapLanguage.init(locale:)) ?? environment.mapLanguage
    let result: Result<[CLPlacemark], CLError>
    if let store = environment.mapStore {
      let coordinate = Coordinate(
        latitude: location.coordinate.latitude, longitude: location.coordinate.longitude)
      do {
        result = .success([CLPlacemark(address: try store.reverseGeocode(coordinate), language: language)])
      } catch {
        result = .failure(CLError(.geocodeFoundNoResult))
      }
    } else {
      result = .failure(CLError(.network))
    }
    complete(result, completionHandler)
  }

  /// The places whose names match `addressString` (streets and places of interest), best match
  /// first, in the system language.
  open func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    let language = environment.mapLanguage
    let result: Result<[CLPlacemark], CLError>
    if let store = environment.mapStore {
      let centre = store.openingCoordinate
      let found = store.search(addressString, near: centre, limit: 10).map {
        CLPlacemark(
          name: $0.name.localized(language),
          coordinate: CLLocationCoordinate2D(
            latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude))
      }
      result = found.isEmpty ? .failure(CLError(.geocodeFoundNoResult)) : .success(found)
    } else {
      result = .failure(CLError(.network))
    }
    complete(result, completionHandler)
  }

  /// Cancels the requests still pending: they complete with `CLError.geocodeCanceled`.
  open func cancelGeocode() {
    generation += 1
  }

  private func complete(
    _ result: Result<[CLPlacemark], CLError>, _ completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    isGeocoding = true
    let requested = generation
    UIApplication.shared.performOnNextFrame { [weak self] in
      self?.isGeocoding = false
      if let self, self.generation != requested { return completionHandler(nil, CLError(.geocodeCanceled)) }
      switch result {
      case .success(let placemarks): completionHandler(placemarks, nil)
      case .failure(let error): completionHandler(nil, error)
      }
    }
  }
}
