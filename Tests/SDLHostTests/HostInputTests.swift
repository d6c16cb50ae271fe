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

  @Test func escapeAndControlQQuitAndFTogglesTheOverlay() {
    func key(_ sym: SDL_KeyCode, control: Bool = false) -> HostInput? {
      var event = SDL_Event()
      event.type = SDL_KEYDOWN.rawValue
      event.key.keysym.sym = SDL_Keycode(sym.rawValue)
      event.key.keysym.mod = control ? UInt16(KMOD_LCTRL.rawValue) : 0
      return HostInput(event)
    }
    #expect(key(SDLK_ESCAPE) == .quit)
    #expect(key(SDLK_q, control: true) == .quit)
    #expect(key(SDLK_q) == nil)
    #expect(key(SDLK_f) == .toggleFrameTimes)
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
