import Testing
@_spi(Hail) import UIKit

/// UIPanGestureRecognizer: hysteresis, translation, velocity, touch counts and its action sequence.
@MainActor
@Suite struct PanGestureTests {
  private struct Scene {
    let app: Headless
    let view: UIView
    let pan: CountingPan
    let log = ActionLog()
  }

  private func scene() -> Scene {
    let app = Headless()
    let view = UIView(frame: app.root.bounds)
    app.root.addSubview(view)
    let pan = CountingPan()
    view.addGestureRecognizer(pan)
    let scene = Scene(app: app, view: view, pan: pan)
    scene.log.attach(to: pan)
    return scene
  }

  @Test func beginsOnlyPastTheHysteresis() {
    // (line, move from touch-down, state after that one move)
    let rows: [(Int, CGPoint, UIGestureRecognizer.State)] = [
      (#line, CGPoint(x: 9, y: 0), .possible),
      (#line, CGPoint(x: 10, y: 0), .possible),  // strictly more than 10 pt is needed
      (#line, CGPoint(x: 11, y: 0), .began),
      (#line, CGPoint(x: 0, y: -11), .began),
      (#line, CGPoint(x: 7, y: 7), .possible),  // 9.9 pt
      (#line, CGPoint(x: 8, y: 8), .began),  // 11.3 pt
    ]
    for (line, move, state) in rows {
      let scene = scene()
      scene.app.fingers.down(at: CGPoint(x: 100, y: 100))
      scene.app.advance(1.0 / 60)
      scene.app.fingers.move(to: CGPoint(x: 100 + move.x, y: 100 + move.y))
      #expect(scene.pan.state == state, sourceLocation: rowLocation(line))
      #expect(scene.log.states == (state == .began ? [.began] : []), sourceLocation: rowLocation(line))
    }
  }

  @Test func translationInViewsOfTheirOwnScaleAndScroll() {
    let scene = scene()
    let scrolled = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
    scrolled.bounds.origin = CGPoint(x: 0, y: 500)
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    scene.view.addSubview(scrolled)
    scene.view.addSubview(scaled)
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 140), lift: false)

    // (line, view, translation)
    let rows: [(Int, UIView?, CGPoint)] = [
      (#line, nil, CGPoint(x: 30, y: 40)),
      (#line, scene.view, CGPoint(x: 30, y: 40)),
      (#line, scrolled, CGPoint(x: 30, y: 40)),  // the scroll position does not matter
      (#line, scaled, CGPoint(x: 15, y: 20)),  // the scale does
    ]
    for (line, view, translation) in rows {
      let measured = scene.pan.translation(in: view)
      #expect(abs(measured.x - translation.x) < 1e-9, sourceLocation: rowLocation(line))
      #expect(abs(measured.y - translation.y) < 1e-9, sourceLocation: rowLocation(line))
    }
  }

  @Test func setTranslationRebasesTheTranslation() {
    let scene = scene()
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), lift: false)
    scene.pan.setTranslation(CGPoint(x: 5, y: -5), in: scene.view)
    #expect(scene.pan.translation(in: scene.view) == CGPoint(x: 5, y: -5))
    scene.app.fingers.move(to: CGPoint(x: 160, y: 120))
    #expect(scene.pan.translation(in: scene.view) == CGPoint(x: 15, y: 15))
    scene.pan.setTranslation(.zero, in: nil)
    #expect(scene.pan.translation(in: nil) == .zero)
  }

  @Test func velocityOfASteady60HzDrag() {
    // (line, velocity in pt/s): each frame moves velocity / 60.
    let rows: [(Int, CGPoint)] = [
      (#line, CGPoint(x: 600, y: 0)),
      (#line, CGPoint(x: 0, y: -600)),
      (#line, CGPoint(x: -424.26, y: 424.26)),
    ]
    for (line, velocity) in rows {
      let scene = scene()
      var atEnd: CGPoint?
      // The pan's own view, not `scene.view`: capturing the scene would keep the pan (and its
      // view) alive through the closure the pan holds, a cycle (LeakSanitizer found it).
      scene.pan.addTarget { pan in
        if pan.state == .ended { atEnd = (pan as! UIPanGestureRecognizer).velocity(in: pan.view) }
      }
      let start = CGPoint(x: 180, y: 330)
      let steps = 12
      let seconds = CGFloat(steps) / 60
      let end = CGPoint(x: start.x + velocity.x * seconds, y: start.y + velocity.y * seconds)
      scene.app.drag(from: start, to: end, steps: steps)
      let measured = atEnd ?? .zero
      #expect(abs(measured.x - velocity.x) <= 12, sourceLocation: rowLocation(line))
      #expect(abs(measured.y - velocity.y) <= 12, sourceLocation: rowLocation(line))
    }
  }

  @Test func velocityAfterHoldingStillIsZero() {
    let scene = scene()
    var atEnd: CGPoint?
    scene.pan.addTarget { pan in
      if pan.state == .ended { atEnd = (pan as! UIPanGestureRecognizer).velocity(in: nil) }
    }
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, lift: false)
    #expect(scene.pan.velocity(in: nil).x > 590)
    scene.app.advance(0.1)
    #expect(scene.pan.velocity(in: nil) == .zero)
    scene.app.fingers.up()
    #expect(atEnd == .zero)
  }

  @Test func actionsFireOnBeganEachChangeAndEnded() {
    let scene = scene()
    // Five moves of 10 pt: the first reaches exactly 10 pt and does not begin yet.
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), steps: 5)
    #expect(scene.log.states == [.began, .changed, .changed, .changed, .ended])
  }

  @Test func resetsToPossibleAfterEachGesture() {
    let scene = scene()
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100))
    #expect(scene.pan.state == .possible)
    #expect(scene.pan.resets == 1)
    #expect(scene.pan.numberOfTouches == 0)
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200))
    #expect(scene.pan.state == .possible)
    #expect(scene.pan.resets == 2)
    #expect(scene.log.states.filter { $0 == .began }.count == 2)
    // A touch that never moved: the pan fails and is reset too.
    scene.app.tap(at: CGPoint(x: 10, y: 10))
    #expect(scene.pan.state == .possible)
    #expect(scene.pan.resets == 3)
  }

  @Test func disablingMidGestureCancels() {
    let scene = scene()
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), lift: false)
    scene.pan.isEnabled = false
    #expect(scene.pan.state == .cancelled)
    scene.app.fingers.move(to: CGPoint(x: 200, y: 100))
    scene.app.fingers.up()
    #expect(scene.log.states.last == .cancelled)
    #expect(scene.log.states.filter { $0 == .cancelled }.count == 1)
    #expect(scene.pan.state == .possible)
    // Disabled, it sees nothing; enabled again, it works.
    let actionsSoFar = scene.log.states.count
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100))
    #expect(scene.log.states.count == actionsSoFar)
    scene.pan.isEnabled = true
    scene.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100))
    #expect(scene.log.states.last == .ended)
  }

  @Test func maximumNumberOfTouchesIgnoresExtraFingers() {
    let scene = scene()
    scene.pan.maximumNumberOfTouches = 1
    scene.app.fingers.down(at: CGPoint(x: 100, y: 100), finger: 0)
    scene.app.fingers.down(at: CGPoint(x: 200, y: 200), finger: 1)
    scene.app.fingers.move(to: CGPoint(x: 200, y: 260), finger: 1)
    #expect(scene.pan.numberOfTouches == 1)
    #expect(scene.pan.state == .possible)
    scene.app.fingers.move(to: CGPoint(x: 100, y: 120), finger: 0)
    #expect(scene.pan.state == .began)
    #expect(scene.pan.translation(in: nil) == CGPoint(x: 0, y: 20))
  }

  @Test func minimumNumberOfTouchesWaitsForTheFingers() {
    let scene = scene()
    scene.pan.minimumNumberOfTouches = 2
    scene.app.fingers.down(at: CGPoint(x: 100, y: 100), finger: 0)
    scene.app.fingers.move(to: CGPoint(x: 150, y: 100), finger: 0)
    #expect(scene.pan.state == .possible)
    // Moving alone did not count: with two fingers the hysteresis starts from here.
    scene.app.fingers.down(at: CGPoint(x: 150, y: 200), finger: 1)
    scene.app.fingers.move(to: CGPoint(x: 155, y: 100), finger: 0)
    scene.app.fingers.move(to: CGPoint(x: 155, y: 200), finger: 1)
    #expect(scene.pan.state == .possible)
    scene.app.fingers.move(to: CGPoint(x: 172, y: 100), finger: 0)  // the centroid: 13.5 pt
    #expect(scene.pan.state == .began)
    scene.app.fingers.move(to: CGPoint(x: 172, y: 200), finger: 1)
    #expect(scene.pan.state == .changed)
    #expect(scene.pan.numberOfTouches == 2)
    #expect(scene.pan.translation(in: nil) == CGPoint(x: 22, y: 0))
  }
}
