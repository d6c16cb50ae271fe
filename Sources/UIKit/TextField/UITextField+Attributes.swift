@_spi(Hail) import CoreGraphics
import Foundation

/// Attributed text in a field (Apple docs, `UITextField.attributedText`): setting it sets `text`
/// to its string and `font`, `textColor` and `textAlignment` to its attributes at location 0;
/// setting one of those later applies it to the whole string (`defaultTextAttributes`); setting
/// `text` drops the styling. Typed text takes the typing attributes (`TextEditor+Styles`).
extension UITextField: StyledTextEditing {
  var textDefaults: TextDefaults {
    TextDefaults(
      font: font ?? .systemFont(ofSize: UIFont.labelFontSize), color: textColor ?? .label,
      alignment: textAlignment, lineBreakMode: .byClipping)
  }

  func setAttributedTextFromCode(_ newValue: NSAttributedString?) {
    guard let newValue else { return setTextFromCode("") }
    adoptStyledText(newValue)
    contentDidChange()
    updateCaret()
  }

  /// Sets the font, colour and alignment the dictionary holds, then applies it all to the text.
  func setDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
    adoptStyle(attributes)
    editor.restyle(attributes)
    contentDidChange()
  }

  /// Typing attributes exist only while editing (Apple docs: nil otherwise, and a value set then
  /// is ignored); setting them gives plain text the field's attributes first.
  var currentTypingAttributes: [NSAttributedString.Key: Any]? {
    get { isEditing ? editor.typingAttributes(defaults: ownAttributes) : nil }
    set {
      guard isEditing else { return }
      if newValue != nil { editor.adoptStyles(ownAttributes) }
      editor.typingAttributesOverride = newValue
    }
  }

  /// The placeholder as attributed text: the styled one, or the plain one in the field's font and
  /// the placeholder colour.
  var currentAttributedPlaceholder: NSAttributedString? {
    styledPlaceholder.map { NSAttributedString(attributedString: $0) }
      ?? placeholder.map {
        NSAttributedString(
          string: $0, attributes: [.font: textDefaults.font, .foregroundColor: Self.placeholderColor])
      }
  }

  func setAttributedPlaceholder(_ newValue: NSAttributedString?) {
    adoptingAttributes = true
    placeholder = newValue?.string
    adoptingAttributes = false
    styledPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
    contentDidChange()
  }

  /// The styled placeholder lowered for drawing: the field's font and the placeholder colour
  /// where it sets none. Its own `.foregroundColor` is kept, as iOS draws it (Apple's page says
  /// the text colour is the system's, but apps colour placeholders this way and iOS honours it).
  func placeholderRichText(_ styled: NSAttributedString) -> CGRichText {
    var defaults = textDefaults
    defaults.color = Self.placeholderColor
    return traitCollection.lowered(styled, defaults: defaults)
  }
}

extension UITraitCollection {
  /// `text` lowered for drawing with its dynamic colours resolved for these traits.
  func lowered(
    _ text: NSAttributedString, defaults: TextDefaults,
    linkAttributes: [NSAttributedString.Key: Any] = NSAttributedString.linkRenderingAttributes
  ) -> CGRichText {
    var rich = CGRichText(string: "", runs: [])
    performAsCurrent { rich = text.richText(defaults: defaults, linkAttributes: linkAttributes) }
    return rich
  }
}
