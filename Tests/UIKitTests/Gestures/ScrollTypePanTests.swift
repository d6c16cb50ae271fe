import Testing
@_spi(Hail) import UIKit

/// A pan gesture recognizer follows mouse-wheel notches only when `allowedScrollTypesMask` lets it.
@MainActor
@Suite struct ScrollTypePanTests {
  @Test func aWheelNotchIsAWholeGestureForAPanAllowingDiscreteScrolls() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    app.root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    var seen: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
    // The recognizer handed in and its view, not `pan` and `view`: the pan holds this closure and the
    // view holds the pan, so capturing either would be a cycle (LeakSanitizer found it).
    pan.addTarget { recognizer in
      let pan = recognizer as! UIPanGestureRecognizer
      seen.append((pan.state, pan.translation(in: pan.view), pan.location(in: pan.view)))
    }
    view.addGestureRecognizer(pan)
    #expect(pan.allowedScrollTypesMask == [])
    #expect(app.window.sendScrollWheel(translation: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 120)) == nil)
    #expect(seen.isEmpty)

    pan.allowedScrollTypesMask = .discrete
    #expect(
      app.window.sendScrollWheel(translation: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 120)) === view)
    #expect(seen.map(\.0) == [.began, .ended])
    #expect(seen.allSatisfy { $0.1 == CGPoint(x: 0, y: 40) && $0.2 == CGPoint(x: 50, y: 70) })
    #expect(pan.state == .possible)

    pan.allowedScrollTypesMask = .continuous
    seen.removeAll()
    #expect(app.window.sendScrollWheel(translation: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 120)) == nil)
    #expect(seen.isEmpty)
    #expect(UIScrollTypeMask.all == [.discrete, .continuous] && UIScrollTypeMask.all.rawValue == 3)
  }
}
