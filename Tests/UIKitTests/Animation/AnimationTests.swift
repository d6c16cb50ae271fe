import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct AnimationTests {
  @Test func linearAnimationIsHalfWayAtHalfTimeWhileTheModelIsFinalAtOnce() {
    let app = Headless()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    app.root.addSubview(header)
    UIView.animate(
      withDuration: 0.15, delay: 0, options: .curveLinear,
      animations: {
        header.frame.origin.y = -100
      })
    #expect(header.frame.origin.y == -100)
    #expect(header.layer.presentation()!.frame.origin.y == 0)
    app.advance(0.075)
    #expect(abs(header.layer.presentation()!.frame.origin.y - -50) < 1e-6)
    app.advance(0.075)
    #expect(header.layer.presentation()!.frame.origin.y == -100)
  }

  @Test func easeInOutIsTheDefaultCurve() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
    app.advance(0.25)
    let expected = 1 - TimingCurve.easeInEaseOut.value(at: 0.25)
    #expect(abs(view.layer.presentation()!.opacity - Float(expected)) < 1e-5)
    #expect(expected > 0.85)  // ease-in: well behind linear's 0.75 a quarter of the way in
  }

  @Test func aNewAnimationStartsFromThePresentationValue() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
    app.advance(0.1)
    let midway = view.layer.presentation()!.position.x
    #expect(abs(midway - 55) < 1e-6)
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.center.x = 5 })
    #expect(abs(view.layer.presentation()!.position.x - midway) < 1e-6)
    #expect(view.center.x == 5)
    app.advance(0.5)
    #expect(view.layer.presentation()!.position.x == 5)
  }

  @Test func completionRunsExactlyOnceWithFinished() {
    let app = Headless()
    let view = UIView()
    app.root.addSubview(view)
    var calls: [Bool] = []
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { calls.append($0) })
    app.advance(0.2)
    #expect(calls.isEmpty)
    app.advance(0.2)
    app.advance(1)
    #expect(calls == [true])
  }

  @Test func removedAnimationsCompleteUnfinished() {
    let app = Headless()
    let view = UIView()
    app.root.addSubview(view)
    var calls: [Bool] = []
    UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { calls.append($0) })
    app.advance(0.1)
    view.layer.removeAllAnimations()
    #expect(view.layer.presentation()!.opacity == 0.5)
    app.advance(0.1)
    app.advance(2)
    #expect(calls == [false])
  }

  @Test func anAnimationThatChangesNothingStillCompletes() {
    let app = Headless()
    var calls: [Bool] = []
    UIView.animate(withDuration: 0.3, animations: {}, completion: { calls.append($0) })
    app.advance(0.4)
    #expect(calls == [true])
  }

  @Test func delayShowsTheOldValueUntilTheAnimationStarts() {
    let app = Headless()
    let view = UIView()
    app.root.addSubview(view)
    UIView.animate(withDuration: 0.1, delay: 0.2, options: .curveLinear, animations: { view.alpha = 0 })
    app.advance(0.15)
    #expect(view.layer.presentation()!.opacity == 1)
    app.advance(0.1)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-5)
  }

  @Test func criticallyDampedSpringNeverOvershoots() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
      animations: { view.center.x = 100 })
    var maximum: CGFloat = 0
    for _ in 0..<40 {
      app.advance(1.0 / 60)
      maximum = max(maximum, view.layer.presentation()!.position.x)
    }
    #expect(maximum <= 100 + 1e-9)
    #expect(view.layer.presentation()!.position.x == 100)
  }

  @Test func underdampedSpringOvershoots() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
      animations: { view.center.x = 100 })
    var maximum: CGFloat = 0
    for _ in 0..<30 {
      app.advance(1.0 / 60)
      maximum = max(maximum, view.layer.presentation()!.position.x)
    }
    #expect(maximum > 105)
  }

  @Test func performWithoutAnimationSetsValuesAtOnce() {
    let app = Headless()
    let view = UIView()
    app.root.addSubview(view)
    UIView.animate(
      withDuration: 1,
      animations: {
        UIView.performWithoutAnimation { view.alpha = 0.2 }
      })
    #expect(view.layer.presentation()!.opacity == 0.2)
  }
}

/// `.repeat` and `.autoreverse` in `UIView.animate`.
@MainActor
@Suite struct RepeatingAnimationTests {
  @Test func autoreverseGoesThereAndBackThenShowsTheModelValue() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.center.x = 105 },
      completion: { finished.append($0) })
    app.advance(0.25)
    #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-9)
    app.advance(1)
    // 1.25 s: a quarter of the way back from 105 to 5.
    #expect(abs(view.layer.presentation()!.position.x - 80) < 1e-9)
    app.advance(1)
    #expect(view.layer.presentation()!.position.x == 105)
    #expect(finished == [true])
  }

  @Test func repeatRunsUntilRemovedAndThenCompletesUnfinished() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { view.alpha = 0 }, completion: { finished.append($0) })
    app.advance(10.125)
    // Ten cycles of 0.5 s there and 0.5 s back, then a quarter of the way there again.
    #expect(abs(view.layer.presentation()!.opacity - 0.75) < 1e-5)
    #expect(finished.isEmpty)
    view.layer.removeAllAnimations()
    app.advance(1.0 / 60)
    #expect(finished == [false])
    #expect(view.layer.presentation()!.opacity == 0)
  }
}
