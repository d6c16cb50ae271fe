import Foundation
@_spi(Hail) import UIKit

/// One suggestion of `MKLocalSearchCompleter`: a place's name and where it is, with the ranges of
/// the typed text in them (for bold highlighting, as Apple's search field shows them).
@preconcurrency @MainActor
public final class MKLocalSearchCompletion: NSObject {
  public let title: String
  /// `NSRange` values (UTF-16) of the query fragment in `title`.
  public let titleHighlightRanges: [NSValue]
  /// The place's address (or its kind, when no address is near).
  public let subtitle: String
  public let subtitleHighlightRanges: [NSValue]
  /// Where the suggestion is (not MapKit API: `MKLocalSearch.Request(completion:)` searches it).
  let coordinate: CLLocationCoordinate2D

  init(title: String, subtitle: String, fragment: String, coordinate: CLLocationCoordinate2D) {
    self.title = title
    self.subtitle = subtitle
    titleHighlightRanges = MKLocalSearchCompletion.highlights(of: fragment, in: title)
    subtitleHighlightRanges = MKLocalSearchCompletion.highlights(of: fragment, in: subtitle)
    self.coordinate = coordinate
  }

  /// Where `fragment` occurs in `text`, ignoring case, accents and width as the search does; empty
  /// when it matched through another name (a transliteration, the other Chinese script).
  static func highlights(of fragment: String, in text: String) -> [NSValue] {
    let trimmed = fragment.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty,
      let range = text.range(
        of: trimmed, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive])
    else { return [] }
    return [NSValue(range: NSRange(range, in: text))]
  }
}

extension MKLocalSearch.Request {
  /// A search for what a completion suggests.
  public init(completion: MKLocalSearchCompletion) {
    self.init(naturalLanguageQuery: completion.title)
    region = MKCoordinateRegion(
      center: completion.coordinate, latitudinalMeters: 500, longitudinalMeters: 500)
  }
}
