import Testing
@_spi(Hail) import UIKit

/// `CASpringAnimation`: the damped spring's closed form, and its settling duration.
@MainActor
@Suite struct CASpringAnimationTests {
  @Test func theDefaultSpringFollowsTheDampedOscillator() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let spring = CASpringAnimation(keyPath: "position.y")
    spring.fromValue = 0
    spring.toValue = 200
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "drop")
    for step in 1...6 {
      app.advance(0.1)
      let t = 0.1 * Double(step)
      let expected = 200 * TimingFormula.spring(mass: 1, stiffness: 100, damping: 10, at: t)
      #expect(abs(Double(layer.presentation()!.position.y) - expected) < 1e-6)
    }
  }

  @Test func itOvershootsWhenUnderdamped() {
    let spring = CASpringAnimation()
    spring.damping = 5
    // ζ = 5 / (2·√100) = 0.25: the first peak at t = π/ω_d overshoots by e^(−ζπ/√(1−ζ²)) ≈ 44 %.
    let omegaD = 10 * (1 - 0.0625).squareRoot()
    let peak = TimingFormula.spring(mass: 1, stiffness: 100, damping: 5, at: .pi / omegaD)
    #expect(abs(peak - 1.444) < 0.001)
  }

  @Test func settlingDurationMatchesApplesExamplesAndTheMotionStaysSettled() {
    let soft = CASpringAnimation()
    soft.damping = 5
    let firm = CASpringAnimation()
    firm.damping = 15
    // Apple's example: damping 5 "approximately 2.85 seconds", 15 "just over 1 second".
    #expect(abs(soft.settlingDuration - 2.85) < 0.01)
    #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05)
    // Settled means settled: the motion stays within the threshold from then on.
    for spring in [soft, firm, CASpringAnimation()] {
      let settle = spring.settlingDuration
      for t in stride(from: settle, through: settle + 3, by: 0.005) {
        let x = TimingFormula.spring(mass: 1, stiffness: 100, damping: Double(spring.damping), at: t)
        #expect(abs(x - 1) < 0.00083)
      }
    }
  }

  @Test func aPerceptualDurationAndBounceGiveSwiftUIsSpring() {
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(abs(spring.damping - 4 * .pi * 0.8 / 0.5) < 1e-9)
  }
}
