import CoreGraphics
import Foundation

/// The spring of iOS 17's `UIView.animate(springDuration:bounce:…)`, described by a perceptual
/// duration and a bounce, taking progress from 0 to 1.
///
/// Apple documents the mapping (SwiftUI `Spring(duration:bounce:)`, which the UIKit API shares):
/// mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration — a damping ratio of
/// 1 − bounce, so bounce 0 is critically damped; a negative bounce is overdamped with damping ratio
/// 1 / (1 + bounce). The animation runs until the spring has settled, which takes longer than the
/// perceptual duration (about 1.47 × it for bounce 0).
@_spi(Hail) public struct DurationSpring: Sendable, Equatable {
  /// UIKit's defaults for `animate(springDuration:bounce:…)`: 0.5 s, no bounce.
  public static let defaultDuration: TimeInterval = 0.5
  public static let defaultBounce: CGFloat = 0

  /// The spring from 0 to 1.
  public let spring: SpringModel
  /// How long until the spring stays within `SpringAnimationCurve.settleTolerance` of 1.
  public let settlingDuration: TimeInterval

  /// - Parameters:
  ///   - duration: the perceptual duration, seconds (non-positive or NaN: the default).
  ///   - bounce: −1 < bounce < 1; 0 does not overshoot, larger values bounce.
  ///   - initialVelocity: in whole distances per second, as `initialSpringVelocity`.
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGFloat = 0) {
    let length = duration > 0 && duration.isFinite ? duration : Self.defaultDuration
    let clamped = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
    let dampingRatio = clamped >= 0 ? 1 - clamped : 1 / (1 + clamped)
    let omega = 2 * CGFloat.pi / CGFloat(length)
    spring = SpringModel(
      stiffness: omega * omega, dampingRatio: dampingRatio, from: 0,
      velocity: initialVelocity.isFinite ? initialVelocity : 0, to: 1)
    settlingDuration = spring.settlingTime(epsilon: SpringAnimationCurve.settleTolerance)
  }

  /// Progress at `fraction` (0…1) of `settlingDuration`: exactly 0 at the start and 1 at the end,
  /// the sub-tolerance remainder of the spring spread linearly so the curve stays continuous.
  public func progress(atFraction fraction: CGFloat) -> CGFloat {
    guard fraction > 0 else { return 0 }
    guard fraction < 1, settlingDuration > 0 else { return 1 }
    let remainder = spring.position(at: settlingDuration) - 1
    return spring.position(at: TimeInterval(fraction) * settlingDuration) - remainder * fraction
  }
}
