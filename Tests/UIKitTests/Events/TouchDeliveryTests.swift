import Testing
@_spi(Hail) import UIKit

/// The window hit-tests on touch-down only; every later phase goes to the same view and the same
/// `UITouch`, with locations converted into whichever view asks.
@MainActor
@Suite struct TouchDeliveryTests {
  @Test func laterPhasesGoToTheViewHitOnTouchDown() {
    let app = Headless()
    let left = TouchProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = TouchProbe(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    app.root.addSubview(left)
    app.root.addSubview(right)

    app.fingers.down(at: CGPoint(x: 50, y: 50))
    app.fingers.move(to: CGPoint(x: 250, y: 50))  // over `right` now
    app.fingers.move(to: CGPoint(x: 250, y: 400))  // over no probe at all
    app.fingers.up(at: CGPoint(x: 250, y: 50))

    #expect(left.phases == [.began, .moved, .moved, .ended])
    #expect(right.entries.isEmpty)
    #expect(
      left.entries.map(\.location) == [
        CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50), CGPoint(x: 250, y: 400), CGPoint(x: 250, y: 50),
      ])
    #expect(Set(left.touchIdentities).count == 1)
  }

  @Test func aViewAddedOverTheFingerAfterTouchDownGetsNothing() {
    let app = Headless()
    let under = TouchProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    app.root.addSubview(under)
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    let over = TouchProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    app.root.addSubview(over)
    app.fingers.move(to: CGPoint(x: 60, y: 60))
    app.fingers.up()
    #expect(under.phases == [.began, .moved, .ended])
    #expect(over.entries.isEmpty)
  }

  @Test func locationsInSeveralViews() throws {
    let app = Headless()
    let plain = UIView(frame: CGRect(x: 20, y: 30, width: 300, height: 300))
    // A scrolled view: its content is shown from y = 150 (a scroll view's contentOffset).
    let scrolled = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
    scrolled.bounds.origin = CGPoint(x: 0, y: 150)
    let content = UIView(frame: CGRect(x: 10, y: 160, width: 100, height: 100))
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame -50…150
    app.root.addSubview(plain)
    app.root.addSubview(scrolled)
    scrolled.addSubview(content)
    app.root.addSubview(scaled)
    let probe = TouchProbe(frame: app.root.bounds)
    app.root.addSubview(probe)

    app.fingers.down(at: CGPoint(x: 150, y: 250))
    app.fingers.move(to: CGPoint(x: 160, y: 270))
    let touch = try #require(probe.lastTouch)

    // (line, view, location, previous location)
    let rows: [(Int, UIView?, CGPoint, CGPoint)] = [
      (#line, nil, CGPoint(x: 160, y: 270), CGPoint(x: 150, y: 250)),
      (#line, app.window, CGPoint(x: 160, y: 270), CGPoint(x: 150, y: 250)),
      (#line, plain, CGPoint(x: 140, y: 240), CGPoint(x: 130, y: 220)),
      (#line, scrolled, CGPoint(x: 60, y: 220), CGPoint(x: 50, y: 200)),
      (#line, content, CGPoint(x: 50, y: 60), CGPoint(x: 40, y: 40)),
      (#line, scaled, CGPoint(x: 105, y: 160), CGPoint(x: 100, y: 150)),
    ]
    for (line, view, location, previous) in rows {
      #expect(touch.location(in: view) == location, sourceLocation: rowLocation(line))
      #expect(touch.previousLocation(in: view) == previous, sourceLocation: rowLocation(line))
    }
  }

  @Test func previousLocationIsTheLastPhasesLocation() {
    let app = Headless()
    let probe = TouchProbe(frame: app.root.bounds)
    app.root.addSubview(probe)
    app.fingers.down(at: CGPoint(x: 10, y: 10))
    app.fingers.move(to: CGPoint(x: 20, y: 15))
    app.fingers.move(to: CGPoint(x: 35, y: 15))
    app.fingers.up(at: CGPoint(x: 40, y: 20))
    #expect(
      probe.entries.map(\.previousLocation) == [
        CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 15), CGPoint(x: 35, y: 15),
      ])
  }

  @Test func timestampsFollowTheVirtualClock() {
    let app = Headless()
    let probe = TouchProbe(frame: app.root.bounds)
    app.root.addSubview(probe)
    app.advance(0.5)
    app.fingers.down(at: CGPoint(x: 10, y: 10))
    app.advance(0.1)
    app.fingers.move(to: CGPoint(x: 20, y: 10))
    app.advance(0.25)
    app.fingers.up()
    let expected: [TimeInterval] = [0.5, 0.6, 0.85]
    #expect(probe.entries.count == 3)
    for (entry, time) in zip(probe.entries, expected) {
      #expect(abs(entry.timestamp - time) < 1e-9)
    }
  }

  @Test func twoFingersOnTwoViewsAreTwoTouches() {
    let app = Headless()
    let left = TouchProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = TouchProbe(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    app.root.addSubview(left)
    app.root.addSubview(right)

    app.fingers.down(at: CGPoint(x: 50, y: 50), finger: 0)
    app.fingers.down(at: CGPoint(x: 250, y: 50), finger: 1)
    #expect(app.fingers.activeFingers == [0, 1])
    app.fingers.move(to: CGPoint(x: 60, y: 50), finger: 0)
    app.fingers.move(to: CGPoint(x: 240, y: 60), finger: 1)
    app.fingers.up(finger: 1)
    app.fingers.up(finger: 0)

    // Each view sees only its own finger: the other one is stationary, not re-delivered.
    #expect(left.phases == [.began, .moved, .ended])
    #expect(right.phases == [.began, .moved, .ended])
    #expect(left.entries.map(\.location).last == CGPoint(x: 60, y: 50))
    #expect(right.entries.map(\.location).last == CGPoint(x: 40, y: 60))
    #expect(Set(left.touchIdentities).count == 1)
    #expect(Set(right.touchIdentities).count == 1)
    #expect(left.touchIdentities[0] != right.touchIdentities[0])
    #expect(app.fingers.activeFingers.isEmpty)
  }
}

@MainActor
@Suite struct MultipleTouchTests {
  @Test(arguments: [(false, 1), (true, 2)])
  func aViewGetsTheSecondFingerOnlyWhenMultipleTouchIsEnabled(enabled: Bool, fingers: Int) {
    final class Counter: UIView {
      var began = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    }
    let app = Headless()
    let view = Counter(frame: app.root.bounds)
    view.isMultipleTouchEnabled = enabled
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    app.root.addSubview(view)
    app.fingers.down(at: CGPoint(x: 100, y: 100), finger: 0)
    app.fingers.down(at: CGPoint(x: 200, y: 200), finger: 1)
    #expect(view.began == fingers)
    #expect(pan.numberOfTouches == 2)
  }
}
