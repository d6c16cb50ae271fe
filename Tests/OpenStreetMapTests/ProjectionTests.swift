import Foundation
import OpenStreetMap
import Testing

@Suite struct ProjectionTests {
  @Test func originAndWorldEdges() {
    let origin = WebMercator.project(Coordinate(latitude: 0, longitude: 0))
    #expect(abs(origin.x) < 1e-9 && abs(origin.y) < 1e-9)
    let corner = WebMercator.project(Coordinate(latitude: WebMercator.maximumLatitude, longitude: 180))
    // EPSG:3857's extent: ±20 037 508.342789244 m on both axes.
    #expect(abs(corner.x - 20_037_508.342_789_244) < 1e-6)
    #expect(abs(corner.y - 20_037_508.342_789_244) < 1e-3)
  }

  @Test func helsinkiStationProjectsToKnownMetres() {
    // 60.1710 N, 24.9414 E: x = R·λ, y = R·ln tan(π/4 + φ/2).
    let point = WebMercator.project(Coordinate(latitude: 60.1710, longitude: 24.9414))
    #expect(abs(point.x - 2_776_463.948) < 0.001)
    #expect(abs(point.y - 8_437_907.954) < 0.001)
  }

  @Test func roundTripsAcrossTheWorld() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<1000 {
      let coordinate = Coordinate(
        latitude: Double.random(in: -85...85, using: &generator),
        longitude: Double.random(in: -180...180, using: &generator))
      let back = WebMercator.coordinate(WebMercator.project(coordinate))
      #expect(abs(back.latitude - coordinate.latitude) < 1e-9)
      #expect(abs(back.longitude - coordinate.longitude) < 1e-9)
    }
  }

  @Test func scaleIsSecantOfLatitude() {
    #expect(abs(WebMercator.scale(atLatitude: 60) - 2) < 1e-12)
  }

  @Test func parsesCoordinatesAndRejectsNonsense() {
    #expect(Coordinate(parsing: "60.1710, 24.9414") == Coordinate(latitude: 60.1710, longitude: 24.9414))
    #expect(Coordinate(parsing: "abc") == nil)
    #expect(Coordinate(parsing: "60.1,") == nil)
    #expect(Coordinate(parsing: "95,24") == nil)
    #expect(Coordinate(parsing: "nan,24") == nil)
  }
}
