import Foundation

/// Editing: the session from becoming first responder to resigning, typing, deleting, pasting,
/// the return key and the hardware editing keys. Order of what a typed character causes:
/// `textField(_:shouldChangeCharactersIn:replacementString:)` (which may veto it), the change,
/// `.editingChanged`, `textDidChangeNotification`, then `textFieldDidChangeSelection`.
extension UITextField: TextEditorClient {
  /// Became first responder: `textFieldDidBeginEditing`, `.editingDidBegin`, then
  /// `textDidBeginEditingNotification`; the caret starts blinking.
  func beginEditingSession() {
    isEditing = true
    if clearsOnBeginEditing, hasText {
      editor.setText("")
      contentDidChange()
    }
    // Secure fields start over on the next keystroke when editing begins again (iOS behaviour:
    // the old password is replaced, not extended).
    replacesTextOnNextInput = isSecureTextEntry && hasText
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    updateCaret()
    setNeedsDisplay()
  }

  /// Resigned: marked text is committed, then `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`
  /// and `textDidEndEditingNotification`.
  func endEditingSession() {
    editor.unmarkText()
    isEditing = false
    replacesTextOnNextInput = false
    horizontalScroll = 0
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    updateCaret()
    setNeedsDisplay()
  }

  func typeText(_ text: String) {
    if text == "\n" { return returnKeyPressed() }
    // One line: line breaks in pasted or inserted text are dropped.
    let line = text.filter { !$0.isNewline }
    guard !line.isEmpty else { return }
    startOverIfReplacing()
    editor.insert(line)
  }

  func deleteFromKeyboard() {
    startOverIfReplacing()
    editor.deleteBackward()
  }

  func pasteFromPasteboard() {
    startOverIfReplacing()
    guard let string = UIPasteboard.general.string else { return }
    typeText(string)
  }

  /// The return key: `textFieldShouldReturn`, then `.editingDidEndOnExit`; a field with an action
  /// for that event also ends editing, as UIKit's does.
  func returnKeyPressed() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if endsEditing { resignFirstResponder() }
  }

  /// The clear button: `textFieldShouldClear`, then the text goes (with `.editingChanged`).
  func clearButtonTapped() {
    guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
    editor.perform(
      editor.content.replacing(NSRange(location: 0, length: editor.content.length), with: ""),
      askingClient: false)
  }

  func handle(_ key: TextEditingKey) {
    switch key {
    case .move(let movement, let extending): editor.move(movement, extending: extending)
    case .moveLine(let up, let extending): editor.move(up ? .start : .end, extending: extending)
    case .deleteBackward: deleteFromKeyboard()
    case .deleteForward: editor.deleteForward()
    case .insertNewline: returnKeyPressed()
    case .cancel: resignFirstResponder()
    case .focusNext(let backward): focusNextTextField(backward: backward)
    case .selectAll: selectAll(nil)
    case .copy: copy(nil)
    case .cut: cut(nil)
    case .paste: paste(nil)
    }
  }

  /// Sets the text from code: no delegate question and no `.editingChanged`, as in UIKit.
  func setTextFromCode(_ newText: String) {
    guard newText != editor.content.text || editor.content.markedRange != nil || editor.styledText != nil
    else {
      return
    }
    editor.setText(newText)
    contentDidChange()
    updateCaret()
  }

  /// Tab: the next text field of the window in reading order (top to bottom, then left to right)
  /// becomes first responder; Shift-Tab the previous one.
  func focusNextTextField(backward: Bool) {
    guard let window else { return }
    var fields: [UITextField] = []
    func collect(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if let field = view as? UITextField, field.isEnabled { fields.append(field) }
      for subview in view.subviews { collect(subview) }
    }
    collect(window)
    let ordered = fields.sorted { lhs, rhs in
      let a = lhs.convert(lhs.bounds.origin, to: window)
      let b = rhs.convert(rhs.bounds.origin, to: window)
      return a.y != b.y ? a.y < b.y : a.x < b.x
    }
    guard ordered.count > 1, let index = ordered.firstIndex(where: { $0 === self }) else { return }
    let next = ordered[(index + (backward ? ordered.count - 1 : 1)) % ordered.count]
    next.becomeFirstResponder()
  }

  private func startOverIfReplacing() {
    guard replacesTextOnNextInput else { return }
    replacesTextOnNextInput = false
    editor.selectAll()
  }

  // MARK: TextEditorClient

  func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
  }

  /// A typed change: `.editingChanged` and `textDidChangeNotification`, then
  /// `textFieldDidChangeSelection`.
  func textEditorDidChange(text: Bool, selection: Bool) {
    if text {
      contentDidChange()
      textDidChange()
    }
    if selection { delegate?.textFieldDidChangeSelection(self) }
    updateCaret()
    setNeedsDisplay()
  }

  var textEditorAllowsCopy: Bool { !isSecureTextEntry }

  private func textDidChange() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    window?.keyboard.inputDidChange()
  }
}
