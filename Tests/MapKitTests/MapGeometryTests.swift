@_spi(Hail) import MapKit
import Testing

@Suite struct MapGeometryTests {
  @Test(arguments: [
    (60.1710, 24.9414), (0.0, 0.0), (-33.86, 151.21), (85.0, -179.9), (-85.0, 179.9),
  ])
  func mapPointsRoundTrip(latitude: Double, longitude: Double) {
    let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    let back = MKMapPoint(coordinate).coordinate
    #expect(abs(back.latitude - latitude) < 1e-9)
    #expect(abs(back.longitude - longitude) < 1e-9)
  }

  @Test func theWorldIsTwoToTheTwentyEighthPointsAcross() {
    #expect(
      MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        == MKMapPoint(x: 134_217_728, y: 134_217_728))
    #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: -180)).x == 0)
  }

  @Test func aRegionRoundTripsThroughItsMapRect() {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94), latitudinalMeters: 1200,
      longitudinalMeters: 800)
    let back = MKCoordinateRegion(region.mapRect)
    #expect(abs(back.center.latitude - 60.17) < 1e-6)
    #expect(abs(back.span.latitudeDelta - region.span.latitudeDelta) < 1e-9)
    #expect(abs(back.span.longitudeDelta - region.span.longitudeDelta) < 1e-9)
    #expect(abs(region.span.latitudeDelta - 1200 / 111_132.954) < 1e-12)
  }

  @Test func metresPerMapPointGrowTowardThePoles() {
    let atEquator = MKMetersPerMapPointAtLatitude(0)
    #expect(abs(atEquator - 2 * Double.pi * 6_378_137 / 268_435_456) < 1e-12)
    #expect(abs(MKMetersPerMapPointAtLatitude(60) - atEquator * 0.5) < 1e-9)
  }

  @Test func distanceAlongTheSurface() {
    let station = CLLocation(latitude: 60.1710, longitude: 24.9414)
    let park = CLLocation(latitude: 60.1750, longitude: 24.9460)
    let metres = station.distance(from: park)
    #expect(metres > 450 && metres < 550)
  }
}
