import Testing
@_spi(Hail) import UIKit

/// What the hit view gets while a recognizer works on its touch: `cancelsTouchesInView` and
/// `delaysTouchesBegan`.
@MainActor
@Suite struct TouchCancellationTests {
  private func scene(_ recognizer: UIGestureRecognizer) -> (Headless, RecordingView) {
    let app = Headless()
    let view = RecordingView(frame: app.root.bounds)
    app.root.addSubview(view)
    view.addGestureRecognizer(recognizer)
    return (app, view)
  }

  /// Down, a move under the hysteresis, two moves past it, up.
  private func pan(_ app: Headless) {
    app.fingers.down(at: CGPoint(x: 100, y: 100))
    app.fingers.move(to: CGPoint(x: 105, y: 100))
    app.fingers.move(to: CGPoint(x: 120, y: 100))
    app.fingers.move(to: CGPoint(x: 130, y: 100))
    app.fingers.up()
  }

  @Test func cancelsTouchesInViewTable() {
    // (line, cancelsTouchesInView, what the view gets)
    let rows: [(Int, Bool, [String])] = [
      (#line, true, ["began", "moved", "cancelled"]),
      (#line, false, ["began", "moved", "moved", "moved", "ended"]),
    ]
    for (line, cancels, expected) in rows {
      let recognizer = UIPanGestureRecognizer()
      recognizer.cancelsTouchesInView = cancels
      let (app, view) = scene(recognizer)
      pan(app)
      #expect(view.log == expected, sourceLocation: rowLocation(line))
    }
  }

  @Test func delaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
    let recognizer = UIPanGestureRecognizer()
    recognizer.delaysTouchesBegan = true
    let (app, view) = scene(recognizer)
    app.fingers.down(at: CGPoint(x: 100, y: 100))
    app.advance(0.05)
    app.fingers.move(to: CGPoint(x: 105, y: 100))
    #expect(view.log == [])
    app.fingers.up()  // the pan fails: the held touch-down comes now, then its end
    #expect(view.log == ["began", "ended"])
    app.advance(0.5)
    #expect(view.log == ["began", "ended"])
  }

  @Test func delaysTouchesBeganAndRecognizingMeansTheViewGetsNothing() {
    let recognizer = UIPanGestureRecognizer()
    recognizer.delaysTouchesBegan = true
    let (app, view) = scene(recognizer)
    pan(app)
    #expect(view.log == [])
  }

  @Test func aHeldTouchFollowsOnceAMovingTapFails() {
    let tap = UITapGestureRecognizer()
    tap.delaysTouchesBegan = true
    let (app, view) = scene(tap)
    app.fingers.down(at: CGPoint(x: 100, y: 100))
    #expect(view.log == [])
    app.fingers.move(to: CGPoint(x: 100, y: 115))  // the tap fails here
    #expect(view.log == ["began", "moved"])
    app.fingers.up()
    #expect(view.log == ["began", "moved", "ended"])
  }

  @Test func aHeldTouchOfAWaitingDoubleTapComesWhenItsWindowCloses() {
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    double.delaysTouchesBegan = true
    let (app, view) = scene(double)
    app.tap(at: CGPoint(x: 100, y: 100))
    #expect(view.log == [])
    app.advance(0.5)  // no second tap: the double fails and the first tap is delivered whole
    #expect(view.log == ["began", "ended"])
  }
}
