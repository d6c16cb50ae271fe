import MapKit
import UIKit

/// Where the ride starts or ends on the map.
final class RouteMarker: MKPointAnnotation {
  enum Kind {
    case pickup, destination
  }

  let kind: Kind
  let label: String

  init(kind: Kind, coordinate: CLLocationCoordinate2D, label: String) {
    self.kind = kind
    self.label = label
    super.init(coordinate: coordinate, title: label, subtitle: nil)
  }

  /// What tells two markers apart: a marker is replaced only when this changes.
  var key: String { "\(kind)|\(label)|\(coordinate.latitude)|\(coordinate.longitude)" }
}

/// A route's end: a ringed dot (green at the pickup, red at the destination) with the place's name
/// in a white label above it.
final class RouteMarkerView: MKAnnotationView {
  /// The widest label bubble: 160 pt of text and 8 pt each side.
  static let maximumBubbleWidth: CGFloat = 176
  private let label = UILabel()
  private let bubble = UIView()

  init(marker: RouteMarker) {
    super.init(annotation: marker, reuseIdentifier: "marker")
    accessibilityIdentifier = marker.kind == .pickup ? "route.start" : "route.end"
    isUserInteractionEnabled = false
    bounds.size = CGSize(width: 18, height: 18)
    backgroundColor = .clear
    bubble.accessibilityIdentifier = accessibilityIdentifier.map { $0 + ".label" }
    bubble.backgroundColor = AppColor.surface
    bubble.layer.cornerRadius = 6
    bubble.elevate(.floating)
    label.text = marker.label
    label.font = .systemFont(ofSize: 12, weight: .medium)
    label.textColor = AppColor.primaryText
    label.sizeToFit()
    let width = min(label.bounds.width, Self.maximumBubbleWidth - 16)
    label.frame = CGRect(x: 8, y: 4, width: width, height: label.bounds.height)
    bubble.frame = CGRect(
      x: 9 - (width + 16) / 2, y: -label.bounds.height - 14, width: width + 16,
      height: label.bounds.height + 8)
    bubble.addSubview(label)
    addSubview(bubble)
    tintColor = marker.kind == .pickup ? HomeLayout.pickupColor : HomeLayout.destinationColor
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor.white.cgColor)
    context.fillEllipse(in: bounds)
    context.setFillColor((tintColor ?? .black).cgColor)
    context.fillEllipse(in: bounds.insetBy(dx: 3, dy: 3))
    context.setFillColor(UIColor.white.cgColor)
    context.fillEllipse(in: bounds.insetBy(dx: 6.5, dy: 6.5))
  }
}
