import Foundation
import HailApp
@_spi(Hail) import HailHarness
@_spi(Hail) import MapKit
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

/// The map keeps to its data: a drag past the edge rubber-bands and springs back, zooming out stops
/// where the data fills the map, and the recentre button brings back the opening view.
@MainActor
@Suite struct MapEdgeReplayTests {
  /// The Helsinki extract's extent, as (south, west, north, east).
  private func extent() throws -> (Double, Double, Double, Double) {
    let bounds = try HailMapData.helsinki.get().coordinateBounds
    return (
      bounds.southWest.latitude, bounds.southWest.longitude, bounds.northEast.latitude,
      bounds.northEast.longitude
    )
  }

  /// Whether the map in `snapshot` shows only the extent, to within `slack` degrees (about a metre:
  /// the snapshot's span is the region's, whose edges are not quite symmetric about the centre in
  /// Mercator).
  private func showsOnlyData(_ outcome: ReplayOutcome, _ snapshot: String, slack: Double = 1e-5) throws
    -> Bool
  {
    let (south, west, north, east) = try extent()
    let (latitude, longitude) = try outcome.mapCenter(snapshot)
    let (dLatitude, dLongitude) = try outcome.mapSpan(snapshot)
    return latitude + dLatitude / 2 <= north + slack && latitude - dLatitude / 2 >= south - slack
      && longitude + dLongitude / 2 <= east + slack && longitude - dLongitude / 2 >= west - slack
  }

  @Test func theMapKeepsToItsData() throws {
    let outcome = try replay("map-edges")
    let (_, _, north, _) = try extent()
    #expect(try showsOnlyData(outcome, "before"))
    // The finger pulled the map 360 pt down: past the north edge, but by less than it moved.
    let (latitude, _) = try outcome.mapCenter("overscrolled")
    let (dLatitude, _) = try outcome.mapSpan("overscrolled")
    let (startLatitude, _) = try outcome.mapCenter("before")
    #expect(latitude + dLatitude / 2 > north)
    #expect(latitude - startLatitude < dLatitude * 360 / 667)
    // Let go, it springs back until the data fills the view again.
    #expect(try showsOnlyData(outcome, "settled"))
    #expect(abs((try outcome.mapCenter("settled")).0 + dLatitude / 2 - north) < 1e-5)
    // Zooming out stops where the data just fills the view: here its height, edge to edge (the
    // extract is 1.66 km tall and 1.01 km wide, the view 667 × 375 pt).
    #expect(try showsOnlyData(outcome, "zoomed-out"))
    let (south, _, _, _) = try extent()
    #expect(abs((try outcome.mapSpan("zoomed-out")).0 - (north - south)) < 1e-6)
  }

  @Test func recentringRestoresTheOpeningView() throws {
    let outcome = try replay("map-edges")
    let (latitude, longitude) = try outcome.mapCenter("recentred")
    let (startLatitude, startLongitude) = try outcome.mapCenter("before")
    #expect(abs(latitude - startLatitude) < 1e-9 && abs(longitude - startLongitude) < 1e-9)
    let (dLatitude, dLongitude) = try outcome.mapSpan("recentred")
    let (startDLatitude, startDLongitude) = try outcome.mapSpan("before")
    #expect(abs(dLatitude - startDLatitude) < 1e-9 && abs(dLongitude - startDLongitude) < 1e-9)
  }

  @Test func aPickupWithNothingNearIsOutsideTheServiceArea() throws {
    // The device in Paris, the map data in Helsinki and no service-area limit: nothing is near.
    var system = SystemEnvironment(locale: Locale(identifier: "en"))
    system.mapStore = try HailMapData.helsinki.get()
    system.locationServices = LocationServices(
      provider: StillLocation(
        coordinate: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), startDate: system.startDate)
    )
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-\(UUID().uuidString)")
    let headless = HeadlessWindow(
      environment: system,
      rootViewController: HomeViewController(
        environment: AppEnvironment(language: .en, dataDirectory: folder)))
    headless.advance(0.5)
    #expect((headless.controller as? HomeViewController)?.pickupAddress == "Outside the service area")
  }
}
