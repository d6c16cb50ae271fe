import Foundation

/// Links: text with a `.link` attribute (a `URL`, or a `String` read as one, as Apple's
/// `NSAttributedString.Key.link` allows), and what `dataDetectorTypes` finds in the text. They are
/// interactive only while the text view is selectable but not editable (Apple docs,
/// `UITextView.dataDetectorTypes`: "data detection does not occur if the text view's isEditable
/// property is set to true"); an editable text view puts the caret where it is tapped instead.
/// Attachments and runs tagged with `.textItemTag` are text items too; a tap or a long press on
/// any of them asks the delegate (`UITextView+LinkActions`).
extension UITextView {
  /// A link's URL and its character range (UTF-16 units).
  struct TextLink: Equatable {
    let url: URL
    let range: NSRange
  }

  /// Whether taps on links act on them rather than edit.
  var linksAreInteractive: Bool { isSelectable && !isEditable }

  /// The text with its `.link` runs: the attributed text, plus the links `dataDetectorTypes` found
  /// where it has none; nil for plain text with nothing found.
  var linkedText: NSAttributedString? {
    let detected = detectedLinks
    guard !detected.isEmpty else { return editor.styledText }
    let linked = NSMutableAttributedString(
      attributedString: editor.styledText ?? NSAttributedString(string: editor.content.text))
    for link in detected
    where linked.attribute(.link, at: link.range.location, effectiveRange: nil) == nil {
      linked.addAttribute(.link, value: link.url, range: link.range)
    }
    return linked
  }

  /// What the data detectors find in the text while links are interactive (kept until the text
  /// or the types change).
  var detectedLinks: [TextLink] {
    guard linksAreInteractive, !dataDetectorTypes.isEmpty else { return [] }
    let text = editor.content.text
    if let detection, detection.text == text, detection.types == dataDetectorTypes { return detection.links }
    let links = TextDataDetector.matches(in: text, types: dataDetectorTypes).map {
      TextLink(url: $0.url, range: $0.range)
    }
    detection = Detection(text: text, types: dataDetectorTypes, links: links)
    return links
  }

  /// The data detectors' last answer.
  struct Detection {
    let text: String
    let types: UIDataDetectorTypes
    let links: [TextLink]
  }

  /// The rects of the characters in `range` (UTF-16 units), one a line, in the view's coordinates.
  func lineRects(of range: NSRange) -> [CGRect] {
    let origin = textOrigin
    return geometry.selectionRects(from: range.location, to: range.location + range.length).map {
      $0.offsetBy(dx: origin.x, dy: origin.y)
    }
  }

  /// The text item whose characters cover `point` (the view's content coordinates), if any: a
  /// link (its own or a detected one) first, then an attachment, then a tagged run.
  func textItem(at point: CGPoint) -> UITextItem? {
    guard let linked = linkedText, linked.length > 0 else { return nil }
    let origin = textOrigin
    let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    let layout = geometry
    for key in [NSAttributedString.Key.link, .attachment, .textItemTag] {
      var found: UITextItem?
      linked.enumerateAttribute(key, in: NSRange(location: 0, length: linked.length)) { value, range, stop in
        guard let content = Self.itemContent(key, value) else { return }
        let rects = layout.selectionRects(from: range.location, to: range.location + range.length)
        guard rects.contains(where: { $0.contains(local) }) else { return }
        found = UITextItem(content: content, range: range)
        stop.pointee = true
      }
      if let found { return found }
    }
    return nil
  }

  /// What an attribute's value makes of its characters as a text item.
  private static func itemContent(_ key: NSAttributedString.Key, _ value: Any?) -> UITextItem.Content? {
    switch key {
    case .link: linkURL(value).map { .link($0) }
    case .attachment: (value as? NSTextAttachment).map { .textAttachment($0) }
    default: (value as? String).map { .tag($0) }
    }
  }

  private static func linkURL(_ value: Any?) -> URL? {
    if let url = value as? URL { return url }
    return (value as? String).flatMap { URL(string: $0) }
  }
}
