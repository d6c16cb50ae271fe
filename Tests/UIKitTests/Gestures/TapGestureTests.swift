import Testing
@_spi(Hail) import UIKit

/// UITapGestureRecognizer: one action per tap, failure on movement, and a single tap that waits for
/// a double tap to fail (`require(toFail:)`).
@MainActor
@Suite struct TapGestureTests {
  @Test func firesOnceAndFailsAfterMoving() {
    // (line, how far the finger moves before lifting, actions, state seen just before lifting)
    let rows: [(Int, CGFloat, Int, UIGestureRecognizer.State)] = [
      (#line, 0, 1, .possible),
      (#line, 9, 1, .possible),
      (#line, 10, 1, .possible),
      (#line, 11, 0, .failed),
      (#line, 40, 0, .failed),
    ]
    for (line, distance, actions, stateBeforeLift) in rows {
      let app = Headless()
      let view = UIView(frame: app.root.bounds)
      app.root.addSubview(view)
      let tap = UITapGestureRecognizer()
      let log = ActionLog()
      log.attach(to: tap)
      view.addGestureRecognizer(tap)
      app.fingers.down(at: CGPoint(x: 100, y: 100))
      app.fingers.move(to: CGPoint(x: 100, y: 100 + distance))
      #expect(tap.state == stateBeforeLift, sourceLocation: rowLocation(line))
      app.fingers.up()
      #expect(log.states == Array(repeating: .ended, count: actions), sourceLocation: rowLocation(line))
      #expect(tap.state == .possible, sourceLocation: rowLocation(line))
    }
  }

  /// A single tap that requires a double tap on the same view to fail first.
  private func singleAndDouble() -> (Headless, counts: () -> (single: Int, double: Int)) {
    let app = Headless()
    let view = UIView(frame: app.root.bounds)
    app.root.addSubview(view)
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    let singleLog = ActionLog()
    let doubleLog = ActionLog()
    singleLog.attach(to: single)
    doubleLog.attach(to: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    return (app, { (singleLog.states.count, doubleLog.states.count) })
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let (app, counts) = singleAndDouble()
    app.tap(at: CGPoint(x: 100, y: 100))
    let lift = app.now
    app.advance(0.3)
    #expect(counts() == (0, 0))
    app.advance(lift + 0.34 - app.now)
    #expect(counts() == (0, 0))
    app.advance(0.03)  // past the 0.35 s window
    #expect(counts() == (1, 0))
    app.advance(1)
    #expect(counts() == (1, 0))
  }

  @Test func aDoubleTapFiresOnlyTheDouble() {
    let (app, counts) = singleAndDouble()
    app.tap(at: CGPoint(x: 100, y: 100))
    app.advance(0.2)
    app.tap(at: CGPoint(x: 102, y: 101))
    #expect(counts() == (0, 1))
    app.advance(1)
    #expect(counts() == (0, 1))
    // Both are ready for the next gesture.
    app.tap(at: CGPoint(x: 100, y: 100))
    app.advance(0.5)
    #expect(counts() == (1, 1))
  }

  @Test func twoSlowTapsAreTwoSingles() {
    let (app, counts) = singleAndDouble()
    app.tap(at: CGPoint(x: 100, y: 100))
    app.advance(0.5)
    app.tap(at: CGPoint(x: 100, y: 100))
    app.advance(0.5)
    #expect(counts() == (2, 0))
  }
}
