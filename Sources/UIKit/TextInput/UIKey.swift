import Foundation

/// A key on a hardware keyboard and what it typed, as UIKit's `UIKey` (on `UIPress.key`).
@preconcurrency @MainActor
open class UIKey: NSObject {
  /// What the key typed with its modifiers ("A" with Shift); empty for keys that type nothing.
  public let characters: String
  /// What the key types without modifiers other than Shift.
  public let charactersIgnoringModifiers: String
  public let modifierFlags: UIKeyModifierFlags
  /// The physical key.
  public let keyCode: UIKeyboardHIDUsage

  public init(
    keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    self.keyCode = keyCode
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
    self.modifierFlags = modifierFlags
  }
}
