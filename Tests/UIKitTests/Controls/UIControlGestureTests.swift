import Testing
@_spi(Hail) import UIKit

/// How controls and ancestors' gesture recognizers share a touch.
@MainActor
@Suite struct UIControlGestureTests {
  private func scene() -> (Headless, UIView, UIButton, ControlEventLog) {
    let app = Headless()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 200, width: 100, height: 50)
    button.setTitle("快车", for: .normal)
    app.root.addSubview(container)
    container.addSubview(button)
    return (app, container, button, ControlEventLog(button))
  }

  /// UIKit: "A single finger single tap on a UIButton…" goes to the button, not to a single-tap
  /// recognizer on its superview (UIGestureRecognizer guide, "Interacting with Other User
  /// Interface Controls").
  @Test func aButtonWinsASingleTapOverItsSuperviewsTapRecognizer() {
    let (app, container, _, log) = scene()
    var taps = 0
    let tap = UITapGestureRecognizer { _ in taps += 1 }
    container.addGestureRecognizer(tap)
    app.tap(at: CGPoint(x: 150, y: 225))
    #expect(log.names == ["down", "upInside", "primary"])
    #expect(taps == 0)
    // Outside the button, the recognizer still gets its taps.
    app.advance(1)
    app.tap(at: CGPoint(x: 20, y: 20))
    #expect(taps == 1)
  }

  @Test func theControlRefusesOnlySingleFingerSingleTapsOnAncestors() {
    let (_, container, button, _) = scene()
    let single = UITapGestureRecognizer()
    container.addGestureRecognizer(single)
    #expect(!button.gestureRecognizerShouldBegin(single))
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    container.addGestureRecognizer(double)
    #expect(button.gestureRecognizerShouldBegin(double))
    let pan = UIPanGestureRecognizer()
    container.addGestureRecognizer(pan)
    #expect(button.gestureRecognizerShouldBegin(pan))
    let own = UITapGestureRecognizer()
    button.addGestureRecognizer(own)
    #expect(button.gestureRecognizerShouldBegin(own))
  }

  @Test func aTapRecognizerOnTheButtonItselfWinsAndCancelsTheButton() {
    let (app, _, button, log) = scene()
    var taps = 0
    button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    app.tap(at: CGPoint(x: 150, y: 225))
    #expect(taps == 1)
    #expect(log.names == ["down", "cancel"])
    #expect(!button.isHighlighted)
  }

  @Test func aPanOnTheSuperviewCancelsTheButton() {
    let (app, container, button, log) = scene()
    var pans = 0
    container.addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })
    app.drag(from: CGPoint(x: 150, y: 225), to: CGPoint(x: 150, y: 325))
    #expect(pans > 0)
    #expect(log.count("cancel") == 1)
    #expect(log.count("upInside") == 0)
    #expect(log.count("upOutside") == 0)
    #expect(!button.isHighlighted)
    #expect(!button.isTracking)
  }
}
