import MapKit
import UIKit

/// An annotation at the pickup whose view, drawing nothing, covers the pin and its bubble: MapKit
/// keeps its labels out from under annotation views, so no street or place name sits under the pin
/// where it cannot be read. The pin itself floats over the map, fixed at its centre; this follows
/// it each time the map comes to rest.
final class PickupClearance: MKPointAnnotation {
  /// The view MapKit shows for it, once the map asks for it.
  private(set) lazy var view = PickupClearanceView(annotation: self, reuseIdentifier: nil)

  /// Covers `pin` (in `mapView`'s superview, its tip on the map's centre) at the map's centre.
  func cover(_ pin: PickupPinView, on mapView: MKMapView) {
    let covered = pin.coveredFrame
    let tip = pin.tipPoint
    view.bounds.size = covered.size
    view.centerOffset = CGPoint(x: covered.midX - tip.x, y: covered.midY - tip.y)
    coordinate = mapView.centerCoordinate
  }
}

/// The clearance's view: transparent and untouchable.
final class PickupClearanceView: MKAnnotationView {
  override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    isOpaque = false
    isUserInteractionEnabled = false
    accessibilityIdentifier = "map.pickup.clearance"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
