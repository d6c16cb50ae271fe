@_spi(Hail) import CoreGraphics
import Foundation

/// Attributed text in a field (Apple docs, `UITextField.attributedText`): setting it sets `text`
/// to its string and `font`, `textColor` and `textAlignment` to its attributes at location 0;
/// setting one of those later applies it to the whole string (`defaultTextAttributes`); setting
/// `text` drops the styling. Typed text takes the typing attributes (`TextEditor+Styles`).
extension UITextField {
  /// The field's own style as attributes: its font, colour and alignment.
  var fieldAttributes: [NSAttributedString.Key: Any] {
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
      alignment: textAlignment, lineBreakMode: .byClipping)
  }

  /// The text with its attributes: the styled text, or the plain text in the field's style.
  var currentAttributedText: NSAttributedString {
    editor.styledText.map { NSAttributedString(attributedString: $0) }
      ?? NSAttributedString(string: editor.content.text, attributes: fieldAttributes)
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
    contentDidChange()
    updateCaret()
  }

  /// A style property was set: over the whole styled text too, unless it came from the text.
  func styleDidChange(_ attributes: [NSAttributedString.Key: Any]) {
    guard !adoptingAttributes else { return }
    editor.restyle(attributes)
  }

  /// Sets the font, colour and alignment the dictionary holds, then applies it all to the text.
  func setDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
    adoptingAttributes = true
    if let newFont = attributes[.font] as? UIFont { font = newFont }
    if let newColor = attributes[.foregroundColor] as? UIColor { textColor = newColor }
    if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
      textAlignment = paragraph.alignment
    }
    adoptingAttributes = false
    editor.restyle(attributes)
    contentDidChange()
  }

  /// Typing attributes exist only while editing (Apple docs: nil otherwise, and a value set then
  /// is ignored); setting them gives plain text the field's attributes first.
  var currentTypingAttributes: [NSAttributedString.Key: Any]? {
    get { isEditing ? editor.typingAttributes(defaults: fieldAttributes) : nil }
    set {
      guard isEditing else { return }
      if newValue != nil { editor.adoptStyles(fieldAttributes) }
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
