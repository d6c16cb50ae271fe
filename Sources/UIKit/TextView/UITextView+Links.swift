import Foundation

/// Links: text with a `.link` attribute (a `URL`, or a `String` read as one, as Apple's
/// `NSAttributedString.Key.link` allows), and what `dataDetectorTypes` finds in the text. They are
/// interactive only while the text view is selectable but not editable (Apple docs,
/// `UITextView.dataDetectorTypes`: "data detection does not occur if the text view's isEditable
/// property is set to true"); an editable text view puts the caret where it is tapped instead.
/// A tap on one asks the delegate's `textView(_:shouldInteractWith:in:interaction:)` with
/// `.invokeDefaultAction`, and true opens the URL; a long press asks with `.presentActions`, and
/// true shows the link's actions (`UITextView+LinkActions`).
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

  /// The link whose text covers `point` (the view's content coordinates), if any.
  func link(at point: CGPoint) -> TextLink? {
    guard let linked = linkedText, linked.length > 0 else { return nil }
    let origin = textOrigin
    let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    let layout = geometry
    var found: TextLink?
    linked.enumerateAttribute(.link, in: NSRange(location: 0, length: linked.length)) { value, range, stop in
      guard let url = Self.linkURL(value) else { return }
      let rects = layout.selectionRects(from: range.location, to: range.location + range.length)
      guard rects.contains(where: { $0.contains(local) }) else { return }
      found = TextLink(url: url, range: range)
      stop.pointee = true
    }
    return found
  }

  /// A tap on `link`: the delegate decides, the system opens the URL.
  func interact(with link: TextLink) {
    let opens =
      textViewDelegate?.textView(
        self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction) ?? true
    if opens { UIApplication.shared.open(link.url) }
  }

  private static func linkURL(_ value: Any?) -> URL? {
    if let url = value as? URL { return url }
    return (value as? String).flatMap { URL(string: $0) }
  }
}
