@_spi(Hail) import CoreLocation
import OpenStreetMap
@_spi(Hail) import UIKit

/// A placemark MapKit can route to.
public final class MKPlacemark: CLPlacemark, @unchecked Sendable {
  public var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }

  public init(coordinate: CLLocationCoordinate2D) {
    super.init(name: nil, coordinate: coordinate)
  }

  init(
    name: String?, at coordinate: CLLocationCoordinate2D, thoroughfare: String? = nil,
    subLocality: String? = nil
  ) {
    super.init(name: name, coordinate: coordinate, thoroughfare: thoroughfare, subLocality: subLocality)
  }
}

/// A place on the map: its placemark and name.
@preconcurrency @MainActor
public final class MKMapItem: NSObject {
  public let placemark: MKPlacemark
  public var name: String?
  /// The kind of place, where the map's tags name one.
  public var pointOfInterestCategory: MKPointOfInterestCategory?

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    name = placemark.name
  }

  /// The user's (simulated) location.
  public static func forCurrentLocation() -> MKMapItem {
    let application = UIApplication.shared
    let fix = application.environment.locationServices?.provider.location(at: application.clock.now)
    let item = MKMapItem(
      placemark: MKPlacemark(coordinate: fix?.coordinate ?? kCLLocationCoordinate2DInvalid))
    item.name = "My Location"
    return item
  }
}

/// Finds places by name, ranked by match and by distance from the request's region.
@preconcurrency @MainActor
public final class MKLocalSearch {
  public struct Request {
    public var naturalLanguageQuery: String?
    public var region = MKCoordinateRegion()
    /// How many results at most (not MapKit API; MapKit decides).
    public var resultLimit = 10
    /// The language of the names returned; nil, the system language (not MapKit API).
    @_spi(Hail) public var language: MapLanguage?

    public init() {}

    public init(naturalLanguageQuery: String) {
      self.naturalLanguageQuery = naturalLanguageQuery
    }
  }

  public struct Response {
    public let mapItems: [MKMapItem]
    public let boundingRegion: MKCoordinateRegion
  }

  /// What is asked: places by name, or the places of interest around a point.
  enum Query {
    case text(Request)
    case pointsOfInterest(MKLocalPointsOfInterestRequest)
  }

  let query: Query
  public private(set) var isSearching = false

  public convenience init(request: Request) {
    self.init(query: .text(request))
  }

  /// The system the search answers from, as when it was made.
  let environment = UIApplication.shared.environment

  init(query: Query) {
    self.query = query
  }

  /// Searches case- and diacritic-insensitively (prefix matches first, then nearest to the
  /// region's centre), or lists the places of interest around a point; delivers on the next frame.
  /// The map is searched on the searches' own queue, as MapKit's searches run off the main
  /// thread: the next frame takes the places found (waiting for them if they are not in yet), so
  /// the answer comes in the same frame on every machine.
  public func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
    isSearching = true
    let found = QueueResult<[FoundPlace]?>(nil)
    if let store = environment.mapStore {
      // A copy of the request, a value with nothing shared (Apple's `Request` is not `Sendable`, so
      // neither is this one's).
      nonisolated(unsafe) let query = query
      let language = environment.mapLanguage
      Self.searchQueue.async(execute: found.work { Self.find(query, in: store, language: language) })
    } else {
      found.done.signal()
    }
    UIApplication.shared.performOnNextFrame { [weak self] in
      self?.isSearching = false
      guard let places = found.wait(on: Self.searchQueue) else {
        return completionHandler(nil, MKError.serverFailure)
      }
      guard !places.isEmpty else { return completionHandler(nil, MKError.placemarkNotFound) }
      let items = places.map(\.mapItem)
      let rect = items.reduce(MKMapRect.null) {
        $0.union(MKMapRect(origin: MKMapPoint($1.placemark.coordinate), size: MKMapSize()))
      }
      completionHandler(Response(mapItems: items, boundingRegion: MKCoordinateRegion(rect)), nil)
    }
  }

  /// Where the map is searched: one queue for every search, so one thread, made at the first (a
  /// queue of this QoS has a thread of its own, `QueueThread`; one per search made a thread each).
  private static let searchQueue = DispatchQueue(label: "MapKit.MKLocalSearch", qos: .userInitiated)

  /// The places `query` finds in `store`, named in `language` unless the request names its own.
  nonisolated static func find(_ query: Query, in store: MapStore, language: MapLanguage) -> [FoundPlace] {
    switch query {
    case .text(let request): search(request, in: store, language: language)
    case .pointsOfInterest(let request): pointsOfInterest(request, in: store, language: language)
    }
  }

  private nonisolated static func search(_ request: Request, in store: MapStore, language: MapLanguage)
    -> [FoundPlace]
  {
    let text = request.naturalLanguageQuery?.trimmingCharacters(in: .whitespaces) ?? ""
    guard !text.isEmpty else { return [] }
    let center =
      CLLocationCoordinate2DIsValid(request.region.center) && request.region.span.latitudeDelta > 0
      ? request.region.center.osmCoordinate : nil
    return store.search(text, near: center, limit: max(request.resultLimit, 1)).map { result in
      let name = result.name.localized(request.language ?? language) ?? result.name.local
      // A street found is an address (its name the thoroughfare), a suburb or neighbourhood a district.
      let street = result.categoryKey == "highway" ? name : nil
      let district =
        result.categoryKey == "place"
          && ["suburb", "neighbourhood", "quarter"].contains(result.categoryValue)
        ? name : nil
      return FoundPlace(
        name: name, coordinate: CLLocationCoordinate2D(result.coordinate), thoroughfare: street,
        subLocality: district,
        category: PlaceKind(key: result.categoryKey, value: result.categoryValue)
          .flatMap(MKPointOfInterestCategory.init))
    }
  }
}
