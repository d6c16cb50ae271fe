import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// The multi-line text view: delegate order, line breaks, wrapping, scrolling to the caret, lines
/// up and down, self-sizing.
@MainActor
@Suite struct UITextViewTests {
  final class Recorder: UITextViewDelegate {
    var log: [String] = []
    var refusesLineBreaks = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      log.append("shouldEnd")
      return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    {
      log.append("shouldChange")
      // The common iOS idiom: return ends editing instead of breaking the line.
      if refusesLineBreaks, text == "\n" {
        textView.resignFirstResponder()
        return false
      }
      return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
  }

  private let style = UIFont.systemFont(ofSize: 17).textStyle
  private var lineHeight: CGFloat { TextLayout.shared.metrics(for: style).lineHeight }

  private func textView(in app: Headless, frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 100))
    -> UITextView
  {
    let view = UITextView(frame: frame)
    app.root.addSubview(view)
    return view
  }

  @Test func typingAsksThenTellsTheSelectionThenTheChange() {
    let app = Headless()
    let view = textView(in: app)
    let recorder = Recorder()
    view.delegate = recorder
    #expect(view.becomeFirstResponder())
    #expect(recorder.log == ["shouldBegin", "didBegin"])
    recorder.log.removeAll()
    app.keys.type("北")
    #expect(recorder.log == ["shouldChange", "didChangeSelection", "didChange"])
    view.text = "from code"
    #expect(recorder.log.count == 3)
  }

  @Test func returnBreaksTheLineUnlessTheDelegateEndsEditing() {
    let app = Headless()
    let view = textView(in: app)
    view.becomeFirstResponder()
    app.keys.type("a")
    app.keys.press(.keyboardReturnOrEnter)
    app.keys.type("b")
    #expect(view.text == "a\nb")
    let recorder = Recorder()
    recorder.refusesLineBreaks = true
    view.delegate = recorder
    app.keys.press(.keyboardReturnOrEnter)
    #expect(view.text == "a\nb")
    #expect(view.isFirstResponder == false)
    #expect(recorder.log.suffix(2) == ["shouldEnd", "didEnd"])
  }

  @Test func theContentGrowsWithTheLinesAndTheCaretIsScrolledIntoView() {
    let app = Headless()
    let view = textView(in: app)
    view.becomeFirstResponder()
    app.keys.type("1\n2\n3\n4\n5\n6")
    app.advance(1.0 / 60)
    // Six lines and the 8 pt insets above and below.
    #expect(abs(view.contentSize.height - (6 * lineHeight + 16)) < 0.01)
    #expect(view.contentSize.height > 100)
    // The caret (on the last line) is inside the visible bounds.
    let caret = view.caretRect(for: view.endOfDocument)
    #expect(view.bounds.contains(CGPoint(x: caret.midX, y: caret.maxY - 1)))
    #expect(view.contentOffset.y > 0)
  }

  @Test func longLinesWrapAtTheContainerWidth() {
    let app = Headless()
    let view = textView(in: app)
    view.text = String(repeating: "赫尔辛基", count: 10)
    app.advance(1.0 / 60)
    let wrapped = TextLayout.shared.measure(view.text, style: style, maxWidth: 200 - 10)
    #expect(abs(view.contentSize.height - (wrapped.height + 16)) < 0.01)
    #expect(wrapped.height > 2 * lineHeight)
  }

  @Test func upAndDownMoveBetweenLines() throws {
    let app = Headless()
    let view = textView(in: app)
    view.text = "abc\ndefgh\nij"
    view.becomeFirstResponder()
    view.selectedRange = NSRange(location: 6, length: 0)  // after "de"
    app.keys.press(.keyboardUpArrow)
    #expect(view.selectedRange == NSRange(location: 2, length: 0))
    app.keys.press(.keyboardDownArrow)
    app.keys.press(.keyboardDownArrow)
    #expect(view.selectedRange == NSRange(location: 12, length: 0))  // "ij" is shorter: its end
    app.keys.press(.keyboardUpArrow, modifiers: .shift)
    #expect(view.selectedRange.location + view.selectedRange.length == 12)
    #expect(view.selectedRange.length > 0)
    let below = try #require(view.position(from: view.beginningOfDocument, in: .down, offset: 1))
    #expect(view.offset(from: view.beginningOfDocument, to: below) == 4)
  }

  @Test func theContainerInsetAndPaddingPlaceTheText() {
    let app = Headless()
    let view = textView(in: app)
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.caretRect(for: view.beginningOfDocument).origin == CGPoint(x: 4, y: 8))
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    #expect(view.caretRect(for: view.beginningOfDocument).origin == CGPoint(x: -1, y: 0))
  }

  @Test func aTextViewThatDoesNotScrollIsAsTallAsItsText() {
    let app = Headless()
    let view = textView(in: app)
    view.isScrollEnabled = false
    view.text = "one\ntwo\nthree"
    let expected = ((3 * lineHeight + 16) * 2).rounded(.up) / 2
    #expect(view.intrinsicContentSize.height == expected)
    #expect(view.sizeThatFits(CGSize(width: 200, height: 0)).height == expected)
  }

  @Test func aTapPlacesTheCaretOnTheTappedLine() {
    let app = Headless()
    let view = textView(in: app)
    view.text = "abc\ndef"
    app.tap(at: CGPoint(x: 20 + 150, y: 100 + 8 + lineHeight * 1.5))  // right of the end of line 2
    #expect(view.isFirstResponder)
    #expect(view.selectedRange == NSRange(location: 7, length: 0))
  }

  @Test func aTextViewThatIsNotEditableTakesNoKeyboard() {
    let app = Headless()
    let view = textView(in: app)
    view.isEditable = false
    #expect(view.becomeFirstResponder() == false)
    view.insertText("x")
    #expect(view.text == "")
  }

  @Test func aTextViewWithASelectionAndComposition() throws {
    let scene = GoldenScene(size: CGSize(width: 220, height: 110))
    let view = UITextView(frame: scene.canvas.bounds.insetBy(dx: 10, dy: 5))
    view.layer.borderWidth = 1
    view.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
    scene.canvas.addSubview(view)
    view.text = "Kaisaniemi park, then 赫尔辛基 railway station "
    view.becomeFirstResponder()
    view.selectedRange = NSRange(location: 0, length: 10)
    scene.headless.advance(0.1)
    assertGolden(try scene.render(), named: "text-view-selection")
    view.selectedRange = NSRange(location: view.text.utf16.count, length: 0)
    view.setMarkedText("bei", selectedRange: NSRange(location: 3, length: 0))
    scene.headless.advance(0.1)
    assertGolden(try scene.render(), named: "text-view-composing")
  }
}
