import MapKit
import UIKit

/// Zooming keeps the pickup where it is: Didi zooms around the pin, where MapKit zooms around the
/// fingers or the pointer. So the map's own zoom gestures are off and the screen's zoom the map
/// about its centre, the pin's tip: a pinch, a double tap (in one level) and the mouse wheel.
extension HomeViewController {
  /// Wheel points per doubling of the scale: four 40-point notches zoom in twice as far (the
  /// engine's map zooms at the same rate around the pointer).
  static let wheelPointsPerZoomLevel: CGFloat = 160

  func installPickupZoom() {
    mapView.isZoomEnabled = false
    let pinch = UIPinchGestureRecognizer(target: self, action: HomeViewController.pinchAroundPickup)
    mapView.addGestureRecognizer(pinch)
    let doubleTap = UITapGestureRecognizer(target: self, action: HomeViewController.doubleTapAroundPickup)
    doubleTap.numberOfTapsRequired = 2
    mapView.addGestureRecognizer(doubleTap)
    let wheel = UIPanGestureRecognizer(target: self, action: HomeViewController.wheelAroundPickup)
    wheel.allowedScrollTypesMask = .discrete
    // Scrolls only: fingers pan the map.
    wheel.maximumNumberOfTouches = 0
    mapView.addGestureRecognizer(wheel)
  }

  /// The pinch scales the map from where it was when the fingers went down.
  private func pinchAroundPickup(_ pinch: UIPinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      zoomStartRect = mapView.visibleMapRect
      fallthrough
    case .changed:
      guard let start = zoomStartRect else { return }
      zoom(from: start, by: Double(pinch.scale), animated: false)
    default:
      // The pickup stayed put; the boundary follows the new zoom, which may move it at the edge.
      zoomStartRect = nil
      mapView(mapView, regionDidChangeAnimated: false)
    }
  }

  private func doubleTapAroundPickup(_ tap: UITapGestureRecognizer) {
    guard tap.state == .ended else { return }
    zoom(from: mapView.visibleMapRect, by: 2, animated: true)
  }

  /// A notch turned away from the user (the content moving down, positive y) zooms in, as the
  /// map's own wheel does.
  private func wheelAroundPickup(_ wheel: UIPanGestureRecognizer) {
    guard wheel.state == .began else { return }
    let notch = wheel.translation(in: mapView).y
    zoom(
      from: mapView.visibleMapRect, by: pow(2, Double(notch / Self.wheelPointsPerZoomLevel)), animated: false)
  }

  /// Shows `rect` scaled by `factor` (2 shows half as much) about the map's centre.
  private func zoom(from rect: MKMapRect, by factor: Double, animated: Bool) {
    guard factor.isFinite, factor > 0 else { return }
    let center = MKMapPoint(mapView.centerCoordinate)
    let width = rect.width / factor
    let height = rect.height / factor
    mapView.setVisibleMapRect(
      MKMapRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height),
      animated: animated)
  }
}
