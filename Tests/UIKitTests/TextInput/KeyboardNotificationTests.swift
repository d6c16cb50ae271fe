import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The keyboard's notifications: order, frames in screen coordinates, duration, curve, and when
/// they arrive on the virtual clock.
@MainActor
@Suite struct KeyboardNotificationTests {
  @Test func showingPostsWillThenDidWithTheFramesOfAHomeButtonIPhone() throws {
    let app = Headless()  // 375 × 667, no bottom safe area: an iPhone 8
    let field = app.addField()
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    app.advance(0.1)
    field.becomeFirstResponder()
    #expect(log.names == ["willChangeFrame", "willShow"])
    app.advance(0.25)
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    for entry in log.entries {
      #expect(entry.begin == CGRect(x: 0, y: 667, width: 375, height: 216))
      #expect(entry.end == CGRect(x: 0, y: 451, width: 375, height: 216))
      #expect(entry.duration == 0.25)
      #expect(entry.curve == 7)
    }
    #expect(log.entries[0].time == 0.1)
    // The did-notifications come with the first frame at or after the end of the 0.25 s move.
    let didShow = try #require(log.entries.last)
    #expect(didShow.time >= 0.35 - 1e-9 && didShow.time < 0.35 + 1.0 / 60)
  }

  @Test func aFaceIDIPhoneKeyboardIs291PointsTall() throws {
    let app = Headless(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let field = app.addField()
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    field.becomeFirstResponder()
    let end = try #require(log.entries.first?.end)
    #expect(end == CGRect(x: 0, y: 852 - 291, width: 393, height: 291))
  }

  @Test func thePanelSlidesOnTheKeyboardCurve() throws {
    let app = Headless()
    let field = app.addField()
    field.becomeFirstResponder()
    let panel = try #require(app.window.keyboard.panel)
    #expect(panel.superview === app.window)
    #expect(panel.frame.minY == 451)  // the model moves at once
    app.advance(0.125)
    let halfway = try #require(panel.layer.presentation()).frame.minY
    // The curve at half the time: cubic-bezier(0.38, 0.7, 0.125, 1) gives 0.5 → about 0.91.
    let progress = TimingCurve.keyboard.value(at: 0.5)
    #expect(abs(halfway - (667 - 216 * progress)) < 0.01)
    #expect(progress > 0.85)
    app.advance(0.2)
    #expect(try #require(panel.layer.presentation()).frame.minY == 451)
  }

  @Test func hidingPostsWillHideAndDidHideAndTakesThePanelAway() throws {
    let app = Headless()
    let field = app.addField()
    field.becomeFirstResponder()
    app.advance(0.5)
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    field.resignFirstResponder()
    #expect(log.names == ["willChangeFrame", "willHide"])
    #expect(log.entries[1].begin == CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(log.entries[1].end == CGRect(x: 0, y: 667, width: 375, height: 216))
    app.advance(0.3)
    #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(app.window.keyboard.panel?.superview == nil)
  }

  @Test func movingBetweenFieldsKeepsTheKeyboardUpWithoutNotifications() {
    let app = Headless()
    let a = app.addField(CGRect(x: 0, y: 100, width: 200, height: 40))
    let b = app.addField(CGRect(x: 0, y: 200, width: 200, height: 40))
    a.becomeFirstResponder()
    app.advance(0.5)
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    b.becomeFirstResponder()
    app.advance(0.5)
    #expect(log.names.isEmpty)
    #expect(app.window.keyboard.isVisible)
  }

  @Test func showingAgainWhileHidingStartsFromWhereThePanelIs() throws {
    let app = Headless()
    let field = app.addField()
    field.becomeFirstResponder()
    app.advance(0.5)
    field.resignFirstResponder()
    app.advance(0.1)
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    let panel = try #require(app.window.keyboard.panel)
    let onScreen = try #require(panel.layer.presentation()).frame
    field.becomeFirstResponder()
    #expect(log.entries.first?.begin == onScreen)
    app.advance(0.5)
    // The interrupted hide posts nothing at its end; the panel stays.
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(panel.superview === app.window)
  }

  /// What apps do in keyboardWillShow: move a view by the keyboard's height. The change is made
  /// inside the keyboard's animation, so it moves with the keyboard without an animate call.
  @Test func changesMadeInWillShowMoveWithTheKeyboard() throws {
    let app = Headless()
    let field = app.addField()
    let bar = UIView(frame: CGRect(x: 0, y: 617, width: 375, height: 50))
    app.root.addSubview(bar)
    let observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { note in
      let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
      MainActor.assumeIsolated { bar.frame.origin.y = end.minY - 50 }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    field.becomeFirstResponder()
    #expect(bar.frame.minY == 401)
    app.advance(0.125)
    let barNow = try #require(bar.layer.presentation()).frame.minY
    let panelNow = try #require(app.window.keyboard.panel?.layer.presentation()).frame.minY
    #expect(abs(barNow - (panelNow - 50)) < 0.01)
    #expect(barNow > 401 && barNow < 617)
  }

  @Test func appAnimationsWithTheNotificationsCurveUseTheKeyboardCurve() {
    let options = UIView.AnimationOptions(rawValue: 7 << 16)
    #expect(options.timingCurve == .keyboard)
    #expect(UIView.AnimationOptions.curveLinear.timingCurve == .linear)
  }

  @Test func theKeyboardStaysInFrontOfViewsAddedLater() throws {
    let app = Headless()
    let field = app.addField()
    field.becomeFirstResponder()
    let cover = UIView(frame: app.window.bounds)
    app.window.addSubview(cover)
    #expect(app.window.subviews.last === app.window.keyboard.panel)
  }

  @Test func aResponderThatTakesNoTextGetsNoKeyboard() {
    final class Focusable: UIView {
      override var canBecomeFirstResponder: Bool { true }
    }
    let app = Headless()
    let view = Focusable(frame: .zero)
    app.root.addSubview(view)
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    view.becomeFirstResponder()
    app.advance(0.5)
    #expect(log.names.isEmpty)
    #expect(app.window.keyboard.panel == nil)
  }
}
