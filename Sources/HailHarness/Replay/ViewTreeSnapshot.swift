import HailApp
import MapKit
@_spi(Hail) import UIKit

/// The state of the screen as JSON (DESIGN.md, "Scripted replay"): the view tree, flattened depth
/// first and back to front, each view with its identifier, class, model and presentation frames in
/// window points, alpha and hidden, plus what applies to its kind (scroll offsets and insets, text,
/// selected and enabled, a text field's editing, what VoiceOver reads); then the map's centre and
/// the app's state.
@MainActor
enum ViewTreeSnapshot {
  static func json(of window: UIWindow, time: TimeInterval, home: HomeViewController?) -> [String: Any] {
    var views: [[String: Any]] = []
    var mapRegion: MKCoordinateRegion?
    func visit(_ view: UIView, depth: Int, parent: Int?) {
      let index = views.count
      views.append(describe(view, depth: depth, parent: parent))
      // The first map is the screen's own (at the back); later ones are small maps in lists.
      if let map = view as? MKMapView, mapRegion == nil { mapRegion = map.region }
      for subview in view.subviews { visit(subview, depth: depth + 1, parent: index) }
    }
    visit(window, depth: 0, parent: nil)
    var snapshot: [String: Any] = ["t": time, "views": views]
    if let mapRegion {
      snapshot["map"] = [
        "center": [mapRegion.center.latitude, mapRegion.center.longitude],
        "span": [mapRegion.span.latitudeDelta, mapRegion.span.longitudeDelta],
      ]
    }
    if let home {
      var app: [String: Any] = [
        "selectedPage": home.selectedPage, "pickup": home.pickupAddress.map { $0 as Any } ?? NSNull(),
        "pinLifted": home.isPickupPinLifted, "suggestions": home.suggestionNames,
        "language": home.language.rawValue,
        "appearance": window.traitCollection.userInterfaceStyle == .dark ? "dark" : "light",
      ]
      if let ride = home.rideSession {
        app["trip"] = RideSnapshot.trip(ride, language: home.language.rawValue)
        app["fleet"] = RideSnapshot.fleet(ride.fleet)
      }
      snapshot["app"] = app
    }
    return snapshot
  }

  private static func describe(_ view: UIView, depth: Int, parent: Int?) -> [String: Any] {
    var entry: [String: Any] = [
      "id": view.accessibilityIdentifier ?? NSNull(),
      "class": String(describing: type(of: view)),
      "depth": depth,
      "parent": parent ?? NSNull(),
      "frame": array(view.convert(view.bounds, to: nil)),
      "presentationFrame": array(presentationFrame(of: view)),
      "alpha": Double(view.alpha),
      "hidden": view.isHidden,
    ]
    if let scrollView = view as? UIScrollView {
      entry["contentOffset"] = [Double(scrollView.contentOffset.x), Double(scrollView.contentOffset.y)]
      entry["contentSize"] = [Double(scrollView.contentSize.width), Double(scrollView.contentSize.height)]
      let inset = scrollView.contentInset
      entry["contentInset"] = [inset.top, inset.left, inset.bottom, inset.right].map(Double.init)
    }
    if let label = view as? UILabel { entry["text"] = label.text ?? NSNull() }
    if let button = view as? UIButton { entry["text"] = button.currentTitle ?? NSNull() }
    if let field = view as? UITextField {
      entry["text"] = field.text ?? ""
      entry["editing"] = field.isEditing
    }
    if let control = view as? UIControl {
      entry["selected"] = control.isSelected
      entry["enabled"] = control.isEnabled
      entry["highlighted"] = control.isHighlighted
    }
    if let segmented = view as? UISegmentedControl {
      entry["selectedSegmentIndex"] = segmented.selectedSegmentIndex
    }
    if let cell = view as? UITableViewCell { entry["highlighted"] = cell.isHighlighted }
    if let accessibility = accessibility(of: view) { entry["accessibility"] = accessibility }
    return entry
  }

  /// What VoiceOver would read of the view (`element`, `label`, `value`, `hint`, `traits` by
  /// name), for accessibility elements and views with a label; nil for the rest.
  private static func accessibility(of view: UIView) -> [String: Any]? {
    guard view.isAccessibilityElement || view.accessibilityLabel != nil else { return nil }
    var entry: [String: Any] = [
      "element": view.isAccessibilityElement, "label": view.accessibilityLabel ?? NSNull(),
      "traits": view.accessibilityTraits.names,
    ]
    if let value = view.accessibilityValue { entry["value"] = value }
    if let hint = view.accessibilityHint { entry["hint"] = hint }
    return entry
  }

  /// The view's bounds through the presentation geometry of it and its ancestors: where it is on
  /// screen now, mid-animation included.
  private static func presentationFrame(of view: UIView) -> CGRect {
    var transform = CGAffineTransform.identity
    var current: UIView? = view
    while let layerView = current, layerView.superview != nil {
      let layer = layerView.layer.presentation() ?? layerView.layer
      transform = transform.concatenating(layer.transformToSuperlayer)
      current = layerView.superview
    }
    let bounds = view.layer.presentation()?.bounds ?? view.bounds
    return bounds.applying(transform)
  }

  private static func array(_ rect: CGRect) -> [Double] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
  }
}
