import Foundation

/// Links (text with a `.link` attribute: a `URL`, or a `String` read as one, as Apple's
/// `NSAttributedString.Key.link` allows). They are interactive only while the text view is
/// selectable but not editable (Apple docs, `UITextView.dataDetectorTypes`); an editable text view
/// puts the caret where it is tapped instead. A tap on one asks the delegate's
/// `textView(_:shouldInteractWith:in:interaction:)` with `.invokeDefaultAction`; true opens the URL.
extension UITextView {
  /// A link's URL and its character range (UTF-16 units).
  struct TextLink: Equatable {
    let url: URL
    let range: NSRange
  }

  /// Whether taps on links act on them rather than edit.
  var linksAreInteractive: Bool { isSelectable && !isEditable }

  /// The link whose text covers `point` (the view's content coordinates), if any.
  func link(at point: CGPoint) -> TextLink? {
    guard let styled = editor.styledText, styled.length > 0 else { return nil }
    let origin = textOrigin
    let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    let layout = geometry
    var found: TextLink?
    styled.enumerateAttribute(.link, in: NSRange(location: 0, length: styled.length)) { value, range, stop in
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
