import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
import Testing

/// The pickup snaps to the road: resting within 30 m of one, the map glides the pin onto the point
/// a car's route from there starts at; farther, it stays (replay `snap-to-road`).
@MainActor
@Suite struct SnapReplayTests {
  /// Metres between two (latitude, longitude) pairs, and where a car's route from `point` starts.
  private func roadStart(_ point: (Double, Double)) throws -> (Double, Double) {
    let coordinate = Coordinate(latitude: point.0, longitude: point.1)
    let start = try #require(
      try HailMapData.helsinki.get().route(from: coordinate, to: coordinate).coordinates.first)
    return (start.latitude, start.longitude)
  }

  private func metres(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    let north = (a.0 - b.0) * 111_132.954
    let east = (a.1 - b.1) * 111_132.954 * cos(a.0 * .pi / 180)
    return (north * north + east * east).squareRoot()
  }

  @Test func aPickupNearARoadSnapsToItAndOneFartherStays() throws {
    let outcome = try replay("snap-to-road")
    let released = try outcome.mapCenter("released")
    let snapped = try outcome.mapCenter("snapped")
    let road = try roadStart(released)
    let moved = metres(released, snapped)
    #expect(moved > 0.5 && moved <= 30, "moved \(moved) m")
    #expect(metres(snapped, road) < 0.01)
    #expect(try outcome.app("snapped")["pinLifted"] as? Bool == false)

    let far = try outcome.mapCenter("released-far")
    #expect(metres(far, try roadStart(far)) > 30)
    #expect(metres(far, try outcome.mapCenter("stayed")) < 0.01)
  }
}
