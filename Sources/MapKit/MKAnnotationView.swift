@_spi(Hail) import UIKit

/// The view of an annotation on the map: its image centred on the coordinate (plus `centerOffset`).
/// Turn it with `transform` to show a heading (a car icon).
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
  open var annotation: (any MKAnnotation)?
  public let reuseIdentifier: String?
  /// The image shown; the view takes its size. A bitmap is the layer's `contents`, as Core
  /// Animation shows MapKit's ("the most efficient way to provide the content for an annotation
  /// view is to set its image property", Apple): every view showing one image (a fleet's cars)
  /// shares its pixels, with no bitmap of their own. Symbols and tinted images are drawn. An
  /// image with variants (`UIImageAsset`: an asset catalog's light and dark) shows the one for the
  /// view's traits, again when they change, as `UIImageView` does.
  open var image: UIImage? {
    didSet {
      showVariant()
      if let shownImage { bounds.size = shownImage.size }
    }
  }
  /// The variant of `image` shown for the view's traits.
  private var shownImage: UIImage?
  /// Where the view's centre sits relative to the coordinate, in points.
  open var centerOffset = CGPoint.zero
  open var isSelected = false
  open var canShowCallout = false
  /// How the view's frame collides with the map's labels: MapKit keeps its labels out from under an
  /// annotation view unless this is `.none` (Apple DTS on the developer forums, thread 756773:
  /// "you can ensure that labels do not collide with your annotations by setting your annotation's
  /// collisionMode to None").
  open var collisionMode = CollisionMode.rectangle
  /// Where the view stands among overlapping annotation views: higher in front; views of equal
  /// priority stack in the order their annotations were added.
  open var zPriority = MKAnnotationViewZPriority.defaultUnselected {
    didSet { mapView?.restack(self) }
  }
  /// The map showing the view (nil while it waits in the reuse queue).
  weak var mapView: MKMapView?
  /// When the map was given its annotation: equal priorities stack in this order.
  var stackOrder = 0

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

  /// Called as the map takes the view out of its reuse queue (`dequeueReusableAnnotationView`),
  /// before handing it back to the delegate: put it in a known state. Does nothing by default.
  open func prepareForReuse() {}

  override open func draw(_ rect: CGRect) {
    // A bitmap is the layer's contents: nothing to draw (the default draws nothing either).
    guard let shownImage, shownImage.plainBitmap == nil else { return super.draw(rect) }
    shownImage.draw(in: bounds)
  }

  /// The view's first traits come with its window (without a call to `traitCollectionDidChange`).
  override open func didMoveToWindow() {
    super.didMoveToWindow()
    if image?.hasTraitVariants == true { showVariant() }
  }

  /// Every delivery of traits, the view's first included (which `traitCollectionDidChange` does not
  /// hear): traits that change between joining a window and the first frame still pick the variant.
  @_spi(Hail) override open func traitsDidChange(from previous: UITraitCollection?) {
    super.traitsDidChange(from: previous)
    if image?.hasTraitVariants == true { showVariant() }
  }

  /// Shows the variant of `image` for the current traits (the image itself without variants).
  private func showVariant() {
    let variant = image?.variant(for: traitCollection)
    guard variant !== shownImage || variant == nil else { return }
    shownImage = variant
    layer.contents = variant?.plainBitmap
    layer.contentsScale = variant?.scale ?? 1
    setNeedsDisplay()
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
