@_spi(Hail) import UIKit

/// The view of an annotation on the map: its image centred on the coordinate (plus `centerOffset`).
/// Turn it with `transform` to show a heading (a car icon).
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
  open var annotation: (any MKAnnotation)?
  public let reuseIdentifier: String?
  /// The image drawn; the view takes its size.
  open var image: UIImage? {
    didSet {
      if let image { bounds.size = image.size }
      setNeedsDisplay()
    }
  }
  /// Where the view's centre sits relative to the coordinate, in points.
  open var centerOffset = CGPoint.zero
  open var isSelected = false
  open var canShowCallout = false
  /// How the view's frame collides with the map's labels: MapKit keeps its labels out from under an
  /// annotation view unless this is `.none` (Apple DTS on the developer forums, thread 756773:
  /// "you can ensure that labels do not collide with your annotations by setting your annotation's
  /// collisionMode to None").
  open var collisionMode = CollisionMode.rectangle

  /// MapKit's `MKAnnotationView.CollisionMode`.
  public enum CollisionMode: Int, Sendable {
    /// The whole frame.
    case rectangle = 0
    /// The circle inscribed in the frame (labels keep out of its bounding square: the label grid
    /// holds rectangles).
    case circle = 1
    /// No collisions.
    case none = 2
  }

  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  override open func draw(_ rect: CGRect) {
    image?.draw(in: bounds)
  }
}

/// The blue dot of the user's location with its pale halo.
final class UserLocationView: MKAnnotationView {
  override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    bounds.size = CGSize(width: 44, height: 44)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    context.setFillColor(UIColor.systemBlue.withAlphaComponent(0.18).cgColor)
    context.fillEllipse(in: CGRect(x: center.x - 22, y: center.y - 22, width: 44, height: 44))
    context.setFillColor(UIColor.white.cgColor)
    context.fillEllipse(in: CGRect(x: center.x - 9, y: center.y - 9, width: 18, height: 18))
    context.setFillColor(UIColor.systemBlue.cgColor)
    context.fillEllipse(in: CGRect(x: center.x - 6.5, y: center.y - 6.5, width: 13, height: 13))
  }
}
