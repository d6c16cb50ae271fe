import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// Typing, the caret and its blink, hardware keys, the pasteboard, taps and size.
@MainActor
@Suite struct UITextFieldEditingTests {
  private func editingField(_ text: String = "", in app: Headless) -> UITextField {
    let field = app.addField()
    field.text = text
    field.becomeFirstResponder()
    return field
  }

  @Test func typingAndDeletingMultiByteText() {
    let app = Headless()
    let field = editingField(in: app)
    app.keys.type("北京👨‍👩‍👧cafe\u{301}")
    #expect(field.text == "北京👨‍👩‍👧cafe\u{301}")
    for expected in ["北京👨‍👩‍👧caf", "北京👨‍👩‍👧ca", "北京👨‍👩‍👧c", "北京👨‍👩‍👧", "北京", "北", ""] {
      field.deleteBackward()
      #expect(field.text == expected)
    }
    #expect(field.hasText == false)
  }

  @Test func inputMethodCompositionIsMarkedThenCommitted() throws {
    let app = Headless()
    let field = editingField("去", in: app)
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    field.setMarkedText("bei", selectedRange: NSRange(location: 3, length: 0))
    field.setMarkedText("bei jing", selectedRange: NSRange(location: 8, length: 0))
    let marked = try #require(field.markedTextRange)
    #expect(field.text(in: marked) == "bei jing")
    #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 1)
    field.insertText("北京")
    #expect(field.text == "去北京")
    #expect(field.markedTextRange == nil)
    // Every step asks the delegate and sends .editingChanged, as iOS does while composing.
    #expect(recorder.changes.map(\.1) == ["bei", "bei jing", "北京"])
    #expect(
      recorder.changes.map(\.0) == [
        NSRange(location: 1, length: 0), NSRange(location: 1, length: 3), NSRange(location: 1, length: 8),
      ])
    #expect(recorder.log.filter { $0 == "editingChanged" }.count == 3)
  }

  @Test func resigningCommitsTheMarkedText() {
    let app = Headless()
    let field = editingField(in: app)
    field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
    field.resignFirstResponder()
    #expect(field.text == "ni")
    #expect(field.markedTextRange == nil)
  }

  @Test func theCaretBlinksHalfASecondOnHalfASecondOff() throws {
    let app = Headless()
    let field = editingField("abc", in: app)
    let caret = field.caretView
    var visibility: [Bool] = [!caret.isHidden]
    for _ in 0..<8 {
      app.advance(0.25)
      visibility.append(!caret.isHidden)
    }
    // Editing began at 0; the timer toggles the caret at exactly 0.5, 1.0, 1.5 and 2.0 s.
    #expect(visibility == [true, true, false, false, true, true, false, false, true])
    app.advance(0.49)
    #expect(caret.isHidden == false)
    app.advance(0.01)
    #expect(caret.isHidden)
  }

  @Test func typingRestartsTheBlinkVisible() {
    let app = Headless()
    let field = editingField(in: app)
    app.advance(0.75)
    #expect(field.caretView.isHidden)
    app.keys.type("x")
    #expect(field.caretView.isHidden == false)
    app.advance(0.49)
    #expect(field.caretView.isHidden == false)
    app.advance(0.01)
    #expect(field.caretView.isHidden)
  }

  @Test func theCaretStandsAfterTheLastCharacterAndHidesWithASelection() throws {
    let app = Headless()
    let field = editingField("Kamppi", in: app)
    app.advance(1.0 / 60)
    let end = field.caretRect(for: field.endOfDocument)
    #expect(field.caretView.frame == end)
    #expect(end.width == 2)
    let textWidth = TextLayout.shared.measure("Kamppi", style: UIFont.systemFont(ofSize: 17).textStyle).width
    #expect(abs(end.midX - (field.editingRect(forBounds: field.bounds).minX + textWidth)) < 0.01)
    field.selectAll(nil)
    app.advance(1.0 / 60)
    #expect(field.caretView.isHidden)
  }

  @Test func tappingPlacesTheCaretAtTheNearestBoundary() throws {
    let app = Headless()
    let field = app.addField()
    field.text = "北京站"
    let recorder = TextFieldRecorder(field)
    defer { recorder.stop() }
    let step = TextLayout.shared.measure("北", style: UIFont.systemFont(ofSize: 17).textStyle).width
    // A tap 0.4 of a character past the first character lands after it.
    app.tap(at: field.convert(CGPoint(x: step * 1.4, y: 20), to: app.window))
    #expect(field.isFirstResponder)
    #expect(recorder.log.first == "shouldBegin")
    let caret = try #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 1)
    #expect(caret.isEmpty)
  }

  @Test func hardwareEditingKeys() {
    let app = Headless()
    let field = editingField("Helsinki", in: app)
    let keys = app.keys
    keys.press(.keyboardHome)
    keys.press(.keyboardRightArrow, modifiers: .shift)
    keys.press(.keyboardRightArrow, modifiers: .shift)
    #expect(field.text(in: field.selectedTextRange!) == "He")
    keys.press(.keyboardDeleteOrBackspace)
    #expect(field.text == "lsinki")
    keys.press(.keyboardEnd)
    keys.press(.keyboardLeftArrow)
    keys.press(.keyboardDeleteForward)
    #expect(field.text == "lsink")
    keys.press(.keyboardA, characters: "a", modifiers: .control)
    keys.press(.keyboardC, characters: "c", modifiers: .control)
    #expect(UIPasteboard.general.string == "lsink")
    keys.press(.keyboardRightArrow)
    keys.press(.keyboardV, characters: "v", modifiers: .command)
    #expect(field.text == "lsinklsink")
    keys.press(.keyboardA, characters: "a", modifiers: .control)
    keys.press(.keyboardX, characters: "x", modifiers: .control)
    #expect(field.text == "")
    #expect(UIPasteboard.general.string == "lsinklsink")
  }

  @Test func returnEscapeAndTab() {
    let app = Headless()
    let first = app.addField(CGRect(x: 0, y: 100, width: 200, height: 40))
    let second = app.addField(CGRect(x: 0, y: 200, width: 200, height: 40))
    first.becomeFirstResponder()
    let keys = app.keys
    #expect(keys.press(.keyboardTab))
    #expect(second.isFirstResponder)
    #expect(keys.press(.keyboardTab, modifiers: .shift))
    #expect(first.isFirstResponder)
    let recorder = TextFieldRecorder(first)
    defer { recorder.stop() }
    keys.press(.keyboardReturnOrEnter)
    #expect(recorder.log.prefix(2) == ["shouldReturn", "editingDidEndOnExit"])
    #expect(first.isFirstResponder == false)  // the recorder listens for .editingDidEndOnExit
    second.becomeFirstResponder()
    #expect(keys.press(.keyboardEscape))
    #expect(second.isFirstResponder == false)
    // With nothing editing, Esc reaches the application: unhandled, for the host to use.
    #expect(keys.press(.keyboardEscape) == false)
  }

  @Test func aPressTheFieldDoesNotHandleTravelsUpTheChain() {
    final class KeyLog: UIView {
      var keys: [UIKeyboardHIDUsage] = []
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.keyCode }
      }
    }
    let app = Headless()
    let container = KeyLog(frame: app.root.bounds)
    app.root.addSubview(container)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    container.addSubview(field)
    field.becomeFirstResponder()
    app.keys.press(.keyboardF5)
    app.keys.press(.keyboardLeftArrow)
    #expect(container.keys == [.keyboardF5])
  }

  @Test func copyAndPasteBetweenFieldsAndNoCopyFromSecureText() {
    let app = Headless()
    let source = app.addField(CGRect(x: 0, y: 100, width: 200, height: 40))
    let target = app.addField(CGRect(x: 0, y: 200, width: 200, height: 40))
    source.text = "Rautatientori 火车站"
    source.becomeFirstResponder()
    source.selectedTextRange = source.textRange(
      from: source.position(from: source.beginningOfDocument, offset: 14)!, to: source.endOfDocument)
    source.copy(nil)
    #expect(UIPasteboard.general.string == "火车站")
    target.becomeFirstResponder()
    target.paste(nil)
    #expect(target.text == "火车站")
    target.isSecureTextEntry = true
    target.selectAll(nil)
    target.copy(nil)
    target.cut(nil)
    #expect(UIPasteboard.general.string == "火车站")
    #expect(target.text == "火车站")
    #expect(UIPasteboard.general.changeCount == 1)
  }

  @Test func aSecureFieldStartsOverWhenEditingBeginsAgain() {
    let app = Headless()
    let field = app.addField()
    field.isSecureTextEntry = true
    field.text = "old-secret"
    field.becomeFirstResponder()
    app.keys.type("n")
    #expect(field.text == "n")
    app.keys.type("ew")
    #expect(field.text == "new")
  }

  @Test func theIntrinsicSizeIsTheTextWithThePadding() {
    _ = Headless()
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    field.placeholder = "Where to?"
    let style = UIFont.systemFont(ofSize: 17).textStyle
    let text = TextLayout.shared.measure("Where to?", style: style)
    let lineHeight = TextLayout.shared.metrics(for: style).lineHeight
    let size = field.intrinsicContentSize
    #expect(abs(size.width - (text.width + 14 + 2)) <= 0.5)
    #expect(abs(size.height - (lineHeight + 14)) <= 0.5)
    field.borderStyle = .none
    #expect(abs(field.intrinsicContentSize.height - lineHeight) <= 0.5)
  }

  @Test func positionsAreUTF16OffsetsAndStayInsideTheText() throws {
    let app = Headless()
    let field = editingField("a👍🏽b", in: app)
    let start = field.beginningOfDocument
    #expect(field.offset(from: start, to: field.endOfDocument) == 6)
    #expect(field.position(from: start, offset: 7) == nil)
    #expect(field.position(from: start, offset: -1) == nil)
    let afterEmoji = try #require(field.position(from: start, in: .right, offset: 2))
    #expect(field.offset(from: start, to: afterEmoji) == 5)
    #expect(field.compare(start, to: afterEmoji) == .orderedAscending)
    field.replace(
      field.textRange(from: field.position(from: start, offset: 1)!, to: afterEmoji)!, withText: "北")
    #expect(field.text == "a北b")
  }
}
