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

  /// Geocodes the point under the pin into the cards (and names it in both languages for the
  /// ride), and lists notable places around it.
  func locatePickup() {
    let center = mapView.centerCoordinate
    pickupNames = nil
    geocoder.nameInBothLanguages(
      CLLocation(latitude: center.latitude, longitude: center.longitude), first: language,
      // Nothing named near: outside the area the service covers.
      shown: { [weak self] in self?.showPickup($0) },
      named: { [weak self] in self?.pickupNames = ($0, center) })
    var request = MKLocalPointsOfInterestRequest(center: center, radius: Self.suggestionRadius)
    request.pointOfInterestFilter = MKPointOfInterestFilter(
      including: [.park, .museum, .theater, .publicTransport, .university, .library])
    MKLocalSearch(request: request).start { [weak self] response, _ in
      self?.showSuggestions(SuggestionRanking.suggestions(from: response?.mapItems ?? [], around: center))
    }
  }

  /// What the screen's own views hide of the map, as its layout margins (beyond the safe area), so
  /// the attribution stays in sight and the map places its labels only where they show: at the top
  /// the header while it shows; at the bottom the ride's sheet, else the home sheet's first card
  /// as it peeks.
  func updateMapMargins() {
    let safeArea = view.safeAreaInsets
    let headerShows = !header.isHidden && header.frame.maxY > safeArea.top
    let bottom =
      ride?.sheet != nil
      ? (ride?.sheetHeight ?? 0) - safeArea.bottom : HomeLayout.cellHeight + HomeLayout.bottomInset
    let margins = UIEdgeInsets(
      top: headerShows ? header.frame.maxY - safeArea.top : 0, left: 0, bottom: bottom, right: 0)
    if mapView.layoutMargins != margins { mapView.layoutMargins = margins }
  }

  /// Brings the map back to the user's location at the opening zoom.
  func recenter() {
    // The boundary fits the present zoom; the opening view (inside the area) sets its own on arrival.
    mapView.cameraBoundary = nil
    mapView.setRegion(openingRegion, animated: true)
  }
}
