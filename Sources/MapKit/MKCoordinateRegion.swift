import Foundation

/// The extent of a region in degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A centre and a span: what part of the map a map view shows.
public struct MKCoordinateRegion: Hashable, Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metersPerDegreeLatitude = 111_132.954  // the WGS 84 meridian's mean, near enough for a span
    let metersPerDegreeLongitude = metersPerDegreeLatitude * cos(center.latitude * .pi / 180)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metersPerDegreeLatitude,
        longitudeDelta: longitudinalMeters / max(metersPerDegreeLongitude, 1e-9)))
  }

  /// The map rectangle the region covers.
  public var mapRect: MKMapRect {
    let topLeft = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: center.latitude + span.latitudeDelta / 2,
        longitude: center.longitude - span.longitudeDelta / 2))
    let bottomRight = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: center.latitude - span.latitudeDelta / 2,
        longitude: center.longitude + span.longitudeDelta / 2))
    return MKMapRect(
      x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
  }

  /// The region a map rectangle covers.
  public init(_ rect: MKMapRect) {
    let topLeft = rect.origin.coordinate
    let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: topLeft.latitude - bottomRight.latitude,
        longitudeDelta: bottomRight.longitude - topLeft.longitude))
  }
}
