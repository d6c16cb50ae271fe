import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct LongPressGestureTests {
  private func setUp() -> (Headless, UILongPressGestureRecognizer, ActionLog) {
    let app = Headless()
    let press = UILongPressGestureRecognizer()
    let log = ActionLog()
    log.attach(to: press)
    app.root.addGestureRecognizer(press)
    return (app, press, log)
  }

  @Test func appleDocumentsItsDefaults() {
    let press = UILongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5)
    #expect(press.allowableMovement == 10)
    #expect(press.numberOfTapsRequired == 0)
    #expect(press.numberOfTouchesRequired == 1)
  }

  @Test func itBeginsAtTheFirstFrameHalfASecondAfterTouchDown() {
    let (app, press, log) = setUp()
    let down = app.now
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    app.advance(29.0 / 60)
    #expect(press.state == .possible)
    app.advance(1.0 / 60)
    #expect(press.state == .began)
    #expect(abs(app.now - down - 0.5) < 1e-9)
    // After it began the fingers may go anywhere: each move is a change.
    app.fingers.move(to: CGPoint(x: 250, y: 400))
    #expect(press.state == .changed)
    #expect(press.location(in: app.root) == CGPoint(x: 250, y: 400))
    app.fingers.up()
    #expect(log.states == [.began, .changed, .ended])
  }

  @Test func movingMoreThanTenPointsBeforeItBeginsFailsIt() {
    let (app, press, log) = setUp()
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    app.advance(0.2)
    app.fingers.move(to: CGPoint(x: 106, y: 208))  // 10 pt exactly: still a press
    app.advance(0.1)
    #expect(press.state == .possible)
    app.fingers.move(to: CGPoint(x: 106, y: 208.1))
    #expect(press.state == .failed)
    app.advance(0.5)
    app.fingers.up()
    #expect(log.states.isEmpty)
  }

  @Test func liftingEarlyIsNoPress() {
    let (app, press, log) = setUp()
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    app.advance(0.45)
    app.fingers.up()
    app.advance(0.5)
    #expect(press.state == .possible)
    #expect(log.states.isEmpty)
  }

  @Test func aCustomDurationAndTwoFingers() {
    let (app, press, log) = setUp()
    press.minimumPressDuration = 1
    press.numberOfTouchesRequired = 2
    app.fingers.down(at: CGPoint(x: 100, y: 200), finger: 0)
    app.advance(0.5)
    // One finger alone never starts the clock; it starts when the second lands.
    app.fingers.down(at: CGPoint(x: 150, y: 200), finger: 1)
    app.advance(59.0 / 60)
    #expect(press.state == .possible)
    app.advance(1.0 / 60)
    #expect(press.state == .began)
    #expect(press.numberOfTouches == 2)
    #expect(log.states == [.began])
  }

  @Test func aTapThenAPressWhenOneTapIsRequired() {
    let (app, press, log) = setUp()
    press.numberOfTapsRequired = 1
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    app.advance(0.1)
    app.fingers.up()
    app.advance(0.2)
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    app.advance(0.5)
    #expect(press.state == .began)
    #expect(log.states == [.began])
  }

  @Test func aTapTooLongBeforeThePressFailsIt() {
    let (app, press, log) = setUp()
    press.numberOfTapsRequired = 1
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    app.advance(0.1)
    app.fingers.up()
    app.advance(0.4)  // past the 0.35 s between taps
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    app.advance(0.6)
    #expect(press.state != .began)
    #expect(log.states.isEmpty)
  }
}
