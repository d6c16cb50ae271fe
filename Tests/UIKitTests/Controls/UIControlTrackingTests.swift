import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIControlTrackingTests {
  /// A 100 × 50 button at (100, 200)…(200, 250) in the window.
  private func scene() -> (Headless, UIButton, ControlEventLog) {
    let app = Headless()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 200, width: 100, height: 50)
    button.setTitle("快车", for: .normal)
    app.root.addSubview(button)
    return (app, button, ControlEventLog(button))
  }

  @Test func aTapSendsTouchDownThenOneTouchUpInside() {
    let (app, button, log) = scene()
    app.tap(at: CGPoint(x: 150, y: 225))
    #expect(log.names == ["down", "upInside", "primary"])
    #expect(log.count("upInside") == 1)
    #expect(!button.isHighlighted)
    #expect(!button.isTracking)
  }

  @Test func theTrackingMarginIs70Points() {
    #expect(UIControl.touchTrackingMargin == 70)
  }

  @Test(arguments: [(CGFloat(60), "upInside"), (80, "upOutside")])
  func liftingOutsideTheBoundsCountsByTheMargin(_ beyond: CGFloat, _ expected: String) {
    let (app, _, log) = scene()
    // Drag right from the centre to `beyond` points past the right edge (x = 200).
    app.drag(from: CGPoint(x: 150, y: 225), to: CGPoint(x: 200 + beyond, y: 225))
    #expect(log.names.last(where: { $0.hasPrefix("up") }) == expected)
    #expect(log.count(expected == "upInside" ? "upOutside" : "upInside") == 0)
  }

  @Test func highlightFollowsTheFingerAcrossTheMargin() {
    let (app, button, log) = scene()
    app.fingers.down(at: CGPoint(x: 150, y: 225))
    #expect(button.isHighlighted)
    #expect(button.state == .highlighted)
    app.fingers.move(to: CGPoint(x: 265, y: 225))  // 65 pt past the edge
    #expect(button.isHighlighted)
    #expect(button.isTouchInside)
    app.fingers.move(to: CGPoint(x: 275, y: 225))  // 75 pt past
    #expect(!button.isHighlighted)
    #expect(!button.isTouchInside)
    app.fingers.move(to: CGPoint(x: 150, y: 318))  // 68 pt below the bottom edge: back in
    #expect(button.isHighlighted)
    app.fingers.up()
    #expect(!button.isHighlighted)
    // A crossing sends the drag event with the enter or exit one as one mask (logged in the order
    // the log's actions were added).
    #expect(
      log.names == [
        "down", "dragInside", "dragOutside", "dragExit", "dragInside", "dragEnter", "upInside", "primary",
      ])
  }

  @Test func cancellingSendsTouchCancelAndNoTouchUp() {
    let (app, button, log) = scene()
    app.fingers.down(at: CGPoint(x: 150, y: 225))
    app.fingers.cancel()
    #expect(log.names == ["down", "cancel"])
    #expect(!button.isHighlighted)
  }

  @Test func aDoubleTapSendsTouchDownRepeat() {
    let (app, _, log) = scene()
    app.tap(at: CGPoint(x: 150, y: 225))
    app.advance(0.1)
    app.tap(at: CGPoint(x: 152, y: 226))
    #expect(log.count("downRepeat") == 1)
    #expect(log.count("upInside") == 2)
  }

  @Test func beginTrackingAnsweringFalseSilencesTheTouch() {
    final class Refusing: UIControl {
      var ended = false
      override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
      override func endTracking(_ touch: UITouch?, with event: UIEvent?) { ended = true }
    }
    let app = Headless()
    let control = Refusing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    app.root.addSubview(control)
    let log = ControlEventLog(control)
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    #expect(control.isHighlighted)
    #expect(!control.isTracking)
    app.fingers.up()
    #expect(log.names.isEmpty)
    #expect(!control.ended)
  }
}
