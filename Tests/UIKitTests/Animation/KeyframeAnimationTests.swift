import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct KeyframeAnimationTests {
  private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

  @Test func keyframesReachTheirValuesAtTheirEndsAndHoldBetween() {
    let (app, view) = animatedSquare()
    var finished: [Bool] = []
    UIView.animateKeyframes(
      withDuration: 4, delay: 0, options: linear,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 300 }
      }, completion: { finished.append($0) })
    #expect(view.center.x == 300)  // the model is the last keyframe's at once
    app.advance(0.5)
    #expect(abs(view.shownX - 50) < 1e-9)
    app.advance(1)  // 1.5 s: between the keyframes, holding
    #expect(abs(view.shownX - 100) < 1e-9)
    app.advance(1.5)  // 3 s: half-way through the second keyframe
    #expect(abs(view.shownX - 200) < 1e-9)
    app.advance(1)
    #expect(view.shownX == 300)
    #expect(finished == [true])
  }

  @Test func withoutACurveTheWholeRunEasesInAndOut() {
    let (app, view) = animatedSquare()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
      })
    app.advance(0.25)
    #expect(abs(view.shownX - 100 * TimingFormula.easeInEaseOut(0.25)) < 1e-5)
  }

  @Test func discreteJumpsAtEachKeyframesEnd() {
    let (app, view) = animatedSquare()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete),
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 200 }
      })
    app.advance(0.4)
    #expect(view.shownX == 0)
    app.advance(0.2)
    #expect(view.shownX == 100)
    app.advance(0.3)
    #expect(view.shownX == 100)
    app.advance(0.1)
    #expect(view.shownX == 200)
  }

  @Test func pacedMovesAtConstantSpeedWhateverTheKeyframesSay() {
    let (app, view) = animatedSquare()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear.union(.calculationModePaced),
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 400 }
      })
    app.advance(0.5)
    // 400 pt at constant speed: 200 at half time (the linear mode would show 100).
    #expect(abs(view.shownX - 200) < 1e-6)
  }

  @Test func changesOutsideKeyframesSpanTheWholeDurationAndTheDelayShowsTheStart() {
    let (app, view) = animatedSquare()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0.5, options: linear,
      animations: {
        view.alpha = 0
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
      })
    app.advance(0.5)
    #expect(view.layer.presentation()!.opacity == 1)
    #expect(view.shownX == 0)
    app.advance(0.25)
    #expect(abs(view.layer.presentation()!.opacity - 0.75) < 1e-6)
    #expect(abs(view.shownX - 50) < 1e-9)
  }

  @Test func removingTheAnimationsCompletesUnfinished() {
    let (app, view) = animatedSquare()
    var finished: [Bool] = []
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
      }, completion: { finished.append($0) })
    app.advance(0.2)
    view.layer.removeAllAnimations()
    // The removal is told on the next frame, the completion runs on the one after.
    app.advance(2.0 / 60)
    #expect(finished == [false])
    #expect(view.shownX == 100)
  }

  @Test func autoreverseAndRepeatFoldTheTimeline() {
    let (app, view) = animatedSquare()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear.union([.autoreverse, .repeat]),
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
      })
    app.advance(1.25)  // on the way back
    #expect(abs(view.shownX - 75) < 1e-9)
    app.advance(1)  // the next cycle, going out again
    #expect(abs(view.shownX - 25) < 1e-9)
  }
}
