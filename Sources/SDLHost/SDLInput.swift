import CSDL2
@_spi(Hail) import CoreGraphics
import Foundation

/// What an SDL event means to the host; positions are in window units, as SDL reports them.
enum HostInput: Equatable {
  case quit
  case toggleFrameTimes
  /// The window's size changed: the letterbox is measured again and the frame shown anew.
  case resized
  /// The window must be drawn again (uncovered, shown); the frame itself did not change.
  case exposed
  /// The left button went down; with Ctrl held the drag is a pinch.
  case pointerDown(CGPoint, pinch: Bool)
  /// The pointer moved with the left button held.
  case pointerMove(CGPoint)
  case pointerUp(CGPoint)
  /// A wheel or trackpad scroll at the pointer: `translation` in points, as a pan's (positive y
  /// shows what is above).
  case wheel(translation: CGPoint, at: CGPoint)
  /// A key went down (again, while held: `isRepeat`) or up.
  case key(HostKeyStroke)
  /// Text typed (a key, or the input method's committed text), UTF-8 from SDL_TEXTINPUT.
  case text(String)
  /// The input method's composing text and its cursor (`start`, `length` in Unicode scalars, as
  /// SDL_TEXTEDITING gives them); empty text ends the composition.
  case composition(String, start: Int, length: Int)

  /// One wheel notch scrolls one "line" of 40 pt: WebKit's `Scrollbar::pixelsPerLineStep()`
  /// (cScrollbarPixelsPerLineStep = 40), which Safari and Chromium use to turn a notch of a
  /// non-precise wheel into pixels. SDL reports notches (and fractions of them for trackpads and
  /// high-resolution wheels, in `preciseX`/`preciseY`).
  static let pointsPerWheelNotch: CGFloat = 40

  /// The meaning of `event`, or nil for events the host ignores.
  init?(_ event: SDL_Event) {
    switch event.type {
    case SDL_QUIT.rawValue:
      self = .quit
    case SDL_WINDOWEVENT.rawValue:
      switch UInt32(event.window.event) {
      case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue: self = .resized
      case SDL_WINDOWEVENT_EXPOSED.rawValue: self = .exposed
      default: return nil
      }
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
      self = .key(HostKeyStroke(event.key))
    case SDL_TEXTINPUT.rawValue:
      let text = withUnsafeBytes(of: event.text.text) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !text.isEmpty else { return nil }
      self = .text(text)
    case SDL_TEXTEDITING.rawValue:
      let text = withUnsafeBytes(of: event.edit.text) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      self = .composition(text, start: Int(event.edit.start), length: Int(event.edit.length))
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
      let location = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
      if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
        self = .pointerDown(location, pinch: SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0)
      } else {
        self = .pointerUp(location)
      }
    case SDL_MOUSEMOTION.rawValue:
      guard event.motion.state & HAIL_SDL_BUTTON_LMASK != 0 else { return nil }
      self = .pointerMove(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
    case SDL_MOUSEWHEEL.rawValue:
      let wheel = event.wheel
      let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      // SDL's y is positive away from the user (scroll up: show what is above, content moves down);
      // its x is positive to the right (show what is to the right, content moves left).
      let translation = CGPoint(
        x: -CGFloat(wheel.preciseX) * flip * Self.pointsPerWheelNotch,
        y: CGFloat(wheel.preciseY) * flip * Self.pointsPerWheelNotch)
      guard translation != .zero else { return nil }
      self = .wheel(translation: translation, at: CGPoint(x: Int(wheel.mouseX), y: Int(wheel.mouseY)))
    default:
      return nil
    }
  }
}
