import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// Attributed text in text fields and text views: adoption of the first attributes, typing
/// attributes, restyling, measuring by run and drawing by run.
@MainActor
@Suite struct TextInputAttributedTextTests {
  private func styled(_ string: String, _ attributes: [NSAttributedString.Key: Any])
    -> NSMutableAttributedString
  {
    NSMutableAttributedString(string: string, attributes: attributes)
  }

  private func render(_ field: UITextField) -> CGImage? {
    UIGraphicsImageRenderer(size: field.bounds.size).image { _ in field.draw(field.bounds) }.cgImage
  }

  private func render(_ textView: UITextView) -> CGImage? {
    textView.layoutIfNeeded()
    let content = textView.contentView
    return UIGraphicsImageRenderer(size: textView.bounds.size).image { _ in content.draw(content.bounds) }
      .cgImage
  }

  @Test func aFieldAdoptsTheFirstAttributesAndRestylesTheWholeText() throws {
    let field = UITextField()
    let right = NSMutableParagraphStyle()
    right.alignment = .right
    let text = styled(
      "快车", [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: right])
    text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
    field.attributedText = text
    #expect(field.text == "快车")
    #expect(field.font == .systemFont(ofSize: 20))
    #expect(field.textColor == .red)
    #expect(field.textAlignment == .right)
    let kept = try #require(field.attributedText)
    #expect(kept.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .blue)
    // A font set later covers the whole string; the colours stay per run.
    field.font = .systemFont(ofSize: 12)
    let restyled = try #require(field.attributedText)
    var range = NSRange()
    #expect(restyled.attribute(.font, at: 0, effectiveRange: &range) as? UIFont == .systemFont(ofSize: 12))
    #expect(range == NSRange(location: 0, length: 2))
    #expect(restyled.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .blue)
    // Plain text drops the styling: the field's own attributes everywhere.
    field.text = "快车"
    let plain = try #require(field.attributedText)
    #expect(plain.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
    #expect(field.defaultTextAttributes[.font] as? UIFont == .systemFont(ofSize: 12))
  }

  @Test func typedTextTakesTheAttributesBeforeTheCaretOrTheTypingAttributes() throws {
    let app = Headless()
    let field = app.addField()
    #expect(field.typingAttributes == nil)
    let text = styled("快", [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
    text.append(styled("车", [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.blue]))
    field.attributedText = text
    field.becomeFirstResponder()
    field.insertText("出")
    let typed = try #require(field.attributedText)
    #expect(typed.string == "快车出")
    #expect(typed.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .blue)
    // Typing attributes set while editing apply to the next text, and last through it.
    field.typingAttributes = [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.green]
    field.insertText("租")
    field.insertText("车")
    let green = try #require(field.attributedText)
    var range = NSRange()
    #expect(green.attribute(.foregroundColor, at: 3, effectiveRange: &range) as? UIColor == .green)
    #expect(range == NSRange(location: 3, length: 2))
    // Moving the caret to the start: the first character's attributes.
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
    #expect(field.typingAttributes?[.foregroundColor] as? UIColor == .red)
    field.resignFirstResponder()
    #expect(field.typingAttributes == nil)
  }

  /// Each run measures in its own font, so the caret stands after the 20 pt ideograph at 20 pt
  /// and after the 10 pt one at 30 pt.
  @Test func caretStopsFollowTheRunsFonts() throws {
    let app = Headless()
    let field = app.addField(CGRect(x: 0, y: 0, width: 200, height: 40))
    let text = styled("快", [.font: UIFont.systemFont(ofSize: 20)])
    text.append(styled("车", [.font: UIFont.systemFont(ofSize: 10)]))
    field.attributedText = text
    field.becomeFirstResponder()
    let start = field.caretRect(for: field.beginningOfDocument)
    let middle = field.caretRect(
      for: try #require(field.position(from: field.beginningOfDocument, offset: 1)))
    let end = field.caretRect(for: field.endOfDocument)
    #expect(middle.minX - start.minX == 20)
    #expect(end.minX - start.minX == 30)
    // The field is as wide as the runs (plus the caret's width) and as tall as the larger font's line.
    #expect(field.intrinsicContentSize.width == 30 + TextCaretView.width)
    #expect(
      field.intrinsicContentSize.height
        == pixelCeil(CGSize(width: 0, height: UIFont.systemFont(ofSize: 20).lineHeight)).height)
  }

  @Test func aFieldDrawsEachRunInItsColour() throws {
    _ = Headless()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    let text = styled("快", [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red])
    text.append(styled("车", [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.blue]))
    field.attributedText = text
    let image = try #require(render(field))
    // At scale 2: the first ideograph spans 0..<48 pixels, the second 48..<96.
    let red = try #require(image.box(where: \.isReddish))
    let blue = try #require(image.box(where: \.isBluish))
    #expect(red.maxX < 48)
    #expect(blue.minX >= 48 && blue.maxX < 96)
  }

  @Test func anAttributedPlaceholderDrawsInItsFontAndColour() throws {
    _ = Headless()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    field.attributedPlaceholder = styled(
      "您要去哪儿", [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
    #expect(field.placeholder == "您要去哪儿")
    let image = try #require(render(field))
    let red = try #require(image.box(where: \.isReddish))
    // Five 20 pt ideographs: ink across about 100 pt (200 px) from the left edge.
    #expect(red.minX < 6 && red.maxX > 190 && red.maxX < 200)
    // Without a colour of its own it takes the placeholder grey; a plain placeholder drops the styling.
    field.placeholder = "您要去哪儿"
    #expect(
      field.attributedPlaceholder?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == field.font)
    let grey = try #require(render(field))
    #expect(grey.box(where: \.isReddish) == nil)
  }

  @Test func aTextViewAdoptsTypesAndKeepsTheStyleWhenEmptied() throws {
    let app = Headless()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    app.root.addSubview(textView)
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    textView.attributedText = styled(
      "司机", [.font: UIFont.systemFont(ofSize: 22), .foregroundColor: UIColor.red, .paragraphStyle: centred])
    #expect(textView.text == "司机")
    #expect(textView.font == .systemFont(ofSize: 22))
    #expect(textView.textColor == .red)
    #expect(textView.textAlignment == .center)
    textView.becomeFirstResponder()
    #expect(textView.typingAttributes[.foregroundColor] as? UIColor == .red)
    textView.deleteBackward()
    textView.deleteBackward()
    #expect(textView.text == "")
    textView.insertText("到")
    #expect(
      textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    textView.typingAttributes = [.foregroundColor: UIColor.blue]
    textView.insertText("了")
    #expect(
      textView.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .blue)
    textView.text = "plain"
    #expect(
      textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
  }

  /// Links draw with `linkTextAttributes` (blue by default) over their own colour; an empty
  /// dictionary leaves the link's own.
  @Test func linksDrawWithTheLinkTextAttributes() throws {
    _ = Headless()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    textView.attributedText = styled(
      "协议", [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red, .link: "hail://terms"])
    let linked = try #require(render(textView))
    #expect(linked.box(where: \.isReddish) == nil)
    let blue = try #require(linked.box(where: \.isBluish))
    // Two 24 pt ideographs from x = 5 pt (the line fragment padding): 10..<106 px, underlined.
    #expect(blue.minX >= 10 && blue.minX < 14 && blue.maxX > 100)
    textView.linkTextAttributes = [:]
    let own = try #require(render(textView))
    #expect(own.box(where: \.isBluish) == nil)
    #expect(own.box(where: \.isReddish) != nil)
  }

  /// Paragraph spacing of attributed text moves the second paragraph's caret down.
  @Test func aTextViewsCaretFollowsParagraphSpacing() throws {
    let app = Headless()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    app.root.addSubview(textView)
    let spaced = NSMutableParagraphStyle()
    spaced.paragraphSpacing = 9
    let font = UIFont.systemFont(ofSize: 15)
    textView.attributedText = styled("快\n车", [.font: font, .paragraphStyle: spaced])
    textView.becomeFirstResponder()
    let first = textView.caretRect(for: textView.beginningOfDocument)
    let second = textView.caretRect(for: textView.endOfDocument)
    #expect(abs(second.minY - first.minY - (font.lineHeight + 9)) < 0.01)
  }
}
