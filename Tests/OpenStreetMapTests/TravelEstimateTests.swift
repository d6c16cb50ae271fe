import Foundation
import OpenStreetMap
import Testing

@Suite struct TravelEstimateTests {
  @Test func manyToOneEqualsEachRoute() throws {
    let map = try TestData.map()
    let (southWest, northEast) = map.coordinateBounds
    var generator = SeededGenerator(seed: 7)
    func random() -> Coordinate {
      Coordinate(
        latitude: Double.random(in: southWest.latitude...northEast.latitude, using: &generator),
        longitude: Double.random(in: southWest.longitude...northEast.longitude, using: &generator))
    }
    let pickup = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let cars = (0..<40).map { _ in random() }
    let estimates = map.travelEstimates(from: cars, to: pickup)
    #expect(estimates.count == cars.count)
    var compared = 0
    for (car, estimate) in zip(cars, estimates) {
      let route = try? map.route(from: car, to: pickup)
      #expect((route == nil) == (estimate == nil), "\(car): route and estimate disagree on reachability")
      guard let route, let estimate else { continue }
      compared += 1
      #expect(
        abs(estimate.expectedTravelTime - route.expectedTravelTime) < 1e-6 * max(1, route.expectedTravelTime))
      #expect(abs(estimate.distance - route.distance) < 1e-6 * max(1, route.distance))
    }
    #expect(compared >= 20)
  }
}
