import UIKit

/// The pickup pin, fixed at the map's centre: a green head on a short stem (red-orange while it
/// picks a drop-off on the map, as the destination's dot everywhere else), with its shadow on the
/// ground, and above it a bubble saying where to wait. While the map moves it lifts and the bubble
/// fades; when the map stops it drops back and the bubble returns.
final class PickupPinView: UIView {
  /// How far the head rises while the map moves, in points.
  static let liftHeight: CGFloat = 12
  /// Where the stem's tip is, from the view's top-left: the map's centre goes there.
  static let tip = CGPoint(x: 18, y: 50)

  private let head = PinHeadView(frame: CGRect(x: 0, y: 0, width: 36, height: 50))
  private let shadow = UIView(frame: CGRect(x: 12, y: 47, width: 12, height: 6))
  private let bubble = PickupBubbleView()
  private(set) var isLifted = false

  /// The head's colour: the pickup's green, or the destination's red-orange while choosing a
  /// drop-off on the map.
  var headColor: UIColor {
    get { head.color }
    set { head.color = newValue }
  }

  /// The bubble's words, centred 8 pt above the head.
  var bubbleText: String? {
    get { bubble.text }
    set {
      bubble.text = newValue
      bubble.center = CGPoint(x: Self.tip.x, y: -8 - bubble.bounds.height / 2)
    }
  }

  override init(frame: CGRect) {
    super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: 36, height: 56))
    accessibilityIdentifier = "map.pickup"
    isUserInteractionEnabled = false
    shadow.backgroundColor = UIColor(white: 0, alpha: 0.25)
    shadow.layer.cornerRadius = 3
    addSubview(shadow)
    addSubview(head)
    addSubview(bubble)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Puts the tip on `point` (the map's centre).
  func place(at point: CGPoint) {
    frame.origin = CGPoint(x: point.x - Self.tip.x, y: point.y - Self.tip.y)
  }

  /// Where the tip is, in the superview's coordinates.
  var tipPoint: CGPoint { CGPoint(x: frame.minX + Self.tip.x, y: frame.minY + Self.tip.y) }

  /// What the resting pin and its bubble cover, in the superview's coordinates.
  var coveredFrame: CGRect {
    let bubbleFrame = bubble.frame.offsetBy(dx: frame.minX, dy: frame.minY)
    return bubble.text == nil ? frame : frame.union(bubbleFrame)
  }

  func lift() {
    guard !isLifted else { return }
    isLifted = true
    UIView.animate(
      withDuration: 0.15, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
      animations: {
        self.head.transform = CGAffineTransform(translationX: 0, y: -Self.liftHeight)
        self.shadow.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        self.shadow.alpha = 0.5
        self.bubble.alpha = 0
      })
  }

  func drop() {
    guard isLifted else { return }
    isLifted = false
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: 0,
      options: [.allowUserInteraction],
      animations: {
        self.head.transform = .identity
        self.shadow.transform = .identity
        self.shadow.alpha = 1
        self.bubble.alpha = 1
      })
  }
}

/// The pin's head and stem, drawn.
private final class PinHeadView: UIView {
  var color = HomeLayout.pickupColor {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor(white: 0.2, alpha: 1).cgColor)
    context.fill(CGRect(x: 17, y: 26, width: 2, height: 24))
    context.setFillColor(color.cgColor)
    context.fillEllipse(in: CGRect(x: 4, y: 0, width: 28, height: 28))
    context.setFillColor(UIColor.white.cgColor)
    context.fillEllipse(in: CGRect(x: 13, y: 9, width: 10, height: 10))
  }
}
