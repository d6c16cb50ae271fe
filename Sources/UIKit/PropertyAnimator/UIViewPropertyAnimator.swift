import Foundation

/// Animates view changes that can be started, paused, scrubbed (`fractionComplete`), reversed,
/// continued with new timing, stopped and finished (Apple's UIViewPropertyAnimator).
///
/// Each animation block runs in a `UIView.animate`-style group paced by the animator's timeline
/// instead of a clock: the model values change when the block runs (on start, pause or the first
/// scrub), the presentation follows the timeline. `fractionComplete` is the fraction of the
/// timeline; what is shown is the timing curve's value there, or the fraction itself while paused
/// after scrubbing with `scrubsLinearly`. Finishing at the start puts the model values back, at
/// the current position leaves them where they show, as UIKit does.
///
/// Where UIKit raises (pausing a non-interruptible animator, finishing one that is not stopped),
/// the engine reports to the environment's diagnostics and ignores the call.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The timing the animator was made with.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  /// Seconds, as given.
  open private(set) var duration: TimeInterval
  /// Set by `startAnimation(afterDelay:)`.
  open private(set) var delay: TimeInterval = 0
  /// Whether views take touches while they animate (default true).
  open var isUserInteractionEnabled = true
  /// Accepted; hit testing always uses the model values here.
  open var isManualHitTestingEnabled = false
  /// Whether the animation can be paused, scrubbed and reversed (default true).
  open var isInterruptible = true
  /// Whether a paused animator shows `fractionComplete` of the change exactly (default true) rather
  /// than the curve's value there.
  open var scrubsLinearly = true
  /// Whether the animator stays active and paused at its end instead of finishing (default false).
  open var pausesOnCompletion = false

  var phase = Phase.inactive {
    didSet { invalidatePresentation() }
  }
  /// The current timing (continueAnimation replaces it).
  var curve: AnimatorCurve
  var blocks: [(animation: () -> Void, delayFactor: CGFloat)] = []
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The groups the blocks run in, each with the shown fraction it starts from.
  var groups: [(group: AnimationGroup, startsAt: CGFloat)] = []
  /// The values a stop left on screen: the model values the blocks set, and those they replaced.
  var stoppedValues: [(layer: CALayer, key: String, start: LayerValue, end: LayerValue)] = []
  var reversed = false

  enum Phase {
    case inactive
    case running(AnimatorRun)
    /// Paused at timeline fraction `p`, showing fraction `f` of the change.
    case paused(p: CGFloat, f: CGFloat)
    case stopped(p: CGFloat)
  }

  public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    curve = AnimatorCurve(parameters, duration: duration)
    super.init()
  }

  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator already running `animations` with the options' curve (Apple: transition and
  /// direction options are ignored); `completion` gets the position it ended at.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let timing = UICubicTimingParameters(
      controlPoint1: options.timingCurve.controlPoint1, controlPoint2: options.timingCurve.controlPoint2)
    let animator = self.init(duration: duration, timingParameters: timing)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: State

  open var state: UIViewAnimatingState {
    switch phase {
    case .inactive: .inactive
    case .running, .paused: .active
    case .stopped: .stopped
    }
  }

  open var isRunning: Bool {
    if case .running = phase { return true }
    return false
  }

  /// Reversing a running animator sends it back toward the start from where it is.
  open var isReversed: Bool {
    get { reversed }
    set { setReversed(newValue) }
  }

  /// The fraction of the timeline done. Setting it pauses an inactive animator first; while
  /// running it cannot be set (as in UIKit, the value is ignored).
  open var fractionComplete: CGFloat {
    get { currentPosition.p }
    set { scrub(to: newValue) }
  }

  // MARK: Animations and completions

  /// Before the start, the block runs when the animator starts, for the whole duration; later, it
  /// runs at once for the remaining time.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// As `addAnimations(_:)`, starting after `delayFactor` (0…1) of the remaining duration.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
    switch phase {
    case .inactive: blocks.append((animation, factor))
    case .running, .paused: run(animation, delayFactor: factor)
    case .stopped: report("addAnimations on a stopped animator")
    }
  }

  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Running

  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  open func startAnimation(afterDelay delay: TimeInterval) {
    let wait = delay.isFinite ? max(delay, 0) : 0
    switch phase {
    case .inactive:
      self.delay = wait
      activate()
      resume(from: (0, 0), after: wait)
    case .paused(let p, let f):
      resume(from: (p, f), after: wait)
    case .running:
      break
    case .stopped:
      report("startAnimation on a stopped animator")
    }
  }

  open func pauseAnimation() {
    guard isInterruptible else { return report("pauseAnimation on a non-interruptible animator") }
    switch phase {
    case .inactive:
      activate()
      phase = .paused(p: 0, f: 0)
    case .running:
      let position = currentPosition
      phase = .paused(p: position.p, f: position.f)
    case .paused:
      break
    case .stopped:
      report("pauseAnimation on a stopped animator")
    }
  }

  /// Resumes a paused animator from where it is with `parameters` (nil keeps the timing) over
  /// `durationFactor` × `duration` (0: the time the original timing had left).
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard case .paused(let p, let f) = phase else {
      return report("continueAnimation on an animator not paused")
    }
    if let parameters { curve = AnimatorCurve(parameters, duration: duration) }
    let target: CGFloat = reversed ? 0 : 1
    let length =
      durationFactor > 0 && durationFactor.isFinite
      ? TimeInterval(durationFactor) * duration : TimeInterval(abs(target - p)) * curve.duration
    let now = UIApplication.shared.clock.now
    phase = .running(
      AnimatorRun(
        startTime: now, duration: length, p0: p, pT: target, f0: f, fT: target, q0: 0, qT: 1, curve: curve))
    UIApplication.shared.animator.follow(self)
  }

  /// Stops where the animation is: the model takes the values on screen. With `withoutFinishing`
  /// the animator is done (no completions); otherwise it waits in `stopped` for
  /// `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return report("stopAnimation on an animator that is not active") }
    let p = currentPosition.p
    holdCurrentValues()
    if withoutFinishing {
      stoppedValues.removeAll()
      completions.removeAll()
      phase = .inactive
    } else {
      phase = .stopped(p: p)
    }
  }

  /// Ends a stopped animator at `finalPosition` and runs the completions with it.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard case .stopped = phase else { return report("finishAnimation on an animator that is not stopped") }
    UIView.performWithoutAnimation {
      for value in stoppedValues {
        switch finalPosition {
        case .end: value.layer.set(value.end, forKeyPath: value.key)
        case .start: value.layer.set(value.start, forKeyPath: value.key)
        case .current: break
        }
      }
    }
    stoppedValues.removeAll()
    finish(at: finalPosition)
  }
}
