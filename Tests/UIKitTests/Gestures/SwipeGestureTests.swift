import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct SwipeGestureTests {
  private func setUp(_ direction: UISwipeGestureRecognizer.Direction = .right)
    -> (Headless, UISwipeGestureRecognizer, ActionLog)
  {
    let app = Headless()
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = direction
    let log = ActionLog()
    log.attach(to: swipe)
    app.root.addGestureRecognizer(swipe)
    return (app, swipe, log)
  }

  /// Moves finger 0 from `start` by `offset` in `steps` frames, without lifting.
  private func move(_ app: Headless, from start: CGPoint, by offset: CGPoint, steps: Int) {
    app.fingers.down(at: start)
    for step in 1...steps {
      app.advance(1.0 / 60)
      let f = CGFloat(step) / CGFloat(steps)
      app.fingers.move(to: CGPoint(x: start.x + offset.x * f, y: start.y + offset.y * f))
    }
  }

  @Test func theDefaultsAreApples() {
    let swipe = UISwipeGestureRecognizer()
    #expect(swipe.direction == .right)
    #expect(swipe.numberOfTouchesRequired == 1)
  }

  @Test func fiftyPointsRightWithinHalfASecondIsRecognizedBeforeTheFingerLifts() {
    let (app, swipe, log) = setUp()
    move(app, from: CGPoint(x: 100, y: 300), by: CGPoint(x: 49, y: 0), steps: 5)
    #expect(swipe.state == .possible)
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 150, y: 310))  // 50 along, 10 across
    #expect(swipe.state == .ended)
    #expect(log.states == [.ended])
    // Where the swipe began, not where the finger is.
    #expect(swipe.location(in: app.root) == CGPoint(x: 100, y: 300))
    app.fingers.up()
  }

  @Test func theWrongDirectionFails() {
    let (app, swipe, log) = setUp(.right)
    move(app, from: CGPoint(x: 200, y: 300), by: CGPoint(x: -80, y: 0), steps: 5)
    #expect(swipe.state == .failed)
    app.fingers.up()
    #expect(log.states.isEmpty)
  }

  @Test func severalDirectionsAreAllowedAtOnce() {
    let (app, swipe, log) = setUp([.left, .up])
    move(app, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -60), steps: 4)
    #expect(swipe.state == .ended)
    #expect(log.states == [.ended])
  }

  @Test func tooSlowFails() {
    let (app, swipe, log) = setUp()
    // 55 pt in 0.6 s: 50 pt comes at about 0.55 s, after the 0.5 s limit.
    move(app, from: CGPoint(x: 100, y: 300), by: CGPoint(x: 55, y: 0), steps: 36)
    #expect(swipe.state == .failed)
    #expect(log.states.isEmpty)
  }

  @Test func aDiagonalDragIsNotASwipe() {
    let (app, swipe, log) = setUp()
    // 60 along and 40 across: more than half the distance off the axis.
    move(app, from: CGPoint(x: 100, y: 300), by: CGPoint(x: 60, y: 40), steps: 5)
    #expect(swipe.state == .failed)
    #expect(log.states.isEmpty)
  }

  @Test func twoFingersWhenTwoAreRequired() {
    let (app, swipe, log) = setUp(.down)
    swipe.numberOfTouchesRequired = 2
    app.fingers.down(at: CGPoint(x: 100, y: 200), finger: 0)
    app.fingers.down(at: CGPoint(x: 140, y: 200), finger: 1)
    for step in 1...4 {
      app.advance(1.0 / 60)
      let y = 200 + CGFloat(step) * 15
      app.fingers.move([0: CGPoint(x: 100, y: y), 1: CGPoint(x: 140, y: y)])
    }
    #expect(swipe.state == .ended)
    #expect(swipe.location(in: app.root) == CGPoint(x: 120, y: 200))
    #expect(log.states == [.ended])
  }
}

@MainActor
@Suite struct ScreenEdgePanThresholdTests {
  private func setUp() -> (Headless, UIScreenEdgePanGestureRecognizer) {
    let app = Headless()
    let edgePan = UIScreenEdgePanGestureRecognizer()
    edgePan.edges = .left
    app.root.addGestureRecognizer(edgePan)
    return (app, edgePan)
  }

  @Test func itStartsWithinThirteenPointsOfTheEdgeAndBeginsPastFifteen() {
    let (app, edgePan) = setUp()
    app.fingers.down(at: CGPoint(x: 13, y: 300))
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 28, y: 300))  // 15 pt: not yet
    #expect(edgePan.state == .possible)
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 28.5, y: 300))
    #expect(edgePan.state == .began)
  }

  @Test func aTouchFourteenPointsInIsNoEdgePan() {
    let (app, edgePan) = setUp()
    app.fingers.down(at: CGPoint(x: 14, y: 300))
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 60, y: 300))
    #expect(edgePan.state == .failed)
  }

  @Test func aDragAlongTheEdgeFails() {
    let (app, edgePan) = setUp()
    app.fingers.down(at: CGPoint(x: 5, y: 300))
    app.advance(1.0 / 60)
    // Straight down: 90° from the way in, outside the 155° window's half (77.5°).
    app.fingers.move(to: CGPoint(x: 5, y: 330))
    #expect(edgePan.state == .failed)
  }
}
