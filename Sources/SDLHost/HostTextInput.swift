import CSDL2
import Foundation
@_spi(Hail) import UIKit

/// SDL's text input, on while the window's first responder takes text (SDL_StartTextInput: typed
/// characters arrive as SDL_TEXTINPUT, an input method's composition as SDL_TEXTEDITING) and off
/// otherwise, with the input method's candidate window placed at the caret
/// (SDL_SetTextInputRect, in window coordinates).
struct HostTextInput {
  private(set) var isActive = false
  private var caretRect: CGRect?

  /// Turns text input on or off to follow the first responder, and moves the candidate window to
  /// the caret. `toWindow` maps a rectangle in points to the window's coordinates.
  mutating func update(for window: UIWindow, keys: KeyPressInjector, toWindow: (CGRect) -> CGRect) {
    let wanted = keys.acceptsText
    if wanted != isActive {
      isActive = wanted
      if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
      caretRect = nil
    }
    guard isActive, let rect = Self.caretRect(of: keys.firstResponder, in: window), rect != caretRect else {
      return
    }
    caretRect = rect
    let target = toWindow(rect)
    var sdlRect = SDL_Rect(
      x: Int32(target.minX.rounded(.down)), y: Int32(target.minY.rounded(.down)),
      w: Int32(max(target.width.rounded(.up), 1)), h: Int32(max(target.height.rounded(.up), 1)))
    SDL_SetTextInputRect(&sdlRect)
  }

  /// Whether the first responder holds an input method's marked text.
  func isComposing(_ keys: KeyPressInjector) -> Bool {
    (keys.firstResponder as? UITextInput)?.markedTextRange != nil
  }

  /// The first responder's caret in window points.
  static func caretRect(of responder: UIResponder?, in window: UIWindow) -> CGRect? {
    guard let input = responder as? UITextInput, let view = input as? UIView,
      let position = input.selectedTextRange?.end
    else { return nil }
    let rect = input.caretRect(for: position)
    guard !rect.isNull, !rect.isEmpty || rect.height > 0 else { return nil }
    return view.convert(rect, to: window)
  }

  /// SDL's composition cursor (`start`, `length`, counted in Unicode scalars of `text`) as a UTF-16
  /// range, as `setMarkedText(_:selectedRange:)` takes it; clamped to the text.
  static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
    let scalars = Array(text.unicodeScalars)
    let lower = min(max(start, 0), scalars.count)
    let upper = min(lower + max(length, 0), scalars.count)
    let location = scalars[..<lower].reduce(0) { $0 + $1.utf16.count }
    let span = scalars[lower..<upper].reduce(0) { $0 + $1.utf16.count }
    return NSRange(location: location, length: span)
  }
}
