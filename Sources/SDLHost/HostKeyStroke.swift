import CSDL2
import Foundation
@_spi(Hail) import UIKit

/// A key of the host's keyboard as UIKit sees it: SDL's scancodes are USB HID usages (SDL_scancode.h
/// follows the HID Usage Tables), so they pass through as `UIKeyboardHIDUsage`.
struct HostKeyStroke: Equatable {
  var usage: UIKeyboardHIDUsage
  var modifiers: UIKeyModifierFlags
  var isDown: Bool
  /// A repeat SDL sends while the key is held.
  var isRepeat: Bool
  /// What the key types without modifiers, for `UIKey.characters` ("" for keys that type nothing).
  var characters: String

  init(
    usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], isDown: Bool = true,
    isRepeat: Bool = false,
    characters: String = ""
  ) {
    self.usage = usage
    self.modifiers = modifiers
    self.isDown = isDown
    self.isRepeat = isRepeat
    self.characters = characters
  }

  init(_ event: SDL_KeyboardEvent) {
    let sym = event.keysym.sym
    let printable = sym >= 0x20 && sym < 0x7F
    self.init(
      usage: UIKeyboardHIDUsage(rawValue: Int(event.keysym.scancode.rawValue)) ?? .keyboardErrorUndefined,
      modifiers: Self.modifiers(UInt32(event.keysym.mod)), isDown: event.type == SDL_KEYDOWN.rawValue,
      isRepeat: event.repeat != 0, characters: printable ? String(UnicodeScalar(UInt8(sym))) : "")
  }

  /// Whether the key types a character (its text then arrives as SDL_TEXTINPUT): printable and
  /// without Control or Command.
  var typesCharacter: Bool {
    !characters.isEmpty && modifiers.isDisjoint(with: [.control, .command])
  }

  /// What the host does with a key no responder handled: Esc or Ctrl+Q quits, F toggles the
  /// frame-time overlay — except that a key that types a character is the text input's while one is
  /// active (typing "f" into a field must not toggle the overlay).
  func hostAction(textInputActive: Bool) -> HostInput? {
    guard isDown, !isRepeat else { return nil }
    let control = modifiers.contains(.control)
    if usage == .keyboardEscape || (control && usage == .keyboardQ) { return .quit }
    if usage == .keyboardF, !control, !(textInputActive && typesCharacter) { return .toggleFrameTimes }
    return nil
  }

  private static func modifiers(_ mod: UInt32) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
    if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
    if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
    return flags
  }
}
