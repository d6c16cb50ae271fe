import Testing
@_spi(Hail) import UIKit

/// The application's reset with a finger still down lets go of the touch: every recognizer in play
/// goes back to `possible` and forgets its touches, the touch is cancelled and the finger is up
/// afterwards, and none of the old screen's code runs (no action, no `touchesCancelled`: the objects
/// it captures may be gone by then).
@MainActor
@Suite struct ResetWithFingerDownTests {
  /// A screen with a touch probe over its top-left 200 × 200 pt.
  private func probedScreen() -> (Headless, TouchProbe) {
    let app = Headless()
    let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    app.root.addSubview(probe)
    return (app, probe)
  }

  @Test func theTouchIsCancelledAndTheViewHearsNothingMore() {
    let (app, probe) = probedScreen()
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    app.advance(0.1)
    app.fingers.move(to: CGPoint(x: 60, y: 60))
    app.advance(0.1)
    let resetAt = app.now
    UIApplication.shared.resetHeadless()
    #expect(probe.phases == [.began, .moved])
    #expect(probe.lastTouch?.phase == .cancelled)
    #expect(probe.lastTouch?.timestamp == resetAt)
  }

  @Test func recognizersInPlayGoBackToPossibleWithoutTheirActions() {
    let app = Headless()
    let pannedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    let tappedView = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
    app.root.addSubview(pannedView)
    app.root.addSubview(tappedView)
    let pan = CountingPan()
    var panStates: [UIGestureRecognizer.State] = []
    pan.addTarget { panStates.append($0.state) }
    pannedView.addGestureRecognizer(pan)
    var taps = 0
    let tap = UITapGestureRecognizer { _ in taps += 1 }
    tappedView.addGestureRecognizer(tap)
    app.fingers.down(at: CGPoint(x: 100, y: 100), finger: 0)
    app.fingers.down(at: CGPoint(x: 100, y: 400), finger: 1)
    app.fingers.move(to: CGPoint(x: 100, y: 150), finger: 0)
    #expect(panStates == [.began])
    #expect(tap.state == .possible && tap.numberOfTouches == 1)
    UIApplication.shared.resetHeadless()
    #expect(panStates == [.began])
    #expect(pan.state == .possible && pan.numberOfTouches == 0 && pan.resets == 1)
    #expect(tap.state == .possible && tap.numberOfTouches == 0)
    #expect(taps == 0)
  }

  @Test func aTouchHeldBackFromItsViewNeverReachesIt() {
    let (app, probe) = probedScreen()
    let tap = UITapGestureRecognizer { _ in }
    tap.delaysTouchesBegan = true
    probe.addGestureRecognizer(tap)
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    UIApplication.shared.resetHeadless()
    app.advance(1)
    #expect(probe.entries.isEmpty)
  }

  @Test func theFingerIsUpAfterTheReset() {
    let (app, probe) = probedScreen()
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    UIApplication.shared.resetHeadless()
    #expect(app.fingers.activeFingers == [])
    app.fingers.move(to: CGPoint(x: 70, y: 70))
    app.fingers.up()
    #expect(probe.phases == [.began])
  }
}
