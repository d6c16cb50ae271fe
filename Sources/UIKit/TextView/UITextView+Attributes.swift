import Foundation

/// Attributed text in a text view (Apple docs, `UITextView.attributedText`): setting it sets
/// `text` to its string and `font`, `textColor` and `textAlignment` to its attributes at location
/// 0; setting one of those later applies it to the whole string; setting `text` drops the
/// styling. Links draw with `linkTextAttributes` over their own attributes.
extension UITextView: StyledTextEditing {
  /// TextKit's default link look (Apple docs, `linkTextAttributes`: "blue text with a single
  /// underline").
  static var defaultLinkTextAttributes: [NSAttributedString.Key: Any] {
    [.foregroundColor: UIColor.blue, .underlineStyle: NSUnderlineStyle.single.rawValue]
  }

  var textDefaults: TextDefaults {
    TextDefaults(
      font: font ?? .systemFont(ofSize: UIFont.labelFontSize), color: textColor ?? .label,
      alignment: textAlignment, lineBreakMode: .byWordWrapping)
  }

  func setAttributedTextFromCode(_ newValue: NSAttributedString?) {
    guard let newValue else { return setTextFromCode("") }
    adoptStyledText(newValue)
    layoutDidChange()
    updateCaret()
  }

  /// The attributes typed text gets; setting them gives plain text the view's attributes first.
  var currentTypingAttributes: [NSAttributedString.Key: Any] {
    get { editor.typingAttributes(defaults: ownAttributes) }
    set {
      editor.adoptStyles(ownAttributes)
      editor.typingAttributesOverride = newValue
    }
  }
}
