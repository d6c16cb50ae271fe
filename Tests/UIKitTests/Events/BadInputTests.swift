import Testing
@_spi(Hail) import UIKit

/// Input the engine must survive: views leaving the tree mid-touch, impossible coordinates, fingers
/// that are not down, and a whole hand on the screen.
@MainActor
@Suite struct BadInputTests {
  /// A view that removes itself from its superview as soon as a touch begins on it.
  final class SelfRemovingView: TouchProbe {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesBegan(touches, with: event)
      removeFromSuperview()
    }
  }

  @Test func aViewRemovedInItsOwnTouchesBeganKeepsItsTouch() {
    let app = Headless()
    let view = SelfRemovingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let under = TouchProbe(frame: app.root.bounds)
    app.root.addSubview(under)
    app.root.addSubview(view)
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    #expect(view.superview == nil)
    app.fingers.move(to: CGPoint(x: 60, y: 50))
    app.fingers.up()
    #expect(view.phases == [.began, .moved, .ended])
    #expect(view.entries.allSatisfy { $0.location.x.isFinite && $0.location.y.isFinite })
    #expect(under.entries.isEmpty)
  }

  @Test func aRecognizersViewRemovedMidGestureCancelsIt() {
    let app = Headless()
    let view = UIView(frame: app.root.bounds)
    app.root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    let log = ActionLog()
    log.attach(to: pan)
    view.addGestureRecognizer(pan)
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), steps: 3, lift: false)
    #expect(log.states == [.began, .changed])
    view.removeFromSuperview()
    app.fingers.move(to: CGPoint(x: 100, y: 160))
    #expect(log.states == [.began, .changed, .cancelled])
    app.fingers.move(to: CGPoint(x: 100, y: 190))
    app.fingers.up()
    #expect(log.states == [.began, .changed, .cancelled])
    #expect(pan.state == .possible)
  }

  @Test func aRecognizerRemovedFromItsViewMidGestureIsCancelled() {
    let app = Headless()
    let pan = UIPanGestureRecognizer()
    let log = ActionLog()
    log.attach(to: pan)
    app.root.addGestureRecognizer(pan)
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), steps: 3, lift: false)
    app.root.removeGestureRecognizer(pan)
    #expect(pan.view == nil)
    app.fingers.move(to: CGPoint(x: 100, y: 160))
    app.fingers.up()
    #expect(log.states == [.began, .changed, .cancelled])
    #expect(pan.state == .possible)
  }

  @Test func nonFiniteCoordinatesAreIgnored() {
    let app = Headless()
    let probe = TouchProbe(frame: app.root.bounds)
    app.root.addSubview(probe)
    let bad: [CGPoint] = [
      CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 10),
    ]
    for point in bad {
      #expect(app.fingers.down(at: point) == nil)
    }
    #expect(app.fingers.activeFingers.isEmpty)
    #expect(probe.entries.isEmpty)

    app.fingers.down(at: CGPoint(x: 10, y: 10))
    for point in bad {
      app.fingers.move(to: point)
    }
    app.fingers.up(at: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
    #expect(probe.phases == [.began, .ended])
    #expect(probe.entries.last?.location == CGPoint(x: 10, y: 10))
  }

  @Test func liftingOrCancellingAFingerThatIsNotDownDoesNothing() {
    let app = Headless()
    let probe = TouchProbe(frame: app.root.bounds)
    app.root.addSubview(probe)
    app.fingers.up(at: CGPoint(x: 10, y: 10), finger: 3)
    app.fingers.cancel(finger: 4)
    app.fingers.move(to: CGPoint(x: 20, y: 20), finger: 5)
    #expect(probe.entries.isEmpty)
    app.tap(at: CGPoint(x: 10, y: 10))
    app.fingers.up()  // a second lift of the same finger
    #expect(probe.phases == [.began, .ended])
  }

  @Test func tenFingersAtOnce() {
    let app = Headless()
    let width = app.root.bounds.width / 10
    let probes = (0..<10).map { index in
      TouchProbe(frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 400))
    }
    for probe in probes { app.root.addSubview(probe) }
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    let log = ActionLog()
    log.attach(to: pan)
    app.root.addGestureRecognizer(pan)

    for finger in 0..<10 {
      app.fingers.down(at: CGPoint(x: (CGFloat(finger) + 0.5) * width, y: 100), finger: finger)
    }
    #expect(app.fingers.activeFingers == Array(0..<10))
    #expect(pan.numberOfTouches == 10)
    for finger in 0..<10 {
      app.fingers.move(to: CGPoint(x: (CGFloat(finger) + 0.5) * width, y: 130), finger: finger)
    }
    #expect(pan.state == .changed)
    #expect(abs(pan.translation(in: nil).y - 30) < 1e-9)
    for finger in 0..<10 {
      app.fingers.up(finger: finger)
    }
    #expect(probes.allSatisfy { $0.phases == [.began, .moved, .ended] })
    // Ten distinct touches, one per probe, each the same object through its phases.
    #expect(Set(probes.flatMap(\.touchIdentities)).count == 10)
    #expect(log.states.first == .began && log.states.last == .ended)
    #expect(pan.state == .possible)
    #expect(app.fingers.activeFingers.isEmpty)
  }
}
