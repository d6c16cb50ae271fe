import Foundation

/// Core Animation's abstract animation: timing (`CAMediaTiming`), a timing function, a delegate
/// and whether it leaves the layer when it ends. Added to a layer with `CALayer.add(_:forKey:)`,
/// which adds a copy: changing the animation afterwards changes nothing on screen, as on iOS.
///
/// A `beginTime` of 0 means "when added" and a `duration` of 0 means the transaction's duration
/// (0.25 s unless `CATransaction.setAnimationDuration(_:)` says otherwise) — Apple docs,
/// `CAMediaTiming.duration` and `CATransaction.animationDuration()`.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction, @preconcurrency NSCopying {
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed
  /// The pace within each cycle; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when the animation starts and stops. Kept strongly, as Apple documents ("The delegate
  /// object is retained by the receiver. This is a rare exception to the memory management rules").
  open var delegate: CAAnimationDelegate?
  /// Whether the animation leaves the layer when it finishes (the default); keep it, with a forwards
  /// fill, to hold the final value on screen.
  open var isRemovedOnCompletion = true

  public required override init() {
    super.init()
  }

  /// A new animation (Apple's class factory).
  open class func animation() -> Self {
    Self()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copyProperties(from: self)
    return copy
  }

  /// The value a property takes by default (none here: every property has its stored default).
  open class func defaultValue(forKey key: String) -> Any? { nil }

  /// `CAAction`: an animation run as a layer's action adds itself for the event's key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  // MARK: Engine (overridden by the concrete animations, in their class bodies)

  /// Copies every property into a fresh instance (`copy(with:)`).
  func copyProperties(from other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
  }

  /// Writes the animation's effect at `parentTime` (its parent's time: the layer's, or its group's)
  /// into `state`; the base class animates nothing.
  func apply(to state: inout LayerState, at parentTime: CFTimeInterval, timing: MediaTiming) {}

  /// Whether the animation has run its course at `time` (its parent's time).
  func hasFinished(_ timing: MediaTiming, at time: CFTimeInterval) -> Bool {
    timing.elapsed(at: time) >= timing.activeDuration
  }

  /// The timing values, with the duration a zero duration stands for.
  func timing(defaultDuration: CFTimeInterval) -> MediaTiming {
    MediaTiming(
      beginTime: beginTime, duration: duration > 0 ? duration : defaultDuration, speed: speed,
      timeOffset: timeOffset, repeatCount: repeatCount, repeatDuration: repeatDuration,
      autoreverses: autoreverses, fillMode: fillMode)
  }

  /// The fraction of the change at `state`: its time within the duration through the timing
  /// function.
  func fraction(at state: MediaTimingState, duration: CFTimeInterval) -> CGFloat {
    let progress = duration > 0 ? CGFloat(state.simpleTime / duration) : 1
    return timingFunction?.value(at: progress) ?? min(max(progress, 0), 1)
  }
}

/// Told when an animation starts and stops (both optional, as in Apple's protocol).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  /// `flag` is true when the animation ran to its end, false when it was removed first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What a layer runs when a property changes (an animation, usually).
@preconcurrency @MainActor
public protocol CAAction {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action stops the search for one: `layer.actions = ["position": NSNull()]`
/// turns off the implicit animation of `position`.
extension NSNull: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
