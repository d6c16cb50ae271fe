import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UISwitchTests {
  /// A switch at (100, 200) in the window: 51 × 31, so (100…151, 200…231).
  private func scene() -> (Headless, UISwitch, ControlEventLog) {
    let app = Headless()
    let toggle = UISwitch(frame: CGRect(x: 100, y: 200, width: 300, height: 100))
    app.root.addSubview(toggle)
    return (app, toggle, ControlEventLog(toggle))
  }

  @Test func theSwitchIs51By31WhateverTheFrameAsked() {
    let (_, toggle, _) = scene()
    #expect(toggle.frame == CGRect(x: 100, y: 200, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UISwitch().sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    #expect(!toggle.isOn)
  }

  @Test func aTapTurnsItOnAndSendsValueChangedOnce() {
    let (app, toggle, log) = scene()
    app.tap(at: CGPoint(x: 120, y: 215))
    #expect(toggle.isOn)
    #expect(log.names == ["down", "value", "primary", "upInside"])
    app.advance(0.5)
    app.tap(at: CGPoint(x: 120, y: 215))
    #expect(!toggle.isOn)
    #expect(log.count("value") == 2)
  }

  @Test func settingTheValueInCodeSendsNothing() {
    let (_, toggle, log) = scene()
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    #expect(log.names.isEmpty)
  }

  @Test func aTapLiftedOutsideTheMarginDoesNotToggle() {
    let (app, toggle, log) = scene()
    app.fingers.down(at: CGPoint(x: 125, y: 215))
    // Straight down, no sideways drag: 80 pt below the bottom edge, beyond the 70 pt margin.
    app.fingers.move(to: CGPoint(x: 125, y: 311))
    app.fingers.up()
    #expect(!toggle.isOn)
    #expect(log.count("value") == 0)
    #expect(log.count("upOutside") == 1)
  }

  @Test func draggingTheThumbAcrossDecidesBySide() {
    let (app, toggle, log) = scene()
    // From the thumb on the left to past the middle (x = 125.5 in the window): on, once.
    app.drag(from: CGPoint(x: 110, y: 215), to: CGPoint(x: 145, y: 215))
    #expect(toggle.isOn)
    #expect(log.count("value") == 1)
    // A drag that goes right and comes back left ends off: one more change.
    app.advance(0.5)
    app.fingers.down(at: CGPoint(x: 140, y: 215))
    app.nextFrame()
    app.fingers.move(to: CGPoint(x: 150, y: 215))
    app.nextFrame()
    app.fingers.move(to: CGPoint(x: 105, y: 215))
    app.fingers.up()
    #expect(!toggle.isOn)
    #expect(log.count("value") == 2)
  }

  @Test func aDragThatEndsWhereItStartedSendsNoValueChange() {
    let (app, toggle, log) = scene()
    app.drag(from: CGPoint(x: 110, y: 215), to: CGPoint(x: 118, y: 215))
    #expect(!toggle.isOn)
    #expect(log.count("value") == 0)
  }

  @Test func aCancelledTouchPutsItBack() {
    let (app, toggle, log) = scene()
    app.fingers.down(at: CGPoint(x: 110, y: 215))
    app.nextFrame()
    app.fingers.move(to: CGPoint(x: 148, y: 215))
    #expect(toggle.isOn)
    app.fingers.cancel()
    #expect(!toggle.isOn)
    #expect(log.count("value") == 0)
  }

  /// The thumb grows from 27 to 34 pt while pressed and slides across in 0.25 s.
  @Test func theThumbWidensWhilePressedAndSlidesOnTheClock() throws {
    let (app, toggle, _) = scene()
    let thumb = try #require(toggle.subviews.first?.subviews.last)
    #expect(thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    app.fingers.down(at: CGPoint(x: 110, y: 215))
    #expect(thumb.frame.width == 34)
    app.advance(0.05)
    app.fingers.up()
    // Model values are final at once: on, thumb back to 27 at the right end.
    #expect(thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    let start = thumb.layer.presentation()?.frame.minX ?? -1
    #expect(start < 22)
    app.advance(0.3)
    #expect(thumb.layer.presentation()?.frame.minX == 22)
  }

  @Test func aDisabledSwitchTakesNoTouches() {
    let (app, toggle, log) = scene()
    toggle.isEnabled = false
    app.tap(at: CGPoint(x: 120, y: 215))
    #expect(!toggle.isOn)
    #expect(log.names.isEmpty)
  }

  @Test func thePrimaryActionRunsOnEachChange() {
    let app = Headless()
    var seen: [Bool] = []
    let toggle = UISwitch(
      frame: CGRect(x: 10, y: 10, width: 0, height: 0),
      primaryAction: UIAction { action in seen.append((action.sender as? UISwitch)?.isOn ?? false) })
    app.root.addSubview(toggle)
    app.tap(at: CGPoint(x: 30, y: 25))
    app.advance(0.5)
    app.tap(at: CGPoint(x: 30, y: 25))
    #expect(seen == [true, false])
  }
}
