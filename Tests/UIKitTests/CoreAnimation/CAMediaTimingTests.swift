import Testing
@_spi(Hail) import UIKit

/// Core Animation's timing model: begin time, fill modes, repeats, autoreverse, speed, time offset
/// and the layer timelines that pause animations.
@MainActor
@Suite struct CAMediaTimingTests {
  private func xAnimation(duration: CFTimeInterval = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = 0
    animation.toValue = 100
    animation.duration = duration
    return animation
  }

  private func x(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

  @Test func aLaterBeginTimeWithABackwardsFillShowsTheStartDuringTheDelay() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let other = CABasicAnimationTests.layerOnScreen(app)
    CATransaction.setDisableActions(true)
    layer.position.x = 500
    other.position.x = 500
    let delayed = xAnimation()
    delayed.beginTime = CACurrentMediaTime() + 1
    layer.add(delayed, forKey: "a")
    let backwards = xAnimation()
    backwards.beginTime = CACurrentMediaTime() + 1
    backwards.fillMode = .backwards
    other.add(backwards, forKey: "b")
    app.advance(0.5)
    #expect(x(layer) == 500)
    #expect(x(other) == 0)
    app.advance(1)
    #expect(abs(x(layer) - 50) < 1e-9)
    #expect(abs(x(other) - 50) < 1e-9)
  }

  @Test func aForwardsFillKeptOnTheLayerHoldsTheEnd() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let hold = xAnimation()
    hold.fillMode = .forwards
    hold.isRemovedOnCompletion = false
    layer.add(hold, forKey: "hold")
    app.advance(3)
    #expect(x(layer) == 100)
    #expect(layer.animationKeys() == ["hold"])
  }

  @Test func repeatsAndAutoreverseFoldTheTimeline() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let pulse = xAnimation()
    pulse.autoreverses = true
    pulse.repeatCount = 2
    pulse.fillMode = .forwards
    pulse.isRemovedOnCompletion = false
    layer.add(pulse, forKey: "pulse")
    // Cycle of 2 s (1 there, 1 back), twice: at 1.25 s on the way back, 75; at 2.5 s, 50 again.
    app.advance(1.25)
    #expect(abs(x(layer) - 75) < 1e-9)
    app.advance(1.25)
    #expect(abs(x(layer) - 50) < 1e-9)
    app.advance(2)
    // Ends where an autoreversing animation ends: at its start.
    #expect(x(layer) == 0)
  }

  @Test func aFractionalRepeatCountEndsPartWay() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let partial = xAnimation()
    partial.repeatCount = 1.5
    partial.fillMode = .forwards
    partial.isRemovedOnCompletion = false
    layer.add(partial, forKey: "partial")
    app.advance(1.25)
    #expect(abs(x(layer) - 25) < 1e-9)
    app.advance(5)
    #expect(abs(x(layer) - 50) < 1e-9)
  }

  @Test func repeatDurationAndCumulativeRepeats() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let steps = xAnimation()
    steps.repeatDuration = 2.5
    steps.isCumulative = true
    layer.add(steps, forKey: "steps")
    app.advance(2.25)
    // Third repetition, a quarter in, on top of two whole ones: 200 + 25.
    #expect(abs(x(layer) - 225) < 1e-9)
    app.advance(0.5)
    #expect(layer.animationKeys() == nil)
  }

  @Test func speedAndTimeOffsetReshapeTheAnimationsOwnTime() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let other = CABasicAnimationTests.layerOnScreen(app)
    let fast = xAnimation(duration: 2)
    fast.speed = 2
    layer.add(fast, forKey: "fast")
    let shifted = xAnimation(duration: 5)
    shifted.timeOffset = 2
    other.add(shifted, forKey: "shifted")
    app.advance(0.5)
    #expect(abs(x(layer) - 50) < 1e-9)
    // "Begins 2 s in, plays to 5, loops to 0": 2.5 s of 5 at 0.5 s, 0.5 s of 5 at 3.5 s.
    #expect(abs(x(other) - 50) < 1e-9)
    app.advance(3)
    #expect(abs(x(other) - 10) < 1e-9)
  }

  @Test func aLayerWithSpeedZeroPausesItsAnimationsAndResumesWhereItStopped() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    layer.add(xAnimation(duration: 2), forKey: "move")
    app.advance(0.5)
    // Technical Q&A QA1673: pause.
    let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = paused
    app.advance(10)
    #expect(abs(x(layer) - 25) < 1e-9)
    // Resume.
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    app.advance(0.5)
    #expect(abs(x(layer) - 50) < 1e-9)
  }

  @Test func aGroupPlacesItsChildrenInItsOwnTime() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let move = xAnimation()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.beginTime = 1
    fade.duration = 1
    let group = CAAnimationGroup()
    group.animations = [move, fade]
    group.duration = 2
    layer.add(group, forKey: "group")
    app.advance(0.5)
    #expect(abs(x(layer) - 50) < 1e-9)
    #expect(layer.presentation()!.opacity == 1)
    app.advance(1)
    #expect(layer.presentation()!.opacity == 0.5)
    #expect(x(layer) == 20)  // the move ended without a fill: the model value
  }
}
