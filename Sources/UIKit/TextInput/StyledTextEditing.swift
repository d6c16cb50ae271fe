import Foundation

/// What a text field and a text view share about attributed text (Apple docs, `attributedText` of
/// both): setting it sets `font`, `textColor` and `textAlignment` from its attributes at location 0;
/// setting one of those later applies it to the whole string.
@MainActor protocol StyledTextEditing: AnyObject {
  var font: UIFont? { get set }
  var textColor: UIColor? { get set }
  var textAlignment: NSTextAlignment { get set }
  var editor: TextEditor { get }
  /// True while the style properties are set from the text's own attributes, which must not
  /// restyle the text in turn.
  var adoptingAttributes: Bool { get set }
}

extension StyledTextEditing {
  /// The view's own style as attributes: its font, colour and alignment.
  var ownAttributes: [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = textAlignment
    return [
      .font: font ?? .systemFont(ofSize: UIFont.labelFontSize), .foregroundColor: textColor ?? .label,
      .paragraphStyle: paragraph,
    ]
  }

  /// The text with its attributes: the styled text, or the plain text in the view's style.
  var currentAttributedText: NSAttributedString {
    editor.styledText.map { NSAttributedString(attributedString: $0) }
      ?? NSAttributedString(string: editor.content.text, attributes: ownAttributes)
  }

  /// Stores `text` as the styled text and takes its first character's font, colour and alignment.
  func adoptStyledText(_ text: NSAttributedString) {
    editor.setStyledText(text)
    guard text.length > 0 else { return }
    adoptStyle(text.attributes(at: 0, effectiveRange: nil))
  }

  /// Sets the font, colour and alignment `attributes` hold without restyling the text.
  func adoptStyle(_ attributes: [NSAttributedString.Key: Any]) {
    adoptingAttributes = true
    defer { adoptingAttributes = false }
    if let newFont = attributes[.font] as? UIFont { font = newFont }
    if let newColor = attributes[.foregroundColor] as? UIColor { textColor = newColor }
    if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
      textAlignment = paragraph.alignment
    }
  }

  /// A style property was set: over the whole styled text too, unless it came from the text.
  func styleDidChange(_ attributes: [NSAttributedString.Key: Any]) {
    guard !adoptingAttributes else { return }
    editor.restyle(attributes)
  }
}
