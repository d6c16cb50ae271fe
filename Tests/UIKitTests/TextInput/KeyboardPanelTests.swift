import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The on-screen keyboard types into the first responder when its keys are tapped.
@MainActor
@Suite struct KeyboardPanelTests {
  /// Taps the key titled `title` on the keyboard of `app`'s window.
  private func tapKey(_ title: String, in app: Headless, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let panel = app.window.keyboard.panel,
      let key = panel.layout.keys.first(where: { $0.title == title })
    else {
      Issue.record("no key \(title)", sourceLocation: sourceLocation)
      return
    }
    app.tap(at: panel.convert(CGPoint(x: key.frame.midX, y: key.frame.midY), to: app.window))
  }

  private func editing(in app: Headless) -> UITextField {
    let field = app.addField()
    field.becomeFirstResponder()
    app.advance(0.5)
    return field
  }

  @Test func keysAreLaidOutOnKeyboardKitsIPhoneGrid() throws {
    let layout = KeyboardLayout(plane: .letters, width: 375, returnTitle: "return")
    let q = try #require(layout.keys.first { $0.title == "q" })
    #expect(q.frame == CGRect(x: 3, y: 6, width: 31.5, height: 42))
    let a = try #require(layout.keys.first { $0.title == "a" })
    #expect(a.frame == CGRect(x: 21.75, y: 60, width: 31.5, height: 42))
    let space = try #require(layout.keys.first { $0.action == .space })
    #expect(space.frame == CGRect(x: 96.75, y: 168, width: 181.5, height: 42))
    #expect(layout.keys.map(\.frame.maxY).max() == 210)
    #expect(KeyboardLayout.height(bottomInset: 0) == 216)
    #expect(KeyboardLayout.height(bottomInset: 34) == 291)
    // A touch in the gap between q and w types the nearer one.
    #expect(layout.key(at: CGPoint(x: 35.5, y: 20)).map { layout.keys[$0].title } == "q")
  }

  @Test func tappingKeysTypesWithAutomaticCapitals() {
    let app = Headless()
    let field = editing(in: app)
    #expect(app.window.keyboard.panel?.isShifted == true)
    for title in ["h", "i"] { tapKey(title, in: app) }
    #expect(field.text == "Hi")
    tapKey("123", in: app)
    tapKey(".", in: app)
    tapKey("space", in: app)
    // Back on the letters after the space, with Shift on after ". ".
    #expect(app.window.keyboard.panel?.layout.plane == .letters)
    #expect(app.window.keyboard.panel?.isShifted == true)
    tapKey("o", in: app)
    #expect(field.text == "Hi. O")
    tapKey("delete", in: app)
    tapKey("delete", in: app)
    #expect(field.text == "Hi.")
  }

  @Test func shiftIsOneShotAndAutocapitalizationNoneLeavesItOff() {
    let app = Headless()
    let field = app.addField()
    field.autocapitalizationType = .none
    field.becomeFirstResponder()
    app.advance(0.5)
    #expect(app.window.keyboard.panel?.isShifted == false)
    tapKey("shift", in: app)
    tapKey("k", in: app)
    tapKey("k", in: app)
    #expect(field.text == "Kk")
  }

  @Test func theReturnKeyIsTitledByTheReturnKeyTypeAndReturns() throws {
    let app = Headless()
    let field = app.addField()
    field.returnKeyType = .search
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.becomeFirstResponder()
    app.advance(0.5)
    let panel = try #require(app.window.keyboard.panel)
    #expect(panel.layout.keys.contains { $0.title == "search" && $0.action == .returnKey })
    #expect(panel.returnKeyIsProminent)
    recorder.log.removeAll()
    tapKey("search", in: app)
    #expect(recorder.log.first == "shouldReturn")
  }

  @Test func aNumberPadTypesDigits() {
    let app = Headless()
    let field = app.addField()
    field.keyboardType = .phonePad
    field.becomeFirstResponder()
    app.advance(0.5)
    for title in ["+", "3", "5", "8"] { tapKey(title, in: app) }
    #expect(field.text == "+358")
  }

  @Test func aCustomInputViewReplacesTheKeysAndSetsTheHeight() throws {
    let app = Headless()
    let field = app.addField()
    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 180))
    field.inputView = picker
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    field.becomeFirstResponder()
    #expect(log.entries.first?.end == CGRect(x: 0, y: 667 - 180, width: 375, height: 180))
    #expect(picker.superview === app.window.keyboard.panel)
  }
}
