import MapKit
import UIKit

/// The map keeps to the service area (the map data): zoomed out no farther than the area fills the
/// map, and, once the map settles, no farther off-centre than keeps the area under the whole view;
/// a drag past that rubber-bands and springs back (MapKit's camera boundary and zoom range).
extension HomeViewController {
  /// MapKit's camera sees 30° over the view's longer side (undocumented; measured by app developers,
  /// e.g. github.com/marmelroy gist 0fee54bf).
  static let cameraAperture = 30.0 * Double.pi / 180

  /// The zoom range for the service area: out to where the area just fills the view.
  func limitZoomToServiceArea() {
    guard let area = environment.serviceArea, mapView.bounds.width > 0, mapView.bounds.height > 0 else {
      return
    }
    let size = mapView.bounds.size
    let mapPointsPerPoint = min(area.width / Double(size.width), area.height / Double(size.height))
    let visibleMetres =
      mapPointsPerPoint * Double(max(size.width, size.height))
      / MKMapPointsPerMeterAtLatitude(MKMapPoint(x: area.midX, y: area.midY).coordinate.latitude)
    mapView.cameraZoomRange = MKMapView.CameraZoomRange(
      maxCenterCoordinateDistance: visibleMetres / 2 / tan(Self.cameraAperture / 2))
  }

  /// The boundary for the map's centre at the present zoom: the area inset by half the view, so the
  /// view stays on the area (its centre, when the view is wider than the area).
  func boundCameraToServiceArea(animated: Bool) {
    guard let area = environment.serviceArea else { return }
    let visible = mapView.visibleMapRect
    let dx = min(visible.width / 2, area.width / 2)
    let dy = min(visible.height / 2, area.height / 2)
    let inset = MKMapRect(
      x: area.minX + dx, y: area.minY + dy, width: max(area.width - 2 * dx, 1e-6),
      height: max(area.height - 2 * dy, 1e-6))
    mapView.setCameraBoundary(MKMapView.CameraBoundary(mapRect: inset), animated: animated)
  }

  /// The opening view: `openingSpan` around the user.
  var openingRegion: MKCoordinateRegion {
    MKCoordinateRegion(
      center: mapView.userLocation.coordinate, latitudinalMeters: Self.openingSpan,
      longitudinalMeters: Self.openingSpan)
  }
}
