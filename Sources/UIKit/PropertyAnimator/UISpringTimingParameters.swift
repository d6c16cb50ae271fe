import Foundation

/// A spring timing for a property animator. Given a damping ratio, the spring settles within the
/// animator's duration, as `UIView.animate(…usingSpringWithDamping:…)` does (`SpringAnimationCurve`);
/// given mass, stiffness and damping, or a perceptual duration and bounce, the spring's own
/// settling time is the animation's length and the animator's duration is not used.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  /// `init()`'s damping ratio, as Apple documents it.
  @_spi(Hail) public static let defaultDampingRatio: CGFloat = 4.56

  /// The spring's initial velocity: per axis, in units of the whole change per second. The
  /// animation has one progress for every property, so it uses `dx` (`dy` when `dx` is 0).
  public let initialVelocity: CGVector
  let form: Form

  enum Form: Equatable {
    case dampingRatio(CGFloat)
    case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    case perceptual(duration: TimeInterval, bounce: CGFloat)
  }

  /// Damping ratio 4.56, no initial velocity (Apple's documented default).
  public override convenience init() {
    self.init(dampingRatio: Self.defaultDampingRatio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    form = .dampingRatio(ratio)
    initialVelocity = velocity
    super.init()
  }

  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    form = .physical(mass: mass, stiffness: stiffness, damping: damping)
    initialVelocity = velocity
    super.init()
  }

  /// iOS 17's spring by perceptual duration and bounce (`DurationSpring`).
  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
    form = .perceptual(duration: duration, bounce: bounce)
    initialVelocity = velocity
    super.init()
  }

  /// Timing parameters are values here; coding keeps only the default spring.
  public required init?(coder: NSCoder) {
    form = .dampingRatio(Self.defaultDampingRatio)
    initialVelocity = CGVector(dx: 0, dy: 0)
    super.init()
  }

  open func encode(with coder: NSCoder) {}

  open func copy(with zone: NSZone? = nil) -> Any { self }

  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }

  var velocity: CGFloat {
    let v = initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy
    return v.isFinite ? v : 0
  }
}
