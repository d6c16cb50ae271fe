import MapKit
import UIKit

extension HomeViewController: MKMapViewDelegate {
  /// Where the pin's tip sits: the map's centre.
  var pinPoint: CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY) }

  /// How far around the pickup the sheet suggests destinations, in metres.
  static let suggestionRadius: CLLocationDistance = 1500

  /// The pin lifts while the map moves, but not while a pinch zooms around it (the pickup stays).
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
    guard zoomStartRect == nil else { return }
    pickupPin.lift()
  }

  /// The map came to rest: the pin drops and the pickup address is looked up again (once a pinch
  /// ends, not at each of its steps).
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    guard zoomStartRect == nil else { return }
    pickupPin.drop()
    pickupClearance.cover(pickupPin, on: mapView)
    // During a ride the camera follows the route, not the pickup, and may look past the area.
    guard ride?.isIdle != false else { return }
    limitZoomToServiceArea()
    boundCameraToServiceArea(animated: true)
    locatePickup()
    snapPickupToRoad()
    ride?.mapSettled()
  }

  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    ride?.route.renderer(for: overlay) ?? MKOverlayRenderer(overlay: overlay)
  }

  /// The pin's clearance gets its own (empty) view, the ride's cars, markers and radar theirs; the
  /// user's location MapKit's blue dot.
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    (annotation as? PickupClearance)?.makeView() ?? ride?.view(for: annotation)
  }

  /// Geocodes the point under the pin into the cards, and lists notable places around it.
  func locatePickup() {
    let center = mapView.centerCoordinate
    geocoder.reverseGeocodeLocation(
      CLLocation(latitude: center.latitude, longitude: center.longitude), preferredLocale: language.locale
    ) { [weak self] placemarks, _ in
      // Nothing named near: outside the area the service covers.
      self?.showPickup(placemarks?.first?.name ?? placemarks?.first?.locality)
    }
    var request = MKLocalPointsOfInterestRequest(center: center, radius: Self.suggestionRadius)
    request.pointOfInterestFilter = MKPointOfInterestFilter(
      including: [.park, .museum, .theater, .publicTransport, .university, .library])
    MKLocalSearch(request: request).start { [weak self] response, _ in
      self?.showSuggestions(SuggestionRanking.suggestions(from: response?.mapItems ?? [], around: center))
    }
  }

  /// Brings the map back to the user's location at the opening zoom.
  func recenter() {
    // The boundary fits the present zoom; the opening view (inside the area) sets its own on arrival.
    mapView.cameraBoundary = nil
    mapView.setRegion(openingRegion, animated: true)
  }
}
