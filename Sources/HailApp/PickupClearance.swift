import MapKit
import UIKit

/// An annotation at the pickup whose view, drawing nothing, covers the pin and its bubble: MapKit
/// keeps its labels out from under annotation views, so no street or place name sits under the pin
/// where it cannot be read. The pin itself floats over the map, fixed at its centre; this follows
/// it each time the map comes to rest.
final class PickupClearance: MKPointAnnotation {
  /// What the view covers around the annotation's point (the pin's tip), in points. The annotation
  /// keeps this, not its view: the view holds its annotation, so holding the view back would keep
  /// both alive after their map.
  private(set) var area = CGRect.zero

  /// Covers `pin` (in `mapView`'s superview, its tip on the map's centre) at the map's centre.
  func cover(_ pin: PickupPinView, on mapView: MKMapView) {
    let tip = pin.tipPoint
    area = pin.coveredFrame.offsetBy(dx: -tip.x, dy: -tip.y)
    (mapView.view(for: self) as? PickupClearanceView)?.cover(area)
    coordinate = mapView.centerCoordinate
  }

  /// A view for the map (its delegate's `viewFor`), covering `area`.
  func makeView() -> PickupClearanceView {
    let view = PickupClearanceView(annotation: self, reuseIdentifier: nil)
    view.cover(area)
    return view
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

  /// Covers `area` around the annotation's point.
  func cover(_ area: CGRect) {
    bounds.size = area.size
    centerOffset = CGPoint(x: area.midX, y: area.midY)
  }
}
