@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@Suite struct SpringAnimationCurveTests {
  @Test(arguments: [0.1, 0.5, 0.7, 1, 2] as [CGFloat], [0, 1, 5, -3] as [CGFloat])
  func settlesWithinTheDurationAndEndsExactlyAtOne(dampingRatio: CGFloat, initialVelocity: CGFloat) {
    let curve = SpringAnimationCurve(
      duration: 0.5, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 0.5) == 1)
    #expect(curve.progress(at: 7) == 1)
    let tolerance = SpringAnimationCurve.settleTolerance
    #expect(abs(curve.spring.position(at: 0.5) - 1) <= tolerance * (1 + 1e-9))
    // The spring is as slow as it can be: a little softer would not have settled in time.
    let softer = SpringModel(
      stiffness: curve.spring.stiffness * 0.98, dampingRatio: curve.spring.dampingRatio, from: 0,
      velocity: initialVelocity, to: 1)
    #expect(softer.settlingTime(epsilon: tolerance) > 0.5)
    // Continuous up to the end.
    #expect(abs(curve.progress(at: 0.5 - 1e-9) - 1) < 1e-6)
  }

  @Test func criticallyDampedDoesNotOvershoot() {
    let curve = SpringAnimationCurve(duration: 0.4, dampingRatio: 1, initialVelocity: 0)
    for t in stride(from: 0.0, through: 0.4, by: 0.001) {
      #expect(curve.progress(at: t) <= 1)
    }
  }

  @Test func lowDampingOvershoots() {
    let curve = SpringAnimationCurve(duration: 0.4, dampingRatio: 0.5, initialVelocity: 0)
    let peak = stride(from: 0.0, through: 0.4, by: 0.001).map { curve.progress(at: $0) }.max()!
    #expect(peak > 1.1)
  }

  @Test func initialVelocityIsInTotalDistancesPerSecond() {
    let curve = SpringAnimationCurve(duration: 1, dampingRatio: 1, initialVelocity: 4)
    let h = 1e-6
    let slope = curve.progress(at: h) / CGFloat(h)
    // Exactly 4 apart from the sub-tolerance linear correction.
    #expect(abs(slope - 4) < SpringAnimationCurve.settleTolerance * 1.01)
  }

  @Test func degenerateInputsJumpOrStillSettle() {
    let instant = SpringAnimationCurve(duration: 0, dampingRatio: 0.5)
    #expect(instant.progress(at: 0) == 0)
    #expect(instant.progress(at: 0.001) == 1)
    let undamped = SpringAnimationCurve(duration: 0.3, dampingRatio: 0)
    #expect(undamped.spring.dampingRatio == SpringAnimationCurve.minimumDampingRatio)
    #expect(undamped.progress(at: 0.3) == 1)
    #expect(abs(undamped.spring.position(at: 0.3) - 1) <= SpringAnimationCurve.settleTolerance * (1 + 1e-9))
  }
}
