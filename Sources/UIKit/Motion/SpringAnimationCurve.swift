import CoreGraphics

/// The progress curve of `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`: a damped oscillator taking progress from
/// 0 to 1 that has settled when the given duration ends.
///
/// Apple documents the damping parameter as the damping ratio (1 = no oscillation) and the initial
/// velocity in units of the total distance per second, but not how the spring's stiffness follows
/// from the duration. Here the stiffness (mass 1) is the smallest one whose motion stays within
/// `settleTolerance` of 1 from the end of the duration on — the settle-time-equals-duration approach
/// of duration-based springs such as Framer Motion's `findSpring` (popmotion), which emulates this
/// API. The last, sub-tolerance remainder is removed by a linear correction so that progress is
/// continuous and exactly 1 at the duration.
@_spi(Hail) public struct SpringAnimationCurve: Sendable, Equatable {
  /// How close, as a fraction of the distance, the spring must be to its end at the duration: a
  /// thousandth, under half a pixel for moves up to 500 pt at 1× (our choice; Framer Motion's
  /// `findSpring` uses the same 0.001 as the floor of its envelope).
  public static let settleTolerance: CGFloat = 0.001
  /// The smallest damping ratio honoured: an undamped spring never settles, so smaller values are
  /// raised to this (our choice, a visible wobble that still settles).
  public static let minimumDampingRatio: CGFloat = 0.01

  /// The animation's length, in seconds.
  public let duration: TimeInterval
  /// The spring taking progress from 0 to 1, mass 1, with the stiffness chosen for `duration`.
  public let spring: SpringModel

  /// - Parameters:
  ///   - duration: the animation's length in seconds; ≤ 0 (or NaN) jumps straight to the end.
  ///   - dampingRatio: `usingSpringWithDamping`, the damping ratio, ≥ `minimumDampingRatio`;
  ///     1 never overshoots, smaller values oscillate.
  ///   - initialVelocity: `initialSpringVelocity`, in total distances per second (1 covers the
  ///     whole distance in one second at the initial speed).
  public init(duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat = 0) {
    let length = duration > 0 && duration.isFinite ? duration : 0
    let zeta =
      dampingRatio >= SpringAnimationCurve.minimumDampingRatio
      ? dampingRatio : SpringAnimationCurve.minimumDampingRatio
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.duration = length
    let spring = { (omega: CGFloat) in
      SpringModel(stiffness: omega * omega, dampingRatio: zeta, from: 0, velocity: velocity, to: 1)
    }
    let settles = { (omega: CGFloat) in
      spring(omega).settlingTime(epsilon: SpringAnimationCurve.settleTolerance) <= length
    }
    guard length > 0 else {
      self.spring = spring(1)
      return
    }
    // Bracket the natural frequency ω₀ = √k, then bisect geometrically (the settling time falls
    // roughly as 1/ω₀) down to the smallest ω₀ that settles in time.
    var high = 1 / CGFloat(length)
    while !settles(high) && high < .greatestFiniteMagnitude / 4 { high *= 2 }
    var low = high / 2
    while settles(low) && low > .leastNormalMagnitude { low /= 2 }
    for _ in 0..<60 {
      let middle = (low * high).squareRoot()
      if settles(middle) { high = middle } else { low = middle }
    }
    self.spring = spring(high)
  }

  /// Progress, nominally 0…1 (it overshoots 1 when underdamped), `t` seconds after the animation
  /// starts: 0 at t ≤ 0, exactly 1 at t ≥ `duration`.
  public func progress(at t: TimeInterval) -> CGFloat {
    guard t > 0 else { return 0 }
    guard t < duration else { return 1 }
    // Remove what is left of the spring's motion at the duration (at most `settleTolerance`),
    // spread linearly over the animation so the curve stays continuous.
    let remainder = spring.position(at: duration) - 1
    return spring.position(at: t) - remainder * CGFloat(t / duration)
  }
}
