import Foundation

/// The model geometry and appearance of a view, as Core Animation's layer holds it, with the running
/// animations that make the presentation copy (`presentation()`) differ from the model.
///
/// A view's `frame`, `bounds`, `center`, `alpha` and `transform` live here, as in UIKit.
@preconcurrency @MainActor
open class CALayer {
  /// The view this layer backs; it hears of every change (layout, display, observation).
  weak var owner: UIView?
  /// Set on the copies `presentation()` returns: they never animate or notify.
  private var isPresentationCopy = false

  private var boundsTrack = AnimationTrack<CGRect>()
  private var positionTrack = AnimationTrack<CGPoint>()
  private var opacityTrack = AnimationTrack<CGFloat>()
  private var transformTrack = AnimationTrack<CGAffineTransform>()

  public required init() {}

  /// The layer's own coordinate space: `origin` is the scroll position, `size` the layer's size.
  open var bounds: CGRect = .zero {
    didSet {
      guard bounds != oldValue else { return }
      animate(\.boundsTrack, from: oldValue, to: bounds)
      owner?.layerBoundsDidChange(from: oldValue)
    }
  }

  /// Where `anchorPoint` sits in the superlayer (the view's `center`).
  open var position: CGPoint = .zero {
    didSet {
      guard position != oldValue else { return }
      animate(\.positionTrack, from: oldValue, to: position)
      owner?.layerGeometryDidChange()
    }
  }

  /// The point of the bounds (in unit coordinates) that `position` places and transforms turn about.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { owner?.layerGeometryDidChange() }
  }

  /// Opacity, 0…1.
  open var opacity: Float = 1 {
    didSet {
      guard opacity != oldValue else { return }
      animate(\.opacityTrack, from: CGFloat(oldValue), to: CGFloat(opacity))
      owner?.layerAppearanceDidChange()
    }
  }

  open var isHidden = false {
    didSet { owner?.layerAppearanceDidChange() }
  }

  private var affine = CGAffineTransform.identity {
    didSet {
      guard affine != oldValue else { return }
      animate(\.transformTrack, from: oldValue, to: affine)
      owner?.layerGeometryDidChange()
    }
  }

  open func affineTransform() -> CGAffineTransform { affine }
  open func setAffineTransform(_ transform: CGAffineTransform) { affine = transform }

  open var backgroundColor: CGColor? { didSet { owner?.layerAppearanceDidChange() } }
  open var borderColor: CGColor? = .black { didSet { owner?.layerAppearanceDidChange() } }
  open var shadowColor: CGColor? = .black { didSet { owner?.layerAppearanceDidChange() } }
  open var cornerRadius: CGFloat = 0 { didSet { owner?.layerAppearanceDidChange() } }
  open var masksToBounds = false { didSet { owner?.layerAppearanceDidChange() } }
  open var borderWidth: CGFloat = 0 { didSet { owner?.layerAppearanceDidChange() } }
  open var shadowOpacity: Float = 0 { didSet { owner?.layerAppearanceDidChange() } }
  open var shadowRadius: CGFloat = 3 { didSet { owner?.layerAppearanceDidChange() } }
  open var shadowOffset = CGSize(width: 0, height: -3) { didSet { owner?.layerAppearanceDidChange() } }

  /// The frame in the superlayer: the transformed bounds placed by `position` and `anchorPoint`.
  open var frame: CGRect {
    get { Self.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: affine) }
    set {
      // As Core Animation: a frame sets the bounds size and the position; under a transform the
      // result is undefined in UIKit, here the untransformed size is taken.
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + anchorPoint.x * newValue.width,
        y: newValue.origin.y + anchorPoint.y * newValue.height)
    }
  }

  /// A copy holding the values on screen now: the model plus the running animations.
  open func presentation() -> CALayer? {
    let now = UIApplication.shared.clock.now
    let copy = CALayer()
    copy.isPresentationCopy = true
    copy.bounds = boundsTrack.presentation(of: bounds, at: now)
    copy.position = positionTrack.presentation(of: position, at: now)
    copy.anchorPoint = anchorPoint
    copy.opacity = Float(opacityTrack.presentation(of: CGFloat(opacity), at: now))
    copy.affine = transformTrack.presentation(of: affine, at: now)
    copy.isHidden = isHidden
    copy.backgroundColor = backgroundColor
    copy.borderColor = borderColor
    copy.shadowColor = shadowColor
    copy.cornerRadius = cornerRadius
    copy.masksToBounds = masksToBounds
    copy.borderWidth = borderWidth
    copy.shadowOpacity = shadowOpacity
    copy.shadowRadius = shadowRadius
    copy.shadowOffset = shadowOffset
    return copy
  }

  /// The layer itself: this engine's presentation copies are detached snapshots.
  open func model() -> CALayer { self }

  /// Stops every animation; the presentation jumps to the model and the completions get `false`.
  open func removeAllAnimations() {
    boundsTrack.removeAll()
    positionTrack.removeAll()
    opacityTrack.removeAll()
    transformTrack.removeAll()
    owner?.layerAppearanceDidChange()
  }

  /// The names of the properties animating now.
  open func animationKeys() -> [String]? {
    let now = UIApplication.shared.clock.now
    let keys = [
      ("bounds", boundsTrack.isRunning(at: now)), ("position", positionTrack.isRunning(at: now)),
      ("opacity", opacityTrack.isRunning(at: now)), ("transform", transformTrack.isRunning(at: now)),
    ].filter(\.1).map(\.0)
    return keys.isEmpty ? nil : keys
  }

  /// Whether a running animation that does not allow user interaction moves this layer.
  func blocksInteraction(at time: TimeInterval) -> Bool {
    boundsTrack.blocksInteraction(at: time) || positionTrack.blocksInteraction(at: time)
      || opacityTrack.blocksInteraction(at: time) || transformTrack.blocksInteraction(at: time)
  }

  /// The transform from this layer's bounds coordinates to its superlayer's: the bounds origin (the
  /// scroll position) and the anchor point move to the origin, the layer's transform turns and
  /// scales about the anchor, then `position` places it (Core Animation Programming Guide, "Core
  /// Animation Basics": anchor points affect geometric manipulations).
  @_spi(Hail) public var transformToSuperlayer: CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(affine)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  static func frame(
    bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform
  ) -> CGRect {
    let anchorOffset = CGPoint(x: anchorPoint.x * bounds.width, y: anchorPoint.y * bounds.height)
    let local = CGRect(origin: CGPoint(x: -anchorOffset.x, y: -anchorOffset.y), size: bounds.size)
    return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
  }

  private func animate<Value: AnimatableValue>(
    _ track: ReferenceWritableKeyPath<CALayer, AnimationTrack<Value>>, from oldValue: Value,
    to newValue: Value
  ) {
    guard !isPresentationCopy else { return }
    let now = UIApplication.shared.clock.now
    self[keyPath: track].prune(at: now)
    guard let group = UIApplication.shared.animator.currentGroup else { return }
    self[keyPath: track].add(from: oldValue, to: newValue, in: group)
  }
}
