import CSDL2
import Foundation
import Testing

@testable import SDLHost

@Suite struct HostInputTests {
  private func wheel(x: Float, y: Float, flipped: Bool = false) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.preciseX = x
    event.wheel.preciseY = y
    event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
    event.wheel.mouseX = 100
    event.wheel.mouseY = 200
    return event
  }

  @Test func aNotchUpShowsWhatIsAboveByFortyPoints() {
    #expect(
      HostInput(wheel(x: 0, y: 1)) == .wheel(translation: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 200)))
  }

  @Test func aFlippedTrackpadScrollsTheOtherWayAndRightMovesContentLeft() {
    #expect(
      HostInput(wheel(x: 0.5, y: 0.25, flipped: true))
        == .wheel(translation: CGPoint(x: 20, y: -10), at: CGPoint(x: 100, y: 200)))
  }

  @Test func motionWithoutTheLeftButtonIsNoTouch() {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.state = 0
    #expect(HostInput(event) == nil)
    event.motion.state = HAIL_SDL_BUTTON_LMASK
    event.motion.x = 3
    event.motion.y = 4
    #expect(HostInput(event) == .pointerMove(CGPoint(x: 3, y: 4)))
  }

  private func key(_ scancode: SDL_Scancode, _ sym: SDL_KeyCode, control: Bool = false, up: Bool = false)
    -> HostInput?
  {
    var event = SDL_Event()
    event.type = up ? SDL_KEYUP.rawValue : SDL_KEYDOWN.rawValue
    event.key.type = event.type
    event.key.keysym.scancode = scancode
    event.key.keysym.sym = SDL_Keycode(sym.rawValue)
    event.key.keysym.mod = control ? UInt16(KMOD_LCTRL.rawValue) : 0
    return HostInput(event)
  }

  @Test func keysCarryTheirHIDUsageModifiersAndCharacters() {
    #expect(
      key(SDL_SCANCODE_A, SDLK_a, control: true)
        == .key(HostKeyStroke(usage: .keyboardA, modifiers: .control, characters: "a")))
    #expect(
      key(SDL_SCANCODE_RETURN, SDLK_RETURN, up: true)
        == .key(HostKeyStroke(usage: .keyboardReturnOrEnter, isDown: false)))
    #expect(key(SDL_SCANCODE_LEFT, SDLK_LEFT) == .key(HostKeyStroke(usage: .keyboardLeftArrow)))
  }

  @Test func unhandledEscapeAndControlQQuitAndFTogglesTheOverlayUnlessItTypes() {
    func action(_ scancode: SDL_Scancode, _ sym: SDL_KeyCode, control: Bool = false, typing: Bool = false)
      -> HostInput?
    {
      guard case .key(let stroke) = key(scancode, sym, control: control) else { return nil }
      return stroke.hostAction(textInputActive: typing)
    }
    #expect(action(SDL_SCANCODE_ESCAPE, SDLK_ESCAPE) == .quit)
    #expect(action(SDL_SCANCODE_Q, SDLK_q, control: true) == .quit)
    #expect(action(SDL_SCANCODE_Q, SDLK_q) == nil)
    #expect(action(SDL_SCANCODE_F, SDLK_f) == .toggleFrameTimes)
    #expect(action(SDL_SCANCODE_F, SDLK_f, typing: true) == nil)
    #expect(action(SDL_SCANCODE_Q, SDLK_q, control: true, typing: true) == .quit)
  }

  @Test func typedTextAndCompositionsComeThroughAsUTF8() {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      let bytes = Array("北京".utf8)
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    #expect(HostInput(event) == .text("北京"))
    event.type = SDL_TEXTEDITING.rawValue
    withUnsafeMutableBytes(of: &event.edit.text) { buffer in
      let bytes = Array("bei jing".utf8)
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    event.edit.start = 3
    event.edit.length = 0
    #expect(HostInput(event) == .composition("bei jing", start: 3, length: 0))
  }

  @Test func compositionCursorsInScalarsBecomeUTF16Ranges() {
    #expect(HostTextInput.utf16Range(in: "𠀀a北", start: 1, length: 2) == NSRange(location: 2, length: 2))
    #expect(HostTextInput.utf16Range(in: "ni", start: 5, length: 3) == NSRange(location: 2, length: 0))
  }

  @Test func resizingAndExposingAskForThePictureAgainAndOtherWindowEventsDoNot() {
    func windowEvent(_ kind: SDL_WindowEventID) -> HostInput? {
      var event = SDL_Event()
      event.type = SDL_WINDOWEVENT.rawValue
      event.window.event = UInt8(kind.rawValue)
      return HostInput(event)
    }
    #expect(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED) == .resized)
    #expect(windowEvent(SDL_WINDOWEVENT_EXPOSED) == .exposed)
    #expect(windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED) == nil)
  }
}
