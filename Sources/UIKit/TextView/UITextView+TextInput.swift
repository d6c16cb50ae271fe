import Foundation

/// UITextInput: positions and ranges are UTF-16 offsets of the text; geometry comes from the
/// wrapped lines, in the text view's content coordinates.
extension UITextView {
  public var selectedTextRange: UITextRange? {
    get { editor.selectedTextRange }
    set {
      guard let newValue, let range = editor.range(of: newValue) else { return }
      editor.select(range)
    }
  }

  public var markedTextRange: UITextRange? { editor.markedTextRange }

  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard isEditable else { return }
    editor.setMarkedText(markedText, selectedRange: selectedRange)
  }

  public func unmarkText() {
    editor.unmarkText()
    contentView.setNeedsDisplay()
  }

  public var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
  public var endOfDocument: UITextPosition { editor.endOfDocument }

  public func text(in range: UITextRange) -> String? { editor.text(in: range) }
  public func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }

  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    editor.textRange(from: fromPosition, to: toPosition)
  }

  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    editor.position(from: position, offset: offset)
  }

  /// Left and right by grapheme clusters; up and down by lines, towards the same x.
  public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  {
    guard direction == .up || direction == .down else {
      return editor.position(from: position, in: direction, offset: offset)
    }
    guard let start = editor.offset(of: position) else { return nil }
    let lines = direction == .up ? -offset : offset
    let x = geometry.stop(atOffset: start).minX
    return UITextPosition(utf16Offset: geometry.offset(from: start, lines: lines, towardX: x))
  }

  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    editor.compare(position, to: other)
  }

  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    editor.offset(from: from, to: toPosition)
  }

  /// The part of `range` on its first line, in content coordinates.
  public func firstRect(for range: UITextRange) -> CGRect {
    guard let nsRange = editor.range(of: range) else { return .null }
    let origin = textOrigin
    guard
      let first = geometry.selectionRects(from: nsRange.location, to: nsRange.location + nsRange.length).first
    else { return caretRect(for: range.start) }
    return first.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The grapheme boundary nearest to `point` (content coordinates).
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    let origin = textOrigin
    return UITextPosition(
      utf16Offset: geometry.offset(nearest: CGPoint(x: point.x - origin.x, y: point.y - origin.y)))
  }

  func defaultCaretRect(for position: UITextPosition) -> CGRect {
    guard let offset = editor.offset(of: position) else { return .null }
    let stop = geometry.stop(atOffset: offset)
    let origin = textOrigin
    return CGRect(
      x: origin.x + stop.minX - TextCaretView.width / 2, y: origin.y + stop.minY, width: TextCaretView.width,
      height: stop.height)
  }
}
