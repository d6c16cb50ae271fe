import Foundation
import MapKit
import Testing

@testable import HailApp

/// The sheet suggests places worth a ride: 300 m or more away, one entry per place, the notable and
/// near first.
@MainActor
@Suite struct SuggestionRankingTests {
  static let pickup = CLLocationCoordinate2D(latitude: 60.0, longitude: 25.0)

  /// A place `north` and `east` metres from the pickup.
  private func item(_ name: String, _ category: MKPointOfInterestCategory, north: Double, east: Double = 0)
    -> MKMapItem
  {
    let metresPerDegree = 6_371_008.8 * Double.pi / 180
    let coordinate = CLLocationCoordinate2D(
      latitude: Self.pickup.latitude + north / metresPerDegree,
      longitude: Self.pickup.longitude + east / (metresPerDegree * cos(Self.pickup.latitude * .pi / 180)))
    let item = MKMapItem(placemark: MKPlacemark(coordinate: coordinate))
    item.name = name
    item.pointOfInterestCategory = category
    return item
  }

  @Test func onePerPlaceWorthARideNotableAndNearFirst() {
    let items = [
      item("Library", .library, north: 200),  // a walk away
      item("Park", .park, north: 350),
      // One station mapped four times within 110 m.
      item("Station", .publicTransport, north: 500),
      item("Station hall", .publicTransport, north: 540, east: 60),
      item("Metro", .publicTransport, north: 580),
      item("Bus station", .publicTransport, north: 600, east: -40),
      item("Museum", .museum, north: -1000),
    ]
    let names = SuggestionRanking.suggestions(from: items, around: Self.pickup).map(\.name)
    // Station 3 / 1.5 = 2.0, museum 3 / 2 = 1.5, park 2 / 1.35 ≈ 1.48.
    #expect(names == ["Station", "Museum", "Park"])
  }

  @Test func atMostFiveAreSuggested() {
    let items = (1...8).map { item("Museum \($0)", .museum, north: 300 + Double($0) * 250) }
    #expect(SuggestionRanking.suggestions(from: items, around: Self.pickup).count == 5)
  }
}
