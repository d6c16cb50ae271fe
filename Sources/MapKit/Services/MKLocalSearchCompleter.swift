@_spi(Hail) import CoreLocation
import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// Receives a completer's suggestions.
@preconcurrency @MainActor
public protocol MKLocalSearchCompleterDelegate: AnyObject {
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggestions while a person types: set `queryFragment` and the delegate hears
/// `completerDidUpdateResults(_:)` on a later frame with `results` (the map's place search by
/// prefix, substring and other names, nearest to `region`'s centre first). Fragments set within one
/// frame are searched once, for the last of them, as MapKit coalesces typing.
@preconcurrency @MainActor
public final class MKLocalSearchCompleter: NSObject {
  /// What kinds of suggestion to make.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Streets (the map's named roads).
    public static let address = ResultType(rawValue: 1 << 0)
    /// Places of interest.
    public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    /// Query suggestions ("coffee near me"): the map's data has none to make.
    public static let query = ResultType(rawValue: 1 << 2)
  }

  public var queryFragment = "" {
    didSet { scheduleSearch() }
  }
  public var region = MKCoordinateRegion() {
    didSet { scheduleSearch() }
  }
  public var resultTypes: ResultType = [.address, .pointOfInterest, .query] {
    didSet { scheduleSearch() }
  }
  public weak var delegate: (any MKLocalSearchCompleterDelegate)?
  public private(set) var results: [MKLocalSearchCompletion] = []
  public private(set) var isSearching = false

  /// The system the completer answers from, as when it was made.
  let environment = UIApplication.shared.environment
  /// How many suggestions at most (MapKit shows about as many).
  static let resultLimit = 15

  public override init() {
    super.init()
  }

  /// Stops a search not yet delivered.
  public func cancel() {
    isSearching = false
  }

  private func scheduleSearch() {
    guard !isSearching else { return }
    isSearching = true
    UIApplication.shared.performOnNextFrame { [weak self] in self?.search() }
  }

  private func search() {
    guard isSearching else { return }
    isSearching = false
    guard let store = environment.mapStore else {
      delegate?.completer(self, didFailWithError: MKError.serverFailure)
      return
    }
    results = completions(in: store)
    delegate?.completerDidUpdateResults(self)
  }

  private func completions(in store: MapStore) -> [MKLocalSearchCompletion] {
    let fragment = queryFragment
    guard !fragment.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
    let center =
      CLLocationCoordinate2DIsValid(region.center) && region.span.latitudeDelta > 0
      ? region.center.osmCoordinate : nil
    let language = environment.mapLanguage
    return store.search(fragment, near: center, limit: Self.resultLimit * 2).filter { result in
      result.categoryKey == "highway"
        ? resultTypes.contains(.address) : resultTypes.contains(.pointOfInterest)
    }.prefix(Self.resultLimit).map { result in
      let title = result.name.localized(language) ?? result.name.local ?? ""
      // A place's subtitle is its address; a street's, its city.
      let address = try? store.reverseGeocode(result.coordinate)
      let subtitle =
        result.categoryKey == "highway"
        ? address?.city?.localized(language) ?? "" : address?.formatted(language) ?? ""
      return MKLocalSearchCompletion(
        title: title, subtitle: subtitle, fragment: fragment,
        coordinate: CLLocationCoordinate2D(result.coordinate))
    }
  }
}
