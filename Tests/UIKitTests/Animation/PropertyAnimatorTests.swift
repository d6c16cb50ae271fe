import Foundation
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct PropertyAnimatorTests {
  @Test func aLinearAnimatorRunsItsBlockOnStartAndEndsAtTheEnd() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive)
    #expect(view.center.x == 0)  // the block waits for the start
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(view.center.x == 100)  // the model changes at once
    app.advance(0.25)
    #expect(abs(view.shownX - 25) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
    app.advance(0.75)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
    #expect(view.shownX == 100)
  }

  @Test(arguments: [UIView.AnimationCurve.easeIn, .easeOut, .easeInOut])
  func namedCurvesAreCoreAnimationsCubics(curve: UIView.AnimationCurve) {
    let (app, view) = animatedSquare()
    let animator = UIViewPropertyAnimator(duration: 2, curve: curve) { view.center.x = 100 }
    animator.startAnimation()
    app.advance(0.5)
    let formula: (Double) -> Double =
      switch curve {
      case .easeIn: TimingFormula.easeIn
      case .easeOut: TimingFormula.easeOut
      default: TimingFormula.easeInEaseOut
      }
    #expect(abs(view.shownX - 100 * formula(0.25)) < 1e-5)
  }

  @Test func controlPointsGiveTheirBezier() {
    let (app, view) = animatedSquare()
    let animator = UIViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1)
    ) { view.center.x = 100 }
    animator.startAnimation()
    app.advance(0.3)
    #expect(abs(view.shownX - 100 * TimingFormula.cubicBezier(0.1, 0.9, 0.2, 1, at: 0.3)) < 1e-5)
  }

  @Test func scrubbingAPausedAnimatorIsLinearUnlessAskedOtherwise() {
    let (_, view) = animatedSquare()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
    animator.fractionComplete = 0.3  // pauses an inactive animator
    #expect(animator.state == .active && !animator.isRunning)
    #expect(abs(view.shownX - 30) < 1e-9)
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.3
    #expect(abs(view.shownX - 100 * TimingFormula.easeInEaseOut(0.3)) < 1e-5)
  }

  @Test func aPauseHoldsAndAResumeCarriesOnAlongTheCurve() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    app.advance(0.4)
    animator.pauseAnimation()
    let held = view.shownX
    #expect(abs(held - 100 * TimingFormula.easeInEaseOut(0.4)) < 1e-5)
    app.advance(2)
    #expect(view.shownX == held)
    #expect(positions.isEmpty)
    animator.startAnimation()
    app.advance(0.3)
    #expect(abs(view.shownX - 100 * TimingFormula.easeInEaseOut(0.7)) < 1e-5)
    app.advance(0.3)
    #expect(positions == [.end])
  }

  @Test func aResumeAfterALinearScrubStartsFromWhatIsShown() {
    let (app, view) = animatedSquare()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
    animator.fractionComplete = 0.2  // shows 20, where the curve would show 8
    animator.startAnimation()
    app.advance(1.0 / 60)
    // No jump: the rest of the curve from 0.2, rescaled to start at 20.
    let c = TimingFormula.easeInEaseOut
    let expected = 20 + 80 * (c(0.2 + 1.0 / 60) - c(0.2)) / (1 - c(0.2))
    #expect(abs(view.shownX - expected) < 1e-5)
    #expect(view.shownX > 20 && view.shownX < 22)  // a frame's step, not a jump back to 8
    #expect(abs(animator.fractionComplete - (0.2 + 1.0 / 60)) < 1e-9)
  }

  @Test func reversingRunsBackToTheStartAndPutsTheModelBack() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center.x = 100
      view.backgroundColor = .red
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    app.advance(0.6)
    animator.isReversed = true
    app.advance(0.2)
    #expect(abs(view.shownX - 40) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.4) < 1e-9)
    app.advance(0.4)
    #expect(positions == [.start])
    #expect(view.center.x == 0)
    #expect(view.backgroundColor == nil)
    #expect(view.shownX == 0)
  }

  @Test func stoppingKeepsWhatIsOnScreenAndFinishingPicksThePosition() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    app.advance(0.5)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(view.center.x - 50) < 1e-9)
    #expect(abs(view.shownX - 50) < 1e-9)
    #expect(positions.isEmpty)
    animator.finishAnimation(at: .end)
    #expect(view.center.x == 100 && view.shownX == 100)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
  }

  @Test func stoppingWithoutFinishingRunsNoCompletion() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    app.advance(0.25)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(abs(view.alpha - 0.75) < 1e-6)
    app.advance(1)
    #expect(positions.isEmpty)
    #expect(abs(view.alpha - 0.75) < 1e-6)
  }

  @Test func continuingWithNewTimingRunsTheRestOverTheFactorOfTheDuration() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.center.x = 100 }
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.5
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
    app.advance(0.5)  // half of the 1 s left
    #expect(abs(view.shownX - 75) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
    app.advance(0.5)
    #expect(positions == [.end])
  }

  @Test func blocksAddedLaterRunForTheRemainingTimeAfterTheirDelay() {
    let (app, view) = animatedSquare()
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 100 }
    animator.startAnimation()
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)  // 1 s of the 2 s left
    app.advance(1)
    #expect(view.layer.presentation()!.opacity == 1)
    app.advance(0.5)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    app.advance(0.5)
    #expect(view.layer.presentation()!.opacity == 0)
  }

  @Test func aDampingRatioSpringOvershootsAndSettlesInTheDuration() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 100 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    var peak = 0.0
    for _ in 0..<59 {
      app.advance(1.0 / 60)
      peak = max(peak, view.shownX)
    }
    #expect(peak > 130)  // ζ = 0.3 overshoots by e^(−πζ/√(1−ζ²)) ≈ 37 %
    #expect(positions.isEmpty)
    app.advance(1.0 / 60)
    #expect(positions == [.end])
  }

  @Test func aPhysicalSpringTakesItsOwnSettlingTime() {
    let (app, view) = animatedSquare()
    var finishedAt: TimeInterval?
    // m = 1, k = 100, c = 20: critically damped, ω₀ = 10; x(t) = 1 − (1 + ω₀t)e^(−ω₀t).
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
    animator.addAnimations { view.center.x = 100 }
    animator.addCompletion { _ in finishedAt = app.now }
    let start = app.now
    animator.startAnimation()
    app.advance(0.1)
    let formula = 1 - 2 * exp(-1.0)
    #expect(abs(view.shownX / 100 - formula) < 1e-3)  // within the settle tolerance's correction
    app.advance(2)
    // Critically damped at ω₀ = 10 it settles to 0.1 % in about 0.92 s, not the 5 s given.
    #expect(finishedAt.map { $0 - start < 1 } == true)
  }

  @Test func theRunningAnimatorStartsAtOnceAfterItsDelay() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0.2, options: .curveLinear, animations: { view.center.x = 100 },
      completion: { positions.append($0) })
    #expect(animator.isRunning)
    #expect(animator.delay == 0.2)
    app.advance(0.2)
    #expect(view.shownX == 0)
    app.advance(0.5)
    #expect(abs(view.shownX - 50) < 1e-9)
    app.advance(0.5)
    #expect(positions == [.end])
  }

  @Test func pausesOnCompletionStaysActiveAtTheEnd() {
    let (app, view) = animatedSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.pausesOnCompletion = true
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    app.advance(1.5)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(positions.isEmpty)
    animator.isReversed = true
    animator.startAnimation()
    app.advance(0.5)
    #expect(abs(view.shownX - 50) < 1e-9)
  }

  @Test func aNonInterruptibleAnimatorCannotBePausedAndSaysSo() {
    var messages: [String] = []
    let app = Headless(diagnostics: { messages.append($0) })
    let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.isInterruptible = false
    animator.startAnimation()
    app.advance(0.5)
    animator.pauseAnimation()
    #expect(animator.isRunning)
    #expect(messages == ["UIViewPropertyAnimator: pauseAnimation on a non-interruptible animator"])
    animator.finishAnimation(at: .end)  // not stopped: reported, ignored
    #expect(messages.count == 2)
    #expect(animator.isRunning)
  }

  @Test func theDefaultTimingsAreApples() {
    let spring = UISpringTimingParameters()
    #expect(spring.timingCurveType == .spring)
    #expect(spring.initialVelocity == CGVector(dx: 0, dy: 0))
    // Damping ratio 4.56 is heavily overdamped: it creeps to the end without overshooting.
    let (app, view) = animatedSquare()
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
    animator.addAnimations { view.center.x = 100 }
    animator.startAnimation()
    var last = 0.0
    for _ in 0..<60 {
      app.advance(1.0 / 60)
      #expect(view.shownX >= last && view.shownX <= 100)
      last = view.shownX
    }
    let cubic = UICubicTimingParameters()
    #expect(cubic.animationCurve == .easeInOut)
    #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(cubic.controlPoint2 == CGPoint(x: 0.58, y: 1))
  }
}
