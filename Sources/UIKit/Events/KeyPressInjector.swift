import Foundation

/// Turns key presses and typed text into UIKit input for a window: what the SDL host feeds from the
/// keyboard and its input method, and what tests and replays feed from scripts. Not a UIKit type;
/// UIKit gets these from the hardware and the text input system.
///
/// Presses go to the window's first responder (or the window when there is none) and travel up the
/// responder chain; a press no responder handles reaches the application, and `keyDown` answers
/// false so that the host may use the key itself. Text goes to the first responder's `UIKeyInput`.
@preconcurrency @MainActor
@_spi(Hail) public final class KeyPressInjector {
  public let window: UIWindow
  /// The presses of keys held down, so that a key's up phase is the same `UIPress` as its down.
  private var held: [UIKeyboardHIDUsage: UIPress] = [:]

  public init(window: UIWindow) {
    self.window = window
  }

  /// The window's first responder, which gets the keys and the text.
  public var firstResponder: UIResponder? { window.firstResponder }

  /// Whether the first responder takes typed text (a host starts its text input for it).
  public var acceptsText: Bool { window.firstResponder is UIKeyInput }

  /// A key goes down. Returns whether a responder handled it.
  @discardableResult
  public func keyDown(
    _ keyCode: UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = []
  ) -> Bool {
    let key = UIKey(keyCode: keyCode, characters: characters, modifierFlags: modifiers)
    let press = UIPress(key: key, phase: .began, timestamp: UIApplication.shared.clock.now, window: window)
    held[keyCode] = press
    return deliver(press) { $0.pressesBegan($1, with: $2) }
  }

  /// A held key comes up. Returns whether a responder handled it.
  @discardableResult
  public func keyUp(_ keyCode: UIKeyboardHIDUsage) -> Bool {
    guard let press = held.removeValue(forKey: keyCode) else { return false }
    press.phase = .ended
    press.timestamp = UIApplication.shared.clock.now
    return deliver(press) { $0.pressesEnded($1, with: $2) }
  }

  /// A key goes down and comes up. Returns whether a responder handled the down.
  @discardableResult
  public func press(
    _ keyCode: UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = []
  )
    -> Bool
  {
    let handled = keyDown(keyCode, characters: characters, modifiers: modifiers)
    keyUp(keyCode)
    return handled
  }

  /// Types `text` into the first responder one character at a time, as the keyboard does. Returns
  /// false (typing nothing) when the first responder takes no text.
  @discardableResult
  public func type(_ text: String) -> Bool {
    guard let input = window.firstResponder as? UIKeyInput else { return false }
    for character in text {
      input.insertText(String(character))
    }
    window.keyboard.inputDidChange()
    return true
  }

  /// An input method's composing text (empty when the composition was cancelled). Returns false
  /// when the first responder is not a `UITextInput`.
  @discardableResult
  public func compose(_ text: String, selectedRange: NSRange) -> Bool {
    guard let input = window.firstResponder as? UITextInput else { return false }
    input.setMarkedText(text, selectedRange: selectedRange)
    return true
  }

  private func deliver(_ press: UIPress, _ send: (UIResponder, Set<UIPress>, UIPressesEvent) -> Void) -> Bool
  {
    let event = UIPressesEvent(timestamp: press.timestamp, presses: [press])
    let responder: UIResponder = window.firstResponder ?? window
    press.responder = responder
    send(responder, [press], event)
    return !event.reachedApplication
  }
}
