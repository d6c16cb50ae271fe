import Foundation

/// Finds links and phone numbers in plain text for `UITextView.dataDetectorTypes` (Foundation's
/// `NSDataDetector` is not implemented on Linux). Deliberately narrow, so that it finds no link
/// where there is none:
/// - links: `http://` or `https://` URLs, `www.` hosts (opened as `http://`), and e-mail addresses
///   (opened as `mailto:`, which Apple's link detection also finds); trailing punctuation, Latin or
///   CJK, is not part of a link;
/// - phone numbers: 7 to 15 digits (E.164's longest is 15) with an optional leading `+`, grouped by
///   single spaces, hyphens, dots or parentheses, not touching letters or digits; a date
///   (2026-12-01) or a decimal number (1234.5678) is not a phone number. The link is `tel:` with
///   the digits and the `+`.
enum TextDataDetector {
  /// One found item: its range in UTF-16 units and the URL a tap opens.
  struct Match: Equatable {
    let range: NSRange
    let url: URL
  }

  /// The items of `types` in `text`, in order; links win where a phone number overlaps one.
  static func matches(in text: String, types: UIDataDetectorTypes) -> [Match] {
    guard !text.isEmpty else { return [] }
    let whole = NSRange(location: 0, length: text.utf16.count)
    var found: [Match] = []
    if types.contains(.link) {
      found += matches(of: webPattern, in: text, range: whole) { linkURL($0) }
      found += matches(of: mailPattern, in: text, range: whole) { URL(string: "mailto:\($0)") }
        .filter { mail in !found.contains { NSIntersectionRange($0.range, mail.range).length > 0 } }
    }
    if types.contains(.phoneNumber) {
      found += matches(of: phonePattern, in: text, range: whole) { phoneURL($0) }
        .filter { phone in !found.contains { NSIntersectionRange($0.range, phone.range).length > 0 } }
    }
    return found.sorted { $0.range.location < $1.range.location }
  }

  private static let trailingPunctuation = Set(".,;:!?)]}'\"。，；：！？）】」』、")

  private static let webPattern = try! NSRegularExpression(
    pattern: #"(?<![\w@.])(?:https?://|www\.)[^\s<>"'，。；：！？（）【】「」『』、]+"#, options: [.caseInsensitive])
  private static let mailPattern = try! NSRegularExpression(
    pattern: #"(?<![\w.%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w@])"#)
  private static let phonePattern = try! NSRegularExpression(
    pattern: #"(?<![\w+.-])\+?(?:\(\d+\)|\d)(?:[ .-]?(?:\(\d+\)|\d))+(?![\w])"#)
  private static let datePattern = try! NSRegularExpression(pattern: #"^\d{4}([-./])\d{1,2}\1\d{1,2}$"#)

  /// Each match of `pattern` with its text's URL (nil skips it), trailing punctuation trimmed.
  private static func matches(
    of pattern: NSRegularExpression, in text: String, range: NSRange, url: (String) -> URL?
  ) -> [Match] {
    let utf16 = text as NSString
    return pattern.matches(in: text, range: range).compactMap { result in
      var matched = utf16.substring(with: result.range)
      while let last = matched.last, trailingPunctuation.contains(last) { matched.removeLast() }
      guard !matched.isEmpty, let target = url(matched) else { return nil }
      return Match(range: NSRange(location: result.range.location, length: matched.utf16.count), url: target)
    }
  }

  private static func linkURL(_ text: String) -> URL? {
    let lowered = text.lowercased()
    if lowered.hasPrefix("www.") {
      return text.count > 4 ? URL(string: "http://\(text)") : nil
    }
    // A scheme with nothing after it is no link.
    guard let schemeEnd = text.range(of: "://"), schemeEnd.upperBound < text.endIndex else { return nil }
    return URL(string: text)
  }

  private static func phoneURL(_ text: String) -> URL? {
    let digits = text.filter(\.isASCIIDigit)
    guard (7...15).contains(digits.count) else { return nil }
    let whole = NSRange(location: 0, length: text.utf16.count)
    if datePattern.firstMatch(in: text, range: whole) != nil { return nil }
    let separators = text.filter { !$0.isASCIIDigit && $0 != "+" }
    if separators == "." { return nil }  // a decimal number
    return URL(string: "tel:" + (text.hasPrefix("+") ? "+" : "") + digits)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
