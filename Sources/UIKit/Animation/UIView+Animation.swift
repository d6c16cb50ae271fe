import Foundation

extension UIView {
  /// UIKit's animation options (raw values as in UIKit's headers).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Always on here: a new animation starts from the presentation value (additive animations).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Runs the animations again and again; the completion runs (with `false`) when they are removed.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs each cycle forward then backward; at the end the view shows the final model value.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The Core Animation timing function the curve bits select (uikit-behaviour.md, "Animation").
    /// Curve 7 is the keyboard's, which apps pass on from `keyboardAnimationCurveUserInfoKey`
    /// (`UIView.AnimationOptions(rawValue: curve << 16)`).
    var timingCurve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      case 7: return .keyboard
      default: return .easeInEaseOut
      }
    }
  }

  /// Animates the changes `animations` makes: model values change at once, the presentation moves
  /// from the value on screen to the new model value over `duration` after `delay`. `completion` runs
  /// once, on a later frame: `true` when the animations ran to the end, `false` when removed early.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let curve = options.timingCurve
    run(duration: duration, delay: delay, options: options, animations: animations, completion: completion) {
      curve.value(at: $0)
    }
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// A spring animation: a damped oscillator reaching the new values at `duration`. Damping ratio 1
  /// settles without overshoot; lower values oscillate. `velocity` is in units of the whole change
  /// per second, as UIKit documents.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringAnimationCurve(
      duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
    run(duration: duration, delay: delay, options: options, animations: animations, completion: completion) {
      spring.progress(at: TimeInterval($0) * duration)
    }
  }

  /// Makes the changes without animating them, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    UIApplication.shared.animator.withoutAnimation(actionsWithoutAnimation)
  }

  public static func setAnimationsEnabled(_ enabled: Bool) {
    UIApplication.shared.animator.areAnimationsEnabled = enabled
  }

  public static var areAnimationsEnabled: Bool { UIApplication.shared.animator.areAnimationsEnabled }

  private static func run(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, animations: () -> Void,
    completion: ((Bool) -> Void)?, progress: @escaping (CGFloat) -> CGFloat
  ) {
    let application = UIApplication.shared
    let safeDelay = delay.isFinite ? max(delay, 0) : 0
    let suppressed = application.animator.isSuppressed
    let group = AnimationGroup(
      beginTime: application.clock.now + (suppressed ? 0 : safeDelay), duration: suppressed ? 0 : duration,
      allowsUserInteraction: options.contains(.allowUserInteraction), repeats: options.contains(.repeat),
      autoreverses: options.contains(.autoreverse), progress: progress,
      completion: completion)
    application.animator.run(group, animations)
  }
}
