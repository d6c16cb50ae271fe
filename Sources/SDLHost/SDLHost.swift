import CSDL2
import Foundation
import UIKit

/// Puts a UIWindow on screen in an SDL2 window and runs the app's frames until the user quits.
@MainActor
public enum SDLHost {
  /// The SDL version linked, "major.minor.patch".
  public static var linkedVersion: String {
    var version = SDL_version()
    SDL_GetVersion(&version)
    return "\(version.major).\(version.minor).\(version.patch)"
  }

  /// Shows `window` until the user quits (Esc, Ctrl+Q, closing the window) or
  /// `configuration.quitAfter` passes, then writes the window screenshot if one was asked for.
  ///
  /// Each frame: deliver the queued events, `UIApplication.runFrame()` on the monotonic clock
  /// (gestures, display links, animations, layout), render, present. Presenting waits for vsync
  /// where the renderer has it; otherwise the loop sleeps until the next frame is due.
  public static func run(window: UIWindow, configuration: SDLHostConfiguration) throws(SDLHostError) {
    let session = try SDLSession(window: window, configuration: configuration)
    let application = UIApplication.shared
    if !(application.clock is MonotonicClock) { application.clock = MonotonicClock() }
    let clock = application.clock
    let start = clock.now
    while session.isRunning {
      let frameStart = clock.now
      session.handleEvents()
      guard session.isRunning else { break }
      application.runFrame()
      session.draw()
      // The overlay shows the work of a frame, not the wait for vsync that presenting adds.
      session.recordFrameTime(clock.now - frameStart)
      session.present()
      if let quitAfter = configuration.quitAfter, clock.now - start >= quitAfter { break }
      let remaining = frameStart + application.frameInterval - clock.now
      if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
    }
    session.end()
    if let url = configuration.screenshotURL {
      do {
        try session.writeWindowScreenshot(to: url)
      } catch {
        throw .screenshotFailed(error.description)
      }
    }
  }
}
