import Foundation

/// UITextInput: positions and ranges are UTF-16 offsets of the text; geometry comes from the
/// displayed line (bullets for secure entry).
extension UITextField {
  public var selectedTextRange: UITextRange? {
    get { editor.selectedTextRange }
    set {
      guard let newValue, let range = editor.range(of: newValue) else { return }
      editor.select(range)
    }
  }

  public var markedTextRange: UITextRange? { editor.markedTextRange }

  /// An input method's composing text, drawn underlined until `unmarkText()` or the next
  /// `insertText(_:)` commits it. Each change asks the delegate and sends `.editingChanged`.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    startOverIfComposingIntoSecureText()
    editor.setMarkedText(markedText?.filter { !$0.isNewline }, selectedRange: selectedRange)
  }

  public func unmarkText() {
    editor.unmarkText()
    setNeedsDisplay()
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

  /// Left and right by grapheme clusters; up and down go to the start and end of the line.
  public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  {
    switch direction {
    case .up: offset > 0 ? beginningOfDocument : position
    case .down: offset > 0 ? endOfDocument : position
    case .left, .right: editor.position(from: position, in: direction, offset: offset)
    }
  }

  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    editor.compare(position, to: other)
  }

  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    editor.offset(from: from, to: toPosition)
  }

  /// The rectangle from the start of `range` to its end, on the line.
  public func firstRect(for range: UITextRange) -> CGRect {
    guard let nsRange = editor.range(of: range) else { return .null }
    let start = caretRect(for: UITextPosition(utf16Offset: nsRange.location))
    let end = caretRect(for: UITextPosition(utf16Offset: nsRange.location + nsRange.length))
    return CGRect(x: start.minX, y: start.minY, width: max(end.minX - start.minX, 0), height: start.height)
  }

  /// The grapheme boundary nearest to `point` on the line.
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    UITextPosition(utf16Offset: closestOffset(to: point))
  }

  func defaultCaretRect(for position: UITextPosition) -> CGRect {
    guard let offset = editor.offset(of: position) else { return .null }
    let origin = textOrigin(in: editingRect(forBounds: bounds))
    let stop = lineGeometry.stop(atOffset: offset)
    // UIKit's caret is 2 pt wide (caretRect(for:) of UITextField and UITextView), centred on the
    // boundary.
    return CGRect(
      x: origin.x + stop.minX - TextCaretView.width / 2, y: origin.y + stop.minY, width: TextCaretView.width,
      height: stop.height)
  }

  func closestOffset(to point: CGPoint) -> Int {
    let origin = textOrigin(in: editingRect(forBounds: bounds))
    return lineGeometry.offset(nearest: CGPoint(x: point.x - origin.x, y: 0))
  }

  private func startOverIfComposingIntoSecureText() {
    guard replacesTextOnNextInput, editor.content.markedRange == nil else { return }
    replacesTextOnNextInput = false
    editor.selectAll()
  }
}
