import Foundation
@_spi(Hail) import MapKit
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

@MainActor
final class CompleterRecorder: MKLocalSearchCompleterDelegate {
  var updates = 0
  var errors: [any Error] = []
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) { updates += 1 }
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {
    errors.append(error)
  }
}

@MainActor
struct SearchCompleterTests {
  private func withMap(_ store: MapStore?, _ body: () throws -> Void) rethrows {
    var environment = SystemEnvironment()
    environment.mapStore = store
    environment.locale = Locale(identifier: "en")
    UIApplication.shared.resetHeadless(environment: environment)
    try body()
  }

  @Test func typingSuggestsPlacesOnALaterFrameOnceForTheLastFragment() throws {
    try withMap(try MapTestData.map()) {
      let completer = MKLocalSearchCompleter()
      let recorder = CompleterRecorder()
      completer.delegate = recorder
      completer.region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414), latitudinalMeters: 2000,
        longitudinalMeters: 2000)
      completer.queryFragment = "k"
      completer.queryFragment = "kaisaniemi p"
      #expect(recorder.updates == 0)
      #expect(completer.isSearching)
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(recorder.updates == 1)
      #expect(!completer.isSearching)
      let first = try #require(completer.results.first)
      // In the system language (English here): the park's `name:en`.
      #expect(first.title == "Kaisaniemi Park")
      // The typed text in the title, as an NSRange over UTF-16.
      #expect(first.titleHighlightRanges.map(\.rangeValue) == [NSRange(location: 0, length: 12)])
      #expect(first.subtitle.contains("Helsinki"))
    }
  }

  @Test func resultTypesFilterStreetsAndPlaces() throws {
    try withMap(try MapTestData.map()) {
      let completer = MKLocalSearchCompleter()
      completer.queryFragment = "kaisaniemen"
      completer.resultTypes = .address
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(!completer.results.isEmpty)
      #expect(
        Set(completer.results.map(\.title)) == [
          "Kaisaniemenkatu", "Kaisaniemen puistokuja", "Kaisaniemenranta",
        ])
      completer.resultTypes = .pointOfInterest
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(completer.results.contains { $0.title == "Kaisaniemi Park" })
      #expect(!completer.results.contains { $0.title == "Kaisaniemenranta" })
    }
  }

  @Test func anEmptyFragmentHasNoResultsAndNoMapIsAnError() throws {
    try withMap(try MapTestData.map()) {
      let completer = MKLocalSearchCompleter()
      completer.queryFragment = "  "
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(completer.results.isEmpty)
    }
    withMap(nil) {
      let completer = MKLocalSearchCompleter()
      let recorder = CompleterRecorder()
      completer.delegate = recorder
      completer.queryFragment = "kaisa"
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(recorder.errors.count == 1)
      #expect(recorder.errors.first as? MKError == .serverFailure)
    }
  }

  @Test func aCompletionMakesASearchRequest() throws {
    try withMap(try MapTestData.map()) {
      let completer = MKLocalSearchCompleter()
      completer.queryFragment = "stockmann"
      UIApplication.shared.advance(by: 1.0 / 60)
      let completion = try #require(completer.results.first)
      let request = MKLocalSearch.Request(completion: completion)
      #expect(request.naturalLanguageQuery == "Stockmann")
      #expect(abs(request.region.center.latitude - 60.1688) < 0.01 && request.region.span.latitudeDelta > 0)
    }
  }
}
