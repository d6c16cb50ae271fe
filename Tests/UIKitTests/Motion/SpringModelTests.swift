@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

/// Integrates m·x″ = −k·x − c·x′ with fourth-order Runge–Kutta to check the closed forms.
private func integrate(_ spring: SpringModel, until end: Double, step: Double) -> [(Double, CGFloat)] {
  var x = spring.initialPosition - spring.target
  var v = spring.initialVelocity
  let k = spring.stiffness / spring.mass
  let c = spring.damping / spring.mass
  let acceleration = { (x: CGFloat, v: CGFloat) in -k * x - c * v }
  var result: [(Double, CGFloat)] = [(0, x + spring.target)]
  let h = CGFloat(step)
  for index in 1...Int((end / step).rounded()) {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    result.append((Double(index) * step, x + spring.target))
  }
  return result
}

@Suite struct SpringModelTests {
  static let ratios: [CGFloat] = [0, 0.3, 0.5, 1, 1 + 1e-8, 1.0001, 2.5]

  @Test(arguments: ratios)
  func closedFormMatchesNumericIntegration(dampingRatio: CGFloat) {
    let spring = SpringModel(
      mass: 2, stiffness: 150, dampingRatio: dampingRatio, from: 80, velocity: -300, to: 20)
    for (t, x) in integrate(spring, until: 2, step: 1e-4) {
      #expect(abs(spring.position(at: t) - x) < 1e-3, "t = \(t)")
    }
  }

  @Test(arguments: ratios)
  func velocityIsTheDerivativeOfPosition(dampingRatio: CGFloat) {
    let spring = SpringModel(stiffness: 120, dampingRatio: dampingRatio, from: -40, velocity: 500, to: 0)
    #expect(spring.position(at: 0) == -40)
    #expect(abs(spring.velocity(at: 0) - 500) < 1e-9)
    let h = 1e-6
    for t in stride(from: 0.05, through: 1.5, by: 0.05) {
      let slope = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
      #expect(abs(slope - spring.velocity(at: t)) < 1e-3, "t = \(t)")
    }
  }

  @Test func criticallyDampedNeverOvershootsFromRest() {
    let spring = SpringModel(stiffness: 100, dampingRatio: 1, from: 0, to: 1)
    for t in stride(from: 0.0, through: 5, by: 0.001) {
      #expect(spring.position(at: t) <= 1)
    }
  }

  @Test func underdampedOvershoots() {
    let spring = SpringModel(stiffness: 100, dampingRatio: 0.5, from: 0, to: 1)
    let peak = stride(from: 0.0, through: 5, by: 0.001).map { spring.position(at: $0) }.max()!
    // First overshoot of a step response: e^(−πζ/√(1−ζ²)) = 16.3 % at ζ = 0.5.
    #expect(abs(peak - 1.163) < 1e-3)
  }

  @Test(arguments: [0.2, 0.7, 1, 3] as [CGFloat])
  func energyNeverIncreases(dampingRatio: CGFloat) {
    let spring = SpringModel(stiffness: 100, dampingRatio: dampingRatio, from: 50, velocity: 400, to: 0)
    var previous = spring.energy(at: 0)
    for t in stride(from: 0.01, through: 3, by: 0.01) {
      let energy = spring.energy(at: t)
      #expect(energy <= previous * (1 + 1e-12))
      previous = energy
    }
    #expect(spring.energy(at: 3) < spring.energy(at: 0))
  }

  @Test(arguments: [0.1, 0.5, 1, 1 + 1e-8, 1.5, 4] as [CGFloat])
  func staysWithinEpsilonAfterTheSettlingTime(dampingRatio: CGFloat) {
    let epsilon = MotionThreshold.restingDistance(scale: 2)
    let spring = SpringModel(stiffness: 100, dampingRatio: dampingRatio, from: 120, velocity: -900, to: 0)
    let settle = spring.settlingTime(epsilon: epsilon)
    #expect(settle > 0 && settle.isFinite)
    // The settling time is the last crossing: just before it the spring is still farther away.
    #expect(abs(spring.position(at: settle) - spring.target) <= epsilon * (1 + 1e-9))
    #expect(abs(spring.position(at: settle - 1e-6) - spring.target) > epsilon * (1 - 1e-6))
    for t in stride(from: settle, through: settle + 10, by: 0.0005) {
      #expect(abs(spring.position(at: t) - spring.target) <= epsilon * (1 + 1e-9), "t = \(t)")
    }
  }

  @Test func settlingTimeEdgeCases() {
    let atRest = SpringModel(stiffness: 100, dampingRatio: 1, from: 3, to: 3)
    #expect(atRest.settlingTime(epsilon: 0.5) == 0)
    let close = SpringModel(stiffness: 100, dampingRatio: 0.5, from: 0.1, to: 0)
    #expect(close.settlingTime(epsilon: 0.5) == 0)
    let undamped = SpringModel(stiffness: 100, dampingRatio: 0, from: 10, to: 0)
    #expect(undamped.settlingTime(epsilon: 0.5) == .infinity)
    #expect(undamped.settlingTime(epsilon: 11) == 0)
    #expect(atRest.settlingTime(epsilon: 0) == .infinity)
  }

  @Test func overshootOfACriticallyDampedSpringTurnsOnce() {
    // Fast toward the target: crosses it once, turns, and creeps back.
    let spring = SpringModel(stiffness: 100, dampingRatio: 1, from: 10, velocity: -500, to: 0)
    let settle = spring.settlingTime(epsilon: 0.25)
    #expect(spring.position(at: 0.1) < -0.25)
    for t in stride(from: settle, through: settle + 5, by: 0.001) {
      #expect(abs(spring.position(at: t)) <= 0.25 * (1 + 1e-9))
    }
  }

  @Test func scrollBounceIsTheCriticallyDampedStiffness100Spring() {
    let bounce = SpringModel.scrollBounce(from: -60, velocity: -800, to: 0)
    #expect(bounce.stiffness == 100 && bounce.mass == 1 && bounce.dampingRatio == 1)
    #expect(bounce.naturalFrequency == 10)
    #expect(bounce.damping == 20)
    let settle = bounce.settlingTime(epsilon: MotionThreshold.restingDistance(scale: 3))
    #expect(settle > 0.5 && settle < 2)
  }
}
