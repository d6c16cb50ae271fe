import MapKit
import UIKit

/// The pulsing radar on the pickup while dispatch searches (`matching.radar`): an annotation at
/// the pickup whose view repeats a ring growing out of the pin and fading, on Core Animation.
@MainActor
final class PickupRadar {
  private weak var mapView: MKMapView?
  private var marker: RadarMarker?

  var isHidden = true {
    didSet { if isHidden { remove() } }
  }

  /// Shows the radar at `coordinate` (moving it there if it shows elsewhere).
  func place(at coordinate: CLLocationCoordinate2D, on mapView: MKMapView) {
    isHidden = false
    self.mapView = mapView
    if let marker {
      marker.coordinate = coordinate
      return
    }
    let marker = RadarMarker(coordinate: coordinate, title: nil, subtitle: nil)
    self.marker = marker
    mapView.addAnnotation(marker)
  }

  /// The view for the radar's annotation (the map delegate's `viewFor`); nil for others.
  func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    guard let marker = annotation as? RadarMarker else { return nil }
    return RadarAnnotationView(marker: marker)
  }

  private func remove() {
    guard let marker else { return }
    mapView?.removeAnnotation(marker)
    self.marker = nil
  }
}

final class RadarMarker: MKPointAnnotation {}

/// Two rings, half a period apart, each growing from a fifth of the radar's size to all of it while
/// fading out: 1.6 s a pulse, forever.
final class RadarAnnotationView: MKAnnotationView {
  static let diameter: CGFloat = 140
  static let period: CFTimeInterval = 1.6

  init(marker: RadarMarker) {
    super.init(annotation: marker, reuseIdentifier: "radar")
    accessibilityIdentifier = "matching.radar"
    // The rings are translucent: the street names show through.
    collisionMode = .none
    isUserInteractionEnabled = false
    bounds.size = CGSize(width: Self.diameter, height: Self.diameter)
    for index in 0..<2 {
      let ring = CAShapeLayer()
      ring.frame = bounds
      ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1)).cgPath
      ring.fillColor = RideColors.accent.withAlphaComponent(0.18).cgColor
      ring.strokeColor = RideColors.accent.withAlphaComponent(0.6).cgColor
      ring.lineWidth = 1.5
      ring.opacity = 0
      ring.add(Self.pulse(delay: Double(index) * Self.period / 2), forKey: "pulse")
      layer.addSublayer(ring)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private static func pulse(delay: CFTimeInterval) -> CAAnimationGroup {
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.fromValue = 0.2
    scale.toValue = 1
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.9
    fade.toValue = 0
    let group = CAAnimationGroup()
    group.animations = [scale, fade]
    group.duration = period
    group.repeatCount = .infinity
    group.timeOffset = period - delay
    group.timingFunction = CAMediaTimingFunction(name: .easeOut)
    return group
  }
}
