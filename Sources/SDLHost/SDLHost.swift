import CSDL2
import Foundation
@_spi(Hail) import UIKit

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
  /// (gestures, display links, animations, layout), render what changed, present it; then the loop
  /// waits for events until the next frame is due (presenting does not wait for vsync), so an idle
  /// window uses next to no CPU.
  public static func run(window: UIWindow, configuration: SDLHostConfiguration) throws(SDLHostError) {
    let session = try SDLSession(window: window, configuration: configuration)
    let application = UIApplication.shared
    if !(application.clock is MonotonicClock) { application.clock = MonotonicClock() }
    let clock = application.clock
    let start = clock.now
    var firstFrame = configuration.onFirstFrame
    while session.isRunning {
      let frameStart = clock.now
      session.handleEvents()
      guard session.isRunning else { break }
      application.runFrame()
      session.render()
      // The overlay shows the work of rendering a frame, not of presenting it.
      session.recordFrameTime(clock.now - frameStart)
      session.present()
      firstFrame?()
      firstFrame = nil
      if let quitAfter = configuration.quitAfter, clock.now - start >= quitAfter { break }
      let due = frameStart + application.frameInterval
      while session.isRunning, due - clock.now > 0.001 {
        session.waitForEvents(upTo: due - clock.now)
      }
    }
    session.end()
    // The run is over (the user quit, or `quitAfter` passed): the app ends, saving what it keeps.
    application.terminate()
    if let url = configuration.screenshotURL {
      do {
        try session.writeWindowScreenshot(to: url)
      } catch {
        throw .screenshotFailed(error.description)
      }
    }
  }
}
