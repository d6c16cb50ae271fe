import Foundation

/// A property animator's timing as the engine runs it: how long a full run takes, and the
/// fraction of the change shown at each fraction of that run (0 → 0, 1 → 1; springs overshoot).
struct AnimatorCurve {
  /// Seconds for a run from start to end.
  let duration: TimeInterval
  private let shape: Shape

  private enum Shape {
    case cubic(TimingCurve)
    case spring(SpringAnimationCurve)
    case settlingSpring(SpringModel, settlingTime: TimeInterval)
    case perceptual(DurationSpring)
  }

  /// The timing `provider` gives an animator of `duration` seconds: its spring when it has one,
  /// else its cubic curve (ease-in-ease-out when it has neither).
  init(_ provider: (any UITimingCurveProvider)?, duration: TimeInterval) {
    let length = duration.isFinite ? max(duration, 0) : 0
    if let spring = provider?.springTimingParameters {
      switch spring.form {
      case .dampingRatio(let ratio):
        self.duration = length
        shape = .spring(
          SpringAnimationCurve(duration: length, dampingRatio: ratio, initialVelocity: spring.velocity))
      case .physical(let mass, let stiffness, let damping):
        // c = 2ζ√(km), so ζ = c / (2√(km)).
        let m = mass > 0 && mass.isFinite ? mass : 1
        let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let model = SpringModel(
          mass: m, stiffness: k, dampingRatio: max(damping, 0) / (2 * (k * m).squareRoot()), from: 0,
          velocity: spring.velocity, to: 1)
        let settling = model.settlingTime(epsilon: SpringAnimationCurve.settleTolerance)
        self.duration = settling
        shape = .settlingSpring(model, settlingTime: settling)
      case .perceptual(let perceived, let bounce):
        let model = DurationSpring(duration: perceived, bounce: bounce, initialVelocity: spring.velocity)
        self.duration = model.settlingDuration
        shape = .perceptual(model)
      }
    } else {
      self.duration = length
      shape = .cubic(provider?.cubicTimingParameters?.timingCurve ?? .easeInEaseOut)
    }
  }

  /// The fraction of the change shown when `fraction` of the run has passed.
  func value(at fraction: CGFloat) -> CGFloat {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    switch shape {
    case .cubic(let curve):
      return curve.value(at: fraction)
    case .spring(let spring):
      return spring.progress(at: TimeInterval(fraction) * spring.duration)
    case .settlingSpring(let model, let settling):
      // The sub-tolerance remainder at the settling time is spread linearly, as DurationSpring does.
      let remainder = model.position(at: settling) - 1
      return model.position(at: TimeInterval(fraction) * settling) - remainder * fraction
    case .perceptual(let spring):
      return spring.progress(atFraction: fraction)
    }
  }
}
