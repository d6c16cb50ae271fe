import Testing
@_spi(Hail) import UIKit

/// UIGestureRecognizerDelegate: vetoing a beginning, withholding touches, and letting two
/// recognizers work at once.
@MainActor
@Suite struct GestureDelegateTests {
  final class Delegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var askedToBegin = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      askedToBegin += 1
      return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      shouldReceive
    }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
  }

  /// A pan that counts the touch callbacks it gets.
  final class TouchCountingPan: UIPanGestureRecognizer {
    var touchCalls = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      touchCalls += 1
      super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      touchCalls += 1
      super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      touchCalls += 1
      super.touchesEnded(touches, with: event)
    }
  }

  @Test func shouldBeginFalseFailsTheRecognizer() {
    let app = Headless()
    let view = RecordingView(frame: app.root.bounds)
    app.root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    let delegate = Delegate()
    delegate.shouldBegin = false
    pan.delegate = delegate
    let log = ActionLog()
    log.attach(to: pan)
    view.addGestureRecognizer(pan)
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), steps: 4, lift: false)
    #expect(pan.state == .failed)
    #expect(delegate.askedToBegin == 1)
    app.fingers.up()
    #expect(log.states.isEmpty)
    #expect(pan.state == .possible)
    // The view was never cancelled: the recognizer never took the touch.
    #expect(view.log == ["began", "moved", "moved", "moved", "moved", "ended"])
  }

  @Test func shouldReceiveFalseHidesTheTouch() {
    let app = Headless()
    let view = UIView(frame: app.root.bounds)
    app.root.addSubview(view)
    let pan = TouchCountingPan()
    let delegate = Delegate()
    delegate.shouldReceive = false
    pan.delegate = delegate
    view.addGestureRecognizer(pan)
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), lift: false)
    #expect(pan.touchCalls == 0)
    #expect(pan.numberOfTouches == 0)
    #expect(pan.state == .possible)
    app.fingers.up()
    #expect(pan.touchCalls == 0)
    #expect(delegate.askedToBegin == 0)
  }

  /// An outer pan on a container and an inner pan on its subview, both under one finger.
  private func nestedPans(simultaneous: Bool) -> (
    outer: [UIGestureRecognizer.State], inner: [UIGestureRecognizer.State]
  ) {
    let app = Headless()
    let outerView = UIView(frame: app.root.bounds)
    let innerView = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    app.root.addSubview(outerView)
    outerView.addSubview(innerView)
    let outer = UIPanGestureRecognizer()
    let inner = UIPanGestureRecognizer()
    let delegate = Delegate()
    delegate.simultaneous = simultaneous
    outer.delegate = delegate
    outerView.addGestureRecognizer(outer)
    innerView.addGestureRecognizer(inner)
    let outerLog = ActionLog()
    let innerLog = ActionLog()
    outerLog.attach(to: outer)
    innerLog.attach(to: inner)
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), steps: 3, lift: false)
    let states = (outer.state, inner.state)
    app.fingers.up()
    #expect(outer.state == .possible && inner.state == .possible)
    return ([states.0] + outerLog.states, [states.1] + innerLog.states)
  }

  @Test func simultaneousRecognitionLetsBothPansBegin() {
    let (outer, inner) = nestedPans(simultaneous: true)
    // (state while dragging, then each action)
    #expect(outer == [.changed, .began, .changed, .changed, .ended])
    #expect(inner == [.changed, .began, .changed, .changed, .ended])
  }

  @Test func withoutItTheInnerPanWinsAndTheOuterFails() {
    let (outer, inner) = nestedPans(simultaneous: false)
    #expect(outer == [.failed])
    #expect(inner == [.changed, .began, .changed, .changed, .ended])
  }
}
