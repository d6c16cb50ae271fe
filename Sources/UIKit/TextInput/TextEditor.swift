import Foundation

/// What a text input view tells its `TextEditor`: whether an edit may happen (the delegate's
/// veto), that the text or selection changed (once per edit, so that each view tells its delegate
/// in its own order), and whether its text may be copied.
@preconcurrency @MainActor
protocol TextEditorClient: AnyObject {
  func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool
  func textEditorDidChange(text: Bool, selection: Bool)
  /// False for secure entry: UIKit offers no copy or cut there.
  var textEditorAllowsCopy: Bool { get }
}

/// The editing behaviour `UITextField` and `UITextView` share: edits through the client's veto,
/// input-method marking, the edit actions with `UIPasteboard.general`, and UITextInput's position
/// arithmetic over `EditableText`'s UTF-16 offsets.
@preconcurrency @MainActor
final class TextEditor {
  private(set) var content = EditableText()
  weak var client: TextEditorClient?
  /// The text with its attributes while the view shows attributed text (nil: plain text in the
  /// view's font and colour); every edit is applied to it too (`TextEditor+Styles`).
  var styledText: NSAttributedString?
  /// Attributes for the next typed text, set through the view's `typingAttributes`; cleared when
  /// the selection changes (Apple docs, `UITextField.typingAttributes`).
  var typingAttributesOverride: [NSAttributedString.Key: Any]?

  // MARK: Editing

  /// Applies `edit` unless the client vetoes it; returns whether it was applied.
  @discardableResult
  func perform(_ edit: EditableText.Edit, askingClient: Bool = true) -> Bool {
    if askingClient, let client, !client.textEditorShouldChange(edit.range, replacement: edit.replacement) {
      return false
    }
    let oldSelection = content.selection
    applyStyles(of: edit)
    content.apply(edit)
    if content.selection != oldSelection, content.length > 0 { typingAttributesOverride = nil }
    client?.textEditorDidChange(text: true, selection: content.selection != oldSelection)
    return true
  }

  func insert(_ string: String) {
    perform(content.inserting(string))
  }

  func deleteBackward() {
    guard let edit = content.deletingBackward() else { return }
    perform(edit)
  }

  func deleteForward() {
    guard let edit = content.deletingForward() else { return }
    perform(edit)
  }

  /// Empty text ends a composition; with nothing marked it changes nothing (an input method that
  /// cancels before composing must not delete the selection).
  func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    if markedText?.isEmpty ?? true, content.markedRange == nil { return }
    perform(content.settingMarkedText(markedText ?? "", selectedRange: selectedRange))
  }

  func unmarkText() {
    content.unmark()
  }

  /// Replaces the text without asking (the `text` setter); the caret goes to the end. Plain
  /// text drops the styling.
  func setText(_ text: String) {
    content.setText(text)
    styledText = nil
    typingAttributesOverride = nil
  }

  /// Replaces the text and its attributes without asking (the `attributedText` setter).
  func setStyledText(_ text: NSAttributedString) {
    content.setText(text.string)
    styledText = NSAttributedString(attributedString: text)
    typingAttributesOverride = nil
  }

  func select(_ range: NSRange) {
    let old = content.selection
    content.select(range)
    selectionDidChange(from: old)
  }

  func move(_ movement: EditableText.Movement, extending: Bool) {
    let old = content.selection
    content.move(movement, extending: extending)
    selectionDidChange(from: old)
  }

  func moveFocus(to offset: Int, extending: Bool) {
    let old = content.selection
    content.moveFocus(to: offset, extending: extending)
    selectionDidChange(from: old)
  }

  private func selectionDidChange(from old: NSRange) {
    guard content.selection != old else { return }
    typingAttributesOverride = nil
    client?.textEditorDidChange(text: false, selection: true)
  }

  // MARK: Edit actions

  func copySelection() {
    guard client?.textEditorAllowsCopy ?? true, content.selection.length > 0 else { return }
    UIPasteboard.general.string = content.substring(content.selection)
  }

  func cutSelection() {
    guard client?.textEditorAllowsCopy ?? true, content.selection.length > 0 else { return }
    let selected = content.substring(content.selection)
    if perform(content.inserting("")) { UIPasteboard.general.string = selected }
  }

  func paste() {
    guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
    insert(string)
  }

  func selectAll() {
    select(NSRange(location: 0, length: content.length))
  }

  // MARK: Positions (UITextInput)

  var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }
  var endOfDocument: UITextPosition { UITextPosition(utf16Offset: content.length) }

  var selectedTextRange: UITextRange { UITextRange(content.selection) }
  var markedTextRange: UITextRange? { content.markedRange.map { UITextRange($0) } }

  /// A position's UTF-16 offset, clamped to the text; nil for positions from elsewhere.
  func offset(of position: UITextPosition) -> Int? {
    position.utf16Offset.map { min(max($0, 0), content.length) }
  }

  func range(of textRange: UITextRange) -> NSRange? {
    guard let lower = offset(of: textRange.start), let upper = offset(of: textRange.end) else { return nil }
    return NSRange(location: min(lower, upper), length: abs(upper - lower))
  }

  func text(in range: UITextRange) -> String? {
    self.range(of: range).map(content.substring)
  }

  func replace(_ range: UITextRange, withText text: String) {
    guard let nsRange = self.range(of: range) else { return }
    perform(content.replacing(nsRange, with: text))
  }

  func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    guard let lower = offset(of: from), let upper = offset(of: to) else { return nil }
    return UITextRange(start: UITextPosition(utf16Offset: lower), end: UITextPosition(utf16Offset: upper))
  }

  /// `offset` UTF-16 units away, or nil outside the text (Apple docs: "nil if the computed
  /// position is less than 0 or greater than the length of the backing string").
  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let start = position.utf16Offset else { return nil }
    let target = start + offset
    guard target >= 0, target <= content.length else { return nil }
    return UITextPosition(utf16Offset: target)
  }

  /// Left and right move by grapheme clusters; up and down are the view's (nil here).
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  {
    guard var current = self.offset(of: position), direction == .left || direction == .right else {
      return nil
    }
    let steps = direction == .left ? -offset : offset
    for _ in 0..<abs(steps) {
      current = steps < 0 ? content.boundary(before: current) : content.boundary(after: current)
    }
    return UITextPosition(utf16Offset: current)
  }

  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let lhs = position.utf16Offset ?? 0
    let rhs = other.utf16Offset ?? 0
    return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
  }

  func offset(from: UITextPosition, to: UITextPosition) -> Int {
    (to.utf16Offset ?? 0) - (from.utf16Offset ?? 0)
  }
}
