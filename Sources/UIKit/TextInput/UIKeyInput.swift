import Foundation

/// What a responder implements to take typed text, as UIKit's `UIKeyInput`: the on-screen keyboard
/// and hardware keys call `insertText(_:)` for each character typed (a return key inserts "\n")
/// and `deleteBackward()` for the delete key. A first responder that adopts it gets the keyboard.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text to delete.
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point (replacing the selection, if any).
  func insertText(_ text: String)
  /// Deletes the character before the insertion point, or the selection.
  func deleteBackward()
}
