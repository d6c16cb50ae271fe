import Foundation

/// What a view does to its attributed text when one of its style properties is set afterwards
/// (UILabel's, UITextField's and UITextView's `font`, `textColor`, `textAlignment`…): the
/// attribute applies to the whole string.
extension NSAttributedString {
  /// A copy with `attributes` set over the whole string, merged with each run's own.
  func restyled(_ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
    let restyled = NSMutableAttributedString(attributedString: self)
    restyled.addAttributes(attributes, range: NSRange(location: 0, length: length))
    return restyled
  }

  /// A copy whose every paragraph style is changed by `change` (a default style where a run has none).
  func restyledParagraphs(_ change: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
    let restyled = NSMutableAttributedString(attributedString: self)
    let whole = NSRange(location: 0, length: length)
    enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
      let style = NSMutableParagraphStyle()
      if let value = value as? NSParagraphStyle { style.setParagraphStyle(value) }
      change(style)
      restyled.addAttribute(.paragraphStyle, value: style, range: range)
    }
    return restyled
  }
}
