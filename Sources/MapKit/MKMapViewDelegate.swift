@_spi(Hail) import UIKit

/// Hears a map view's region changes and supplies annotation views and overlay renderers. Every
/// method is optional.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  /// Views the map just added (their annotations came into view), already in place.
  func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
  public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    MKOverlayRenderer(overlay: overlay)
  }
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
  public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
}
