import OpenStreetMap
import UIKit

/// A placemark MapKit can route to.
public final class MKPlacemark: CLPlacemark, @unchecked Sendable {
  public var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }

  public init(coordinate: CLLocationCoordinate2D) {
    super.init(name: nil, coordinate: coordinate)
  }

  init(name: String?, at coordinate: CLLocationCoordinate2D) {
    super.init(name: name, coordinate: coordinate)
  }
}

/// A place on the map: its placemark and name.
@MainActor
public final class MKMapItem: NSObject {
  public let placemark: MKPlacemark
  public var name: String?
  /// The kind of place, as the map tags it ("leisure=park", "railway=station").
  public internal(set) var pointOfInterestCategory: String?

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    name = placemark.name
  }

  /// The user's (simulated) location.
  public static func forCurrentLocation() -> MKMapItem {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: MKUserLocation.simulatedCoordinate))
    item.name = "My Location"
    return item
  }
}

/// Finds places by name, ranked by match and by distance from the request's region.
@MainActor
public final class MKLocalSearch {
  public struct Request {
    public var naturalLanguageQuery: String?
    public var region = MKCoordinateRegion()
    /// How many results at most (not MapKit API; MapKit decides).
    public var resultLimit = 10
    /// The language of the names returned.
    public var language: MapLanguage = .chinese

    public init() {}

    public init(naturalLanguageQuery: String) {
      self.naturalLanguageQuery = naturalLanguageQuery
    }
  }

  public struct Response {
    public let mapItems: [MKMapItem]
    public let boundingRegion: MKCoordinateRegion
  }

  public let request: Request
  public private(set) var isSearching = false

  public init(request: Request) {
    self.request = request
  }

  /// Searches case- and diacritic-insensitively (prefix matches first, then nearest to the
  /// region's centre); delivers on the next frame.
  public func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
    isSearching = true
    let request = request
    let outcome: Result<Response, MKError>
    if let store = MapDataSource.store {
      let query = request.naturalLanguageQuery?.trimmingCharacters(in: .whitespaces) ?? ""
      let center =
        CLLocationCoordinate2DIsValid(request.region.center) && request.region.span.latitudeDelta > 0
        ? request.region.center.osmCoordinate : nil
      let results = query.isEmpty ? [] : store.search(query, near: center, limit: max(request.resultLimit, 1))
      let items = results.map { result -> MKMapItem in
        let name = result.name.localized(request.language) ?? result.name.local
        let item = MKMapItem(
          placemark: MKPlacemark(name: name, at: CLLocationCoordinate2D(result.coordinate)))
        item.pointOfInterestCategory = "\(result.categoryKey)=\(result.categoryValue)"
        return item
      }
      if items.isEmpty {
        outcome = .failure(.placemarkNotFound)
      } else {
        let rect = items.reduce(MKMapRect.null) {
          $0.union(MKMapRect(origin: MKMapPoint($1.placemark.coordinate), size: MKMapSize()))
        }
        outcome = .success(Response(mapItems: items, boundingRegion: MKCoordinateRegion(rect)))
      }
    } else {
      outcome = .failure(.serverFailure)
    }
    MapDataSource.deliver { [weak self] in
      self?.isSearching = false
      switch outcome {
      case .success(let response): completionHandler(response, nil)
      case .failure(let error): completionHandler(nil, error)
      }
    }
  }
}
