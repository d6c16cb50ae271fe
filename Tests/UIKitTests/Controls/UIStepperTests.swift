import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIStepperTests {
  /// A stepper at (100, 100): 94 × 32, the minus half (100…147), the plus half (147…194).
  private func scene() -> (Headless, UIStepper, ControlEventLog) {
    let app = Headless()
    let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    app.root.addSubview(stepper)
    return (app, stepper, ControlEventLog(stepper))
  }

  private let minus = CGPoint(x: 120, y: 116)
  private let plus = CGPoint(x: 175, y: 116)

  @Test func defaultsAndSize() {
    let (_, stepper, _) = scene()
    #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    #expect(stepper.value == 0)
    #expect(stepper.minimumValue == 0)
    #expect(stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1)
    #expect(stepper.autorepeat)
    #expect(stepper.isContinuous)
    #expect(!stepper.wraps)
  }

  @Test func aTapOnPlusStepsOnceAtTouchDown() {
    let (app, stepper, log) = scene()
    app.fingers.down(at: plus)
    #expect(stepper.value == 1)
    #expect(log.names == ["down", "value", "primary"])
    app.advance(0.1)
    app.fingers.up()
    #expect(stepper.value == 1)
    #expect(log.count("value") == 1)
  }

  @Test func minusAtTheMinimumDoesNothing() {
    let (app, stepper, log) = scene()
    app.tap(at: minus)
    #expect(stepper.value == 0)
    #expect(log.names.isEmpty)
  }

  /// Held: a step at once, the next at 0.5 s, then every 0.2 s; after ten repeats every 0.05 s.
  @Test func holdingRepeatsOnTheClockAndSpeedsUp() {
    let (app, stepper, _) = scene()
    app.fingers.down(at: plus)
    #expect(stepper.value == 1)
    app.advance(0.49)
    #expect(stepper.value == 1)
    app.advance(0.02)  // 0.51
    #expect(stepper.value == 2)
    app.advance(0.2)  // 0.71
    #expect(stepper.value == 3)
    app.advance(1.58)  // 2.29: repeats at 0.9, 1.1, …, 2.1
    #expect(stepper.value == 10)
    app.advance(0.02)  // 2.31: the tenth repeat, at 0.5 + 9 × 0.2 = 2.3
    #expect(stepper.value == 11)
    app.advance(0.2)  // 2.51: fast repeats at 2.35, 2.40, 2.45, 2.50
    #expect(stepper.value == 15)
    app.fingers.up()
    app.advance(1)
    #expect(stepper.value == 15)
  }

  @Test func withoutAutorepeatHoldingStepsOnce() {
    let (app, stepper, _) = scene()
    stepper.autorepeat = false
    app.fingers.down(at: plus)
    app.advance(2)
    app.fingers.up()
    #expect(stepper.value == 1)
  }

  @Test func wrappingGoesRoundTheEnds() {
    let (app, stepper, log) = scene()
    stepper.maximumValue = 3
    stepper.wraps = true
    app.tap(at: minus)
    #expect(stepper.value == 3)
    app.advance(0.5)
    app.tap(at: plus)
    #expect(stepper.value == 0)
    #expect(log.count("value") == 2)
  }

  @Test func aStepThatOvershootsTheMaximumStopsThere() {
    let (app, stepper, _) = scene()
    stepper.maximumValue = 10
    stepper.stepValue = 4
    stepper.value = 8
    app.tap(at: plus)
    #expect(stepper.value == 10)
  }

  @Test func aDiscontinuousStepperSendsOneChangeAtTheEnd() {
    let (app, stepper, log) = scene()
    stepper.isContinuous = false
    app.fingers.down(at: plus)
    app.advance(0.75)
    #expect(stepper.value == 3)
    #expect(log.count("value") == 0)
    app.fingers.up()
    #expect(log.count("value") == 1)
  }

  @Test func theRangeFollowsApplesInvariant() {
    let (_, stepper, _) = scene()
    stepper.minimumValue = 200
    #expect(stepper.maximumValue == 200)
    #expect(stepper.value == 200)
    stepper.maximumValue = 100
    #expect(stepper.minimumValue == 100)
    stepper.stepValue = 0
    #expect(stepper.stepValue == 1)
    stepper.value = .nan
    #expect(stepper.value == 100)
  }

  @Test func theHeldHalfIsHighlightedWhileTheFingerIsOn() throws {
    let (app, stepper, _) = scene()
    let plusHighlight = try #require(stepper.subviews.dropFirst(2).first)
    #expect(plusHighlight.backgroundColor == .clear)
    app.fingers.down(at: plus)
    #expect(plusHighlight.backgroundColor != .clear)
    app.fingers.up()
    #expect(plusHighlight.backgroundColor == .clear)
  }
}
