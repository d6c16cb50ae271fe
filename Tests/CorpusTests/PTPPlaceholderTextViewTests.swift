import Foundation
import Testing
@_spi(Hail) import UIKit

@testable import CorpusPTPPlaceholderTextView

/// PTPPlaceholderTextView: a text view that shows its placeholder as text in the placeholder
/// colour while empty, and the typed or attributed text in the text colour otherwise.
@MainActor
@Suite("Corpus: PTPPlaceholderTextView")
struct PTPPlaceholderTextViewTests {
  @Test("The placeholder shows while empty, editing hides it, attributed text sets the colour")
  func placeholderAndAttributedText() {
    let stage = HeadlessWindow.iPhone8()
    let container = stage.container(CGRect(x: 20, y: 100, width: 300, height: 120))
    let textView = PTPPlaceholderTextView(frame: container.bounds)
    container.addSubview(textView)
    textView.textColor = .label
    textView.placeholder = "写下您的备注"
    stage.layout()
    // Empty: the view's own text (what UITextInput reads) is the placeholder in 70 % grey, and the
    // overridden `text` reads nil.
    #expect(textView.text == nil)
    #expect(textView.attributedText == nil)
    let grey = UIColor(white: 0.7, alpha: 1)
    #expect(shownText(textView) == "写下您的备注")
    #expect(textView.textColor == grey)

    #expect(textView.becomeFirstResponder())
    #expect(shownText(textView) == "")
    #expect(textView.textColor == .label)
    textView.insertText("北京")
    #expect(textView.text == "北京")
    textView.resignFirstResponder()
    #expect(textView.text == "北京")

    // Attributed text: UIKit adopts its first colour as the text colour.
    let styled = NSMutableAttributedString(string: "快车", attributes: [.foregroundColor: UIColor.systemRed])
    styled.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 1, length: 1))
    textView.attributedText = styled
    #expect(textView.attributedText?.string == "快车")
    #expect(textView.textColor == .systemRed)
    // The view then sets that colour as its text colour, which (as on iOS) covers the whole string.
    #expect(
      textView.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor
        == .systemRed)

    // Emptied and resigned: the placeholder again.
    textView.becomeFirstResponder()
    textView.text = ""
    textView.resignFirstResponder()
    #expect(textView.text == nil)
    #expect(shownText(textView) == "写下您的备注")
    #expect(textView.textColor == grey)
  }

  /// The text the view holds and draws, read through UITextInput (the subclass overrides `text`).
  private func shownText(_ textView: UITextView) -> String? {
    textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument).flatMap {
      textView.text(in: $0)
    }
  }
}
