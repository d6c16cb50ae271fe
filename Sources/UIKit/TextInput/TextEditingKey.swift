import Foundation

/// What a hardware key does in a text input: the keys and shortcuts of iOS's text system with a
/// hardware keyboard (arrows, Shift-arrows to select, Home/End, delete and forward delete, return,
/// Esc, Tab, and Command — or Control, as on Linux and Windows — with A, C, V, X). Keys that type a
/// character are not here: their text arrives through `insertText(_:)`.
enum TextEditingKey: Equatable {
  case move(EditableText.Movement, extending: Bool)
  /// Up or down a line (a single-line field goes to its start or end instead).
  case moveLine(up: Bool, extending: Bool)
  case deleteBackward
  case deleteForward
  case insertNewline
  case cancel
  case focusNext(backward: Bool)
  case selectAll
  case copy
  case cut
  case paste

  init?(_ key: UIKey) {
    let flags = key.modifierFlags
    let extending = flags.contains(.shift)
    let shortcut = !flags.isDisjoint(with: [.command, .control])
    switch key.keyCode {
    case .keyboardLeftArrow: self = .move(shortcut ? .start : .left, extending: extending)
    case .keyboardRightArrow: self = .move(shortcut ? .end : .right, extending: extending)
    case .keyboardUpArrow:
      self = shortcut ? .move(.start, extending: extending) : .moveLine(up: true, extending: extending)
    case .keyboardDownArrow:
      self = shortcut ? .move(.end, extending: extending) : .moveLine(up: false, extending: extending)
    case .keyboardHome, .keyboardPageUp: self = .move(.start, extending: extending)
    case .keyboardEnd, .keyboardPageDown: self = .move(.end, extending: extending)
    case .keyboardDeleteOrBackspace: self = .deleteBackward
    case .keyboardDeleteForward: self = .deleteForward
    case .keyboardReturnOrEnter, .keypadEnter: self = .insertNewline
    case .keyboardEscape: self = .cancel
    case .keyboardTab: self = .focusNext(backward: extending)
    case .keyboardA where shortcut: self = .selectAll
    case .keyboardC where shortcut: self = .copy
    case .keyboardX where shortcut: self = .cut
    case .keyboardV where shortcut: self = .paste
    default: return nil
    }
  }
}
