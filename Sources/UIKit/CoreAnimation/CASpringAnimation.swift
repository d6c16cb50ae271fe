import Foundation

/// A basic animation whose progress follows a damped spring m·x″ + c·x′ + k·(x − 1) = 0 from
/// x = 0 at rest toward 1: `mass` m, `stiffness` k, `damping` c (a coefficient, not a ratio;
/// ratio ζ = c / (2·√(k·m))) and `initialVelocity` in units of the whole change per second, positive
/// toward the end value. Defaults as Apple's: mass 1, stiffness 100, damping 10, velocity 0.
///
/// The spring runs on the animation's own seconds (not scaled to `duration`): set `duration` to
/// `settlingDuration` to let it come to rest, a shorter duration cuts it off.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0

  /// The envelope of the motion, as a fraction of the change, below which the spring counts as
  /// settled. Apple documents no formula; this threshold on the decay envelope reproduces both of
  /// its examples (mass 1, stiffness 100: damping 5 settles in "approximately 2.85 seconds" — 2.851
  /// here — and damping 15 in "just over 1 second" — 1.001 here; Apple docs,
  /// `CASpringAnimation.settlingDuration`).
  static let settlingTolerance: CGFloat = 0.00083

  /// iOS 17's spring by how long it feels and how much it bounces (−1…1), as SwiftUI's: mass 1,
  /// stiffness (2π / d)², damping 4π(1 − bounce) / d for bounce ≥ 0 and 4π / (d·(1 + bounce)) below
  /// (WWDC23 "Animate with springs").
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let d = CGFloat(max(perceptualDuration, 1e-6))
    let b = min(max(bounce, -0.999), 1)
    stiffness = pow(2 * .pi / d, 2)
    damping = b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / (d * (1 + b))
  }

  /// How long the spring takes to come to rest: for an oscillating spring, when the envelope
  /// A·e^(−ζω₀t) of its motion falls below `settlingTolerance` (A the amplitude from the start and
  /// the initial velocity); for a critically or overdamped one, which never turns back, when the
  /// motion itself stays within it.
  open var settlingDuration: CFTimeInterval {
    let spring = spring
    let zeta = spring.dampingRatio
    guard zeta < 1, zeta > 0 else { return spring.settlingTime(epsilon: Self.settlingTolerance) }
    let omega0 = (spring.stiffness / spring.mass).squareRoot()
    let decay = zeta * omega0
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    // x(t) − 1 = e^(−ζω₀t)(x₀ cos ω_d t + b sin ω_d t), x₀ = −1, b = (v₀ + ζω₀x₀) / ω_d.
    let b = (spring.initialVelocity - decay) / omegaD
    let amplitude = (1 + b * b).squareRoot()
    return max(Double(log(amplitude / Self.settlingTolerance) / decay), 0)
  }

  /// The spring taking progress from 0 to 1.
  var spring: SpringModel {
    let m = mass > 0 && mass.isFinite ? mass : 1
    let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    let ratio = max(damping, 0) / (2 * (k * m).squareRoot())
    return SpringModel(
      mass: m, stiffness: k, dampingRatio: ratio, from: 0,
      velocity: initialVelocity.isFinite ? initialVelocity : 0, to: 1)
  }

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
  }

  override func progress(at state: MediaTimingState, duration: CFTimeInterval) -> CGFloat {
    spring.position(at: state.simpleTime)
  }
}
