@_spi(Hail) import CoreGraphics
import Foundation

/// What a view supplies where an attributed string has no attribute: its font, colour and
/// paragraph settings (UILabel's `font`, `textColor`, `textAlignment`, `lineBreakMode`).
struct TextDefaults {
  var font: UIFont
  var color: UIColor
  var alignment: NSTextAlignment
  var lineBreakMode: NSLineBreakMode
}

extension NSAttributedString {
  /// TextKit 2's link rendering (Apple docs, `NSTextLayoutManager.linkRenderingAttributes`: a
  /// single underline and, on iOS, `blueColor`), over the run's own colour and underline.
  static var linkRenderingAttributes: [NSAttributedString.Key: Any] {
    [
      .foregroundColor: UIColor.blue, .underlineStyle: NSUnderlineStyle.single.rawValue,
    ]
  }

  /// The string lowered for `TextLayout`: one run per stretch of equal attributes, colours
  /// resolved for `UITraitCollection.current`, missing attributes from `defaults`; links drawn
  /// with `linkAttributes` over their own (a text view's `linkTextAttributes`).
  func richText(
    defaults: TextDefaults,
    linkAttributes: [NSAttributedString.Key: Any] = NSAttributedString.linkRenderingAttributes
  ) -> CGRichText {
    let string = self.string
    let utf8Offsets = string.utf8Offsets
    var runs: [CGRichText.Run] = []
    enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
      var attributes = attributes
      if attributes[.link] != nil {
        attributes.merge(linkAttributes) { _, link in link }
      }
      let start = utf8Offsets[range.location]
      let end = utf8Offsets[range.location + range.length]
      guard start < end else { return }
      runs.append(attributes.run(start..<end, defaults: defaults))
    }
    return CGRichText(string: string, runs: runs)
  }
}

extension [NSAttributedString.Key: Any] {
  fileprivate func run(_ range: Range<Int>, defaults: TextDefaults) -> CGRichText.Run {
    let font = self[.font] as? UIFont ?? defaults.font
    let color = (self[.foregroundColor] as? UIColor ?? defaults.color).cgColor
    let paragraphStyle = self[.paragraphStyle] as? NSParagraphStyle
    let paragraph = CGRichText.Paragraph(
      alignment: (paragraphStyle?.alignment ?? defaults.alignment).textLayoutAlignment,
      lineSpacing: paragraphStyle?.lineSpacing ?? 0,
      paragraphSpacing: paragraphStyle?.paragraphSpacing ?? 0,
      paragraphSpacingBefore: paragraphStyle?.paragraphSpacingBefore ?? 0,
      lineBreak: (paragraphStyle?.lineBreakMode ?? defaults.lineBreakMode).textLayoutLineBreak)
    return CGRichText.Run(
      range: range, style: font.textStyle, color: color,
      background: (self[.backgroundColor] as? UIColor)?.cgColor,
      kern: number(.kern) ?? 0,
      underline: decoration(.underlineStyle, color: .underlineColor),
      strikethrough: decoration(.strikethroughStyle, color: .strikethroughColor),
      baselineOffset: number(.baselineOffset) ?? 0, paragraph: paragraph,
      attachment: (self[.attachment] as? NSTextAttachment)?.laidOut(
        font: font, color: self[.foregroundColor] as? UIColor ?? defaults.color))
  }

  /// A numeric attribute, however the caller boxed it (NSNumber from Objective-C habits, or a
  /// Swift CGFloat, Double or Int).
  fileprivate func number(_ key: NSAttributedString.Key) -> CGFloat? {
    switch self[key] {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// An underline or strikethrough from its style (an `NSUnderlineStyle` or its raw value) and colour.
  fileprivate func decoration(
    _ key: NSAttributedString.Key, color: NSAttributedString.Key
  ) -> CGRichText.Decoration? {
    let style =
      self[key] as? NSUnderlineStyle ?? number(key).map { NSUnderlineStyle(rawValue: Int($0)) } ?? []
    // Only the low byte is the line's look; the pattern and by-word bits change nothing without it.
    guard style.rawValue & 0xFF != 0 else { return nil }
    return CGRichText.Decoration(
      pattern: style.contains(.double) ? .double : .single, color: (self[color] as? UIColor)?.cgColor)
  }
}

extension String {
  /// For each UTF-16 offset (0…utf16.count), the UTF-8 offset of the same place; an offset inside
  /// a surrogate pair maps to its scalar's start.
  fileprivate var utf8Offsets: [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(utf16.count + 1)
    var utf8Offset = 0
    for scalar in unicodeScalars {
      for _ in 0..<scalar.utf16.count { offsets.append(utf8Offset) }
      utf8Offset += scalar.utf8.count
    }
    offsets.append(utf8Offset)
    return offsets
  }
}
