import Foundation

/// Editing: the session from becoming first responder to resigning, the delegate's questions and
/// the hardware editing keys.
extension UITextView: TextEditorClient {
  /// The delegate as a text view delegate (`delegate` is the scroll view's property).
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  func beginEditingSession() {
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    updateCaret()
    contentView.setNeedsDisplay()
  }

  func endEditingSession() {
    editor.unmarkText()
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    updateCaret()
    contentView.setNeedsDisplay()
  }

  /// Sets the text from code: no delegate question and no `textViewDidChange`, as in UIKit.
  func setTextFromCode(_ newText: String) {
    guard newText != editor.content.text || editor.content.markedRange != nil || editor.styledText != nil
    else {
      return
    }
    editor.setText(newText)
    layoutDidChange()
  }

  func handle(_ key: TextEditingKey) {
    switch key {
    case .move(let movement, let extending): editor.move(movement, extending: extending)
    case .moveLine(let up, let extending):
      let focus = editor.content.focus
      let x = geometry.stop(atOffset: focus).minX
      editor.moveFocus(to: geometry.offset(from: focus, lines: up ? -1 : 1, towardX: x), extending: extending)
    case .deleteBackward: deleteBackward()
    case .deleteForward: if isEditable { editor.deleteForward() }
    case .insertNewline: insertText("\n")
    case .cancel: resignFirstResponder()
    case .focusNext: insertText("\t")
    case .selectAll: selectAll(nil)
    case .copy: copy(nil)
    case .cut: cut(nil)
    case .paste: paste(nil)
    }
  }

  // MARK: TextEditorClient

  func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool {
    textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
  }

  /// A user's change: `textViewDidChangeSelection`, then `textViewDidChange` and
  /// `textDidChangeNotification`; the caret is scrolled into view.
  func textEditorDidChange(text: Bool, selection: Bool) {
    if text { layoutDidChange() }
    if selection { textViewDelegate?.textViewDidChangeSelection(self) }
    if text {
      textViewDelegate?.textViewDidChange(self)
      NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
      window?.keyboard.inputDidChange()
    }
    updateCaret()
    contentView.setNeedsDisplay()
    scrollCaretIntoView()
  }

  var textEditorAllowsCopy: Bool { !isSecureTextEntry }
}
