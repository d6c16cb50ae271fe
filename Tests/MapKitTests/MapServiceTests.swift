@_spi(Hail) import CoreLocation
@_spi(Hail) import MapKit
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

@MainActor
struct MapServiceTests {
  /// Runs `body` in an environment of its own on the Helsinki map.
  private func withMap(_ body: () throws -> Void) throws {
    var environment = SystemEnvironment()
    environment.mapStore = try MapTestData.map()
    UIApplication.shared.resetHeadless(environment: environment)
    try body()
  }

  @Test func reverseGeocodingTheStationGivesItsAddressOnTheNextFrame() throws {
    try withMap {
      let geocoder = CLGeocoder()
      var placemarks: [CLPlacemark]?
      geocoder.reverseGeocodeLocation(
        CLLocation(latitude: 60.1710, longitude: 24.9414), preferredLocale: Locale(identifier: "en")
      ) { result, _ in
        placemarks = result
      }
      #expect(placemarks == nil)  // never inside the call, as MapKit's completion handlers
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(placemarks?.first?.thoroughfare?.contains("Kaivokatu") == true)
      #expect(placemarks?.first?.formattedAddress.contains("Helsinki") == true)
    }
  }

  @Test func searchFindsKaisaniemiParkNearTheStation() throws {
    try withMap {
      var request = MKLocalSearch.Request(naturalLanguageQuery: "kaisaniemen puisto")
      request.region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414), latitudinalMeters: 2000,
        longitudinalMeters: 2000)
      request.language = .local
      var items: [MKMapItem] = []
      MKLocalSearch(request: request).start { response, _ in items = response?.mapItems ?? [] }
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(items.first?.name == "Kaisaniemen puisto")
      #expect(items.first?.pointOfInterestCategory == .park)
    }
  }

  /// The answer of a search, once it has come: its places' names, or its error.
  private final class Answer {
    var names: [String?]?
    var error: MKError?
  }

  private func start(_ text: String, into answer: Answer) {
    var request = MKLocalSearch.Request(naturalLanguageQuery: text)
    request.language = .local
    MKLocalSearch(request: request).start { response, error in
      answer.names = response?.mapItems.map(\.name)
      answer.error = error as? MKError
    }
  }

  @Test func aSearchFindingNothingSaysSoOnTheNextFrame() throws {
    try withMap {
      let answer = Answer()
      start("zzqxv nowhere", into: answer)
      #expect(answer.names == nil && answer.error == nil)  // never inside the call
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(answer.names == nil)
      #expect(answer.error == .placemarkNotFound)
    }
  }

  @Test func aSearchWithoutAMapFailsOnTheNextFrame() {
    UIApplication.shared.resetHeadless()
    let answer = Answer()
    start("kaisaniemi", into: answer)
    #expect(answer.error == nil)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(answer.error == .serverFailure)
  }

  /// The app started afresh before the answer's frame: the old app's handler never runs, and
  /// nothing waits for the search still on its queue.
  @Test func aResetBeforeTheAnswerDropsIt() throws {
    let answer = Answer()
    try withMap { start("kaisaniemi", into: answer) }
    try withMap {
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(answer.names == nil && answer.error == nil)
      start("kaisaniemi", into: answer)
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(answer.names?.isEmpty == false)
    }
  }

  @Test func notablePlacesAroundTheStationComeNearestFirst() throws {
    try withMap {
      var request = MKLocalPointsOfInterestRequest(
        center: CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414), radius: 800)
      request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.park, .museum, .theater])
      request.language = .local
      var items: [MKMapItem] = []
      MKLocalSearch(request: request).start { response, _ in items = response?.mapItems ?? [] }
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(items.count >= 3)
      let categories = Set(items.compactMap(\.pointOfInterestCategory))
      #expect(categories.isSubset(of: [.park, .museum, .theater]))
      let station = CLLocation(latitude: 60.1710, longitude: 24.9414)
      let distances = items.map {
        CLLocation(latitude: $0.placemark.coordinate.latitude, longitude: $0.placemark.coordinate.longitude)
          .distance(from: station)
      }
      #expect(distances == distances.sorted())
      #expect(distances.allSatisfy { $0 <= 800 })
    }
  }

  @Test func directionsGiveADrivingRoute() throws {
    try withMap {
      let request = MKDirections.Request()
      request.source = MKMapItem(
        placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414)))
      request.destination = MKMapItem(
        placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.1650, longitude: 24.9500)))
      var route: MKRoute?
      MKDirections(request: request).calculate { response, _ in route = response?.routes.first }
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect((route?.distance ?? 0) > 900 && (route?.distance ?? 0) < 2500)
      #expect((route?.expectedTravelTime ?? 0) > 60)
      #expect((route?.polyline.pointCount ?? 0) > 10)
      // Steps from the departure to the arrival, in Chinese by default, their lengths the route's.
      let steps = route?.steps ?? []
      #expect(steps.count >= 3)
      #expect(steps.last?.instructions == "到达目的地")
      #expect(
        steps.dropFirst().dropLast().allSatisfy { step in
          ["左转", "右转", "向左", "向右", "继续直行", "掉头", "在环岛"].contains { step.instructions.hasPrefix($0) }
        })
      #expect(steps.first?.instructions.hasSuffix("行驶") == true)
      #expect(abs(steps.reduce(0) { $0 + $1.distance } - (route?.distance ?? 0)) < 1)
      #expect(steps.allSatisfy { $0.transportType == .automobile && $0.polyline.pointCount >= 1 })
    }
  }

  @Test func errorsInsteadOfAnswersOffTheMapOrWithoutData() throws {
    try withMap {
      let request = MKDirections.Request()
      request.source = MKMapItem(
        placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)))
      request.destination = MKMapItem.forCurrentLocation()
      var failure: (any Error)?
      MKDirections(request: request).calculate { _, error in failure = error }
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(failure as? MKError == .directionsNotFound)
    }
    UIApplication.shared.resetHeadless(environment: SystemEnvironment())
    var failure: (any Error)?
    CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 60.17, longitude: 24.94)) { _, error in
      failure = error
    }
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(failure as? CLError == CLError(.network))
  }
}
