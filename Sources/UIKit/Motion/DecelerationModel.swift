import CoreGraphics

/// UIScrollView's momentum after the finger lifts, on one axis, in closed form.
///
/// Each millisecond the velocity is multiplied by the deceleration rate `d`, so with `t` in seconds
/// and `v₀` in points per second:
/// - velocity: v(t) = v₀·d^(1000t)
/// - position: x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d)
/// - resting position: x₀ − v₀/(1000·ln d)
///
/// Source: Ilya Lobanov, "Deceleration mechanics of UIScrollView" (2019), which measured these
/// rates; WWDC18 session 803 gives the equivalent projection (v/1000)·d/(1 − d).
@_spi(Hail) public struct DecelerationModel: Sendable, Equatable {
  /// `UIScrollView.DecelerationRate.normal`: velocity kept per millisecond (Lobanov 2019; WWDC18 803).
  public static let normalRate: CGFloat = 0.998
  /// `UIScrollView.DecelerationRate.fast`: velocity kept per millisecond (Lobanov 2019; WWDC18 803).
  public static let fastRate: CGFloat = 0.99

  /// Position at t = 0, in points.
  public let initialPosition: CGFloat
  /// Velocity at t = 0, in points per second.
  public let initialVelocity: CGFloat
  /// Fraction of the velocity kept per millisecond, in the open range (0, 1); values outside it are
  /// clamped into it so that the motion always stops at a finite position.
  public let rate: CGFloat
  /// 1000·ln(rate): the exponential decay constant per second (negative).
  private let decayPerSecond: CGFloat

  /// - Parameters:
  ///   - position: where the motion starts, in points.
  ///   - velocity: the release velocity, in points per second.
  ///   - rate: fraction of the velocity kept per millisecond, e.g. `normalRate` or `fastRate`.
  public init(position: CGFloat, velocity: CGFloat, rate: CGFloat = DecelerationModel.normalRate) {
    // A rate of 1 would never stop and 0 (or NaN) has no logarithm; clamp into (0, 1).
    let clamped =
      rate.isNaN ? DecelerationModel.normalRate : min(max(rate, .leastNormalMagnitude), CGFloat(1).nextDown)
    initialPosition = position
    initialVelocity = velocity
    self.rate = clamped
    decayPerSecond = 1000 * log(clamped)
  }

  /// The position, in points, `t` seconds after the start (t < 0 is treated as 0).
  public func position(at t: TimeInterval) -> CGFloat {
    initialPosition + initialVelocity * (decayFactor(at: t) - 1) / decayPerSecond
  }

  /// The velocity, in points per second, `t` seconds after the start (t < 0 is treated as 0).
  public func velocity(at t: TimeInterval) -> CGFloat {
    initialVelocity * decayFactor(at: t)
  }

  /// Where the motion comes to rest as t → ∞, in points.
  public var restingOffset: CGFloat {
    initialPosition - initialVelocity / decayPerSecond
  }

  /// Seconds until the speed falls below `threshold` (points per second); 0 if it already is,
  /// infinity if `threshold` is not positive.
  public func duration(untilSpeedBelow threshold: CGFloat) -> TimeInterval {
    guard threshold > 0 else { return .infinity }
    let speed = abs(initialVelocity)
    guard speed > threshold else { return 0 }
    return TimeInterval(log(threshold / speed) / decayPerSecond)
  }

  /// Seconds until the position is within `distance` points of `restingOffset`, e.g.
  /// `MotionThreshold.restingDistance(scale:)`, which is how ScrollMechanics ends a deceleration.
  ///
  /// The remaining distance is |v(t)|/|1000·ln d|, so this is the time the speed falls below
  /// `distance`·|1000·ln d| (0.5 pt/s for half a pixel at 2× and the normal rate).
  public func duration(untilRestingWithin distance: CGFloat) -> TimeInterval {
    duration(untilSpeedBelow: distance * abs(decayPerSecond))
  }

  /// The first time, in seconds, at which the motion reaches `target`, or nil if it never does
  /// (behind the start or beyond `restingOffset`). Used to hand over to the bounce-back spring
  /// exactly when a deceleration crosses a content edge.
  public func time(toReach target: CGFloat) -> TimeInterval? {
    guard target != initialPosition else { return 0 }
    guard initialVelocity != 0 else { return nil }
    // Invert x(t): d^(1000t) = 1 + (target − x₀)·1000·ln d / v₀, which must lie in (0, 1].
    let factor = 1 + (target - initialPosition) * decayPerSecond / initialVelocity
    guard factor > 0, factor <= 1 else { return nil }
    return TimeInterval(log(factor) / decayPerSecond)
  }

  /// d^(1000t), the fraction of the initial velocity left at time t.
  private func decayFactor(at t: TimeInterval) -> CGFloat {
    exp(decayPerSecond * CGFloat(max(t, 0)))
  }
}

/// `DecelerationModel` on both axes at once, as UIScrollView decelerates `contentOffset`.
///
/// Both axes share the rate, so the velocity keeps its direction and only its length decays.
@_spi(Hail) public struct DecelerationModel2D: Sendable, Equatable {
  /// The horizontal motion.
  public let x: DecelerationModel
  /// The vertical motion.
  public let y: DecelerationModel

  /// - Parameters:
  ///   - position: where the motion starts, in points.
  ///   - velocity: the release velocity, in points per second.
  ///   - rate: fraction of the velocity kept per millisecond, in (0, 1).
  public init(position: CGPoint, velocity: CGPoint, rate: CGFloat = DecelerationModel.normalRate) {
    x = DecelerationModel(position: position.x, velocity: velocity.x, rate: rate)
    y = DecelerationModel(position: position.y, velocity: velocity.y, rate: rate)
  }

  /// The position, in points, `t` seconds after the start.
  public func position(at t: TimeInterval) -> CGPoint {
    CGPoint(x: x.position(at: t), y: y.position(at: t))
  }

  /// The velocity, in points per second, `t` seconds after the start.
  public func velocity(at t: TimeInterval) -> CGPoint {
    CGPoint(x: x.velocity(at: t), y: y.velocity(at: t))
  }

  /// Where the motion comes to rest, in points.
  public var restingOffset: CGPoint {
    CGPoint(x: x.restingOffset, y: y.restingOffset)
  }

  /// Seconds until the speed (length of the velocity) falls below `threshold` points per second.
  public func duration(untilSpeedBelow threshold: CGFloat) -> TimeInterval {
    let speed = hypot(x.initialVelocity, y.initialVelocity)
    return DecelerationModel(position: 0, velocity: speed, rate: x.rate).duration(untilSpeedBelow: threshold)
  }

  /// Seconds until the position is within `distance` points of `restingOffset`.
  public func duration(untilRestingWithin distance: CGFloat) -> TimeInterval {
    let speed = hypot(x.initialVelocity, y.initialVelocity)
    return DecelerationModel(position: 0, velocity: speed, rate: x.rate)
      .duration(untilRestingWithin: distance)
  }
}
