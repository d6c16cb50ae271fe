import Foundation

/// Attributed text in a text view (Apple docs, `UITextView.attributedText`): setting it sets
/// `text` to its string and `font`, `textColor` and `textAlignment` to its attributes at location
/// 0; setting one of those later applies it to the whole string; setting `text` drops the
/// styling. Links draw with `linkTextAttributes` over their own attributes.
extension UITextView {
  /// TextKit's default link look (Apple docs, `linkTextAttributes`: "blue text with a single
  /// underline").
  static var defaultLinkTextAttributes: [NSAttributedString.Key: Any] {
    [.foregroundColor: UIColor.blue, .underlineStyle: NSUnderlineStyle.single.rawValue]
  }

  /// The view's own style as attributes: its font, colour and alignment.
  var viewAttributes: [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = textAlignment
    return [
      .font: font ?? .systemFont(ofSize: UIFont.labelFontSize), .foregroundColor: textColor ?? .label,
      .paragraphStyle: paragraph,
    ]
  }

  var textDefaults: TextDefaults {
    TextDefaults(
      font: font ?? .systemFont(ofSize: UIFont.labelFontSize), color: textColor ?? .label,
      alignment: textAlignment, lineBreakMode: .byWordWrapping)
  }

  var currentAttributedText: NSAttributedString {
    editor.styledText.map { NSAttributedString(attributedString: $0) }
      ?? NSAttributedString(string: editor.content.text, attributes: viewAttributes)
  }

  func setAttributedTextFromCode(_ newValue: NSAttributedString?) {
    guard let newValue else { return setTextFromCode("") }
    editor.setStyledText(newValue)
    if newValue.length > 0 {
      adoptingAttributes = true
      defer { adoptingAttributes = false }
      let first = newValue.attributes(at: 0, effectiveRange: nil)
      if let firstFont = first[.font] as? UIFont { font = firstFont }
      if let firstColor = first[.foregroundColor] as? UIColor { textColor = firstColor }
      if let paragraph = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
    }
    layoutDidChange()
    updateCaret()
  }

  /// A style property was set: over the whole styled text too, unless it came from the text.
  func styleDidChange(_ attributes: [NSAttributedString.Key: Any]) {
    guard !adoptingAttributes else { return }
    editor.restyle(attributes)
  }

  /// The attributes typed text gets; setting them gives plain text the view's attributes first.
  var currentTypingAttributes: [NSAttributedString.Key: Any] {
    get { editor.typingAttributes(defaults: viewAttributes) }
    set {
      editor.adoptStyles(viewAttributes)
      editor.typingAttributesOverride = newValue
    }
  }
}
