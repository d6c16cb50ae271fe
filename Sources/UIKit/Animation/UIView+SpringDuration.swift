import Foundation

extension UIView {
  /// Animates the changes with a spring given by a perceptual duration and a bounce (iOS 17's
  /// API; see `DurationSpring`). `initialSpringVelocity` is in whole distances per second. The
  /// completion runs once the spring has settled.
  public static func animate(
    // UIKit's defaults (`DurationSpring.defaultDuration` and `defaultBounce`).
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
    delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = DurationSpring(duration: duration, bounce: bounce, initialVelocity: initialSpringVelocity)
    let application = UIApplication.shared
    let suppressed = application.animator.isSuppressed
    let group = AnimationGroup(
      beginTime: application.clock.now + (suppressed || !delay.isFinite ? 0 : max(delay, 0)),
      duration: suppressed ? 0 : spring.settlingDuration,
      allowsUserInteraction: options.contains(.allowUserInteraction),
      progress: { spring.progress(atFraction: $0) }, completion: completion)
    application.animator.run(group, animations)
  }
}
