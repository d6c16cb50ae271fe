import Foundation

extension UIView {
  /// The options of `animateKeyframes` (raw values as in UIKit's headers): the shared animation
  /// options, and how the values between keyframes are calculated.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 7)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }

    /// The curve over the whole animation. Keyframe options have no curve of their own; the
    /// animation options' curve bits pass through (apps write
    /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`), and without
    /// them the whole run eases in and out, as UIView animations do.
    var timingCurve: TimingCurve { AnimationOptions(rawValue: rawValue).timingCurve }
  }

  /// Animates the changes the `addKeyframe` blocks inside `animations` make, each over its share of
  /// the duration. Each property changed gets a `CAKeyframeAnimation` on its layer (as UIKit makes
  /// them): from the value on screen, holding until its first keyframe starts, reaching each
  /// keyframe's value at that keyframe's end, with the options' calculation mode, over the whole
  /// duration on the options' curve. Changes made outside a keyframe span the whole duration. The
  /// model values are the last keyframes' at once; `completion` runs once, `false` if one of the
  /// animations was removed first.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let application = UIApplication.shared
    let animator = application.animator
    let length = duration.isFinite ? max(duration, 0) : 0
    let wait = delay.isFinite ? max(delay, 0) : 0
    guard !animator.isSuppressed, length > 0, animator.keyframes == nil else {
      // No animation: the blocks' changes happen at once (nested: in the outer recording).
      animate(withDuration: 0, delay: 0, options: [], animations: animations, completion: completion)
      return
    }
    let recording = KeyframeRecording()
    animator.keyframes = recording
    animations()
    recording.endKeyframe()
    animator.keyframes = nil

    let group = AnimationGroup(
      beginTime: application.clock.now + wait, duration: length,
      allowsUserInteraction: options.contains(.allowUserInteraction), repeats: options.contains(.repeat),
      autoreverses: options.contains(.autoreverse), progress: { $0 }, completion: completion)
    animator.run(group) {}
    let watcher = KeyframeWatcher(group: group)
    for track in recording.tracks {
      let animation = track.animation(mode: options.calculationMode)
      animation.timingFunction = CAMediaTimingFunction(curve: options.timingCurve)
      if wait > 0 { animation.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + wait }
      animation.duration = length
      animation.fillMode = .backwards
      animation.repeatCount = options.contains(.repeat) ? .infinity : 0
      animation.autoreverses = options.contains(.autoreverse)
      animation.delegate = watcher
      track.layer.add(animation, forKey: track.key)
    }
  }

  /// One keyframe of an `animateKeyframes` block: the changes `animations` makes are reached
  /// `relativeDuration` after `frameStartTime`, both fractions of the whole duration. Outside an
  /// `animateKeyframes` block the changes happen at once.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let recording = UIApplication.shared.animator.keyframes else { return animations() }
    recording.endKeyframe()
    let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
    let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
    recording.beginKeyframe(start: start, duration: length)
    animations()
    recording.endKeyframe()
  }
}

/// Ends an `animateKeyframes` group early when one of its animations is removed before its end.
@preconcurrency @MainActor
private final class KeyframeWatcher: CAAnimationDelegate {
  let group: AnimationGroup

  init(group: AnimationGroup) { self.group = group }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if !flag { group.interrupt() }
  }
}
