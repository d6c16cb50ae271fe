import CSDL2
import Foundation
import UIKit

/// A UIWindow shown in an SDL window: events in, frames out. `SDLHost.run` drives one from the
/// monotonic clock; a benchmark or test can drive one frame by frame.
@MainActor
public final class SDLSession {
  public let window: UIWindow
  public let configuration: SDLHostConfiguration
  /// False once the user asked to quit (Esc, Ctrl+Q, closing the window, SIGINT or SIGTERM).
  public private(set) var isRunning = true
  /// Whether presenting waits for the display's refresh (else the caller paces frames).
  public var hasVSync: Bool { sdl.hasVSync }

  private let sdl: SDLWindow
  private let fingers: PointerFingers
  private let renderer = ViewRenderer()
  private var overlay = FrameTimeOverlay()
  private var showsFrameTimes: Bool

  /// Opens the window at the configuration's device size. Throws `.noDisplay` before touching SDL
  /// when the environment names no display, so a headless machine gets a message, not a crash.
  public init(window: UIWindow, configuration: SDLHostConfiguration) throws(SDLHostError) {
    guard SDLHostError.hasDisplay() else { throw .noDisplay }
    self.window = window
    self.configuration = configuration
    sdl = try SDLWindow(configuration: configuration)
    fingers = PointerFingers(window: window, onTouchDown: configuration.onTouchDown)
    showsFrameTimes = configuration.showsFrameTimes
  }

  /// Delivers every queued SDL event: touches and wheel scrolls go to the window at once (UIKit
  /// delivers events between frames too), keys and window events to the host.
  public func handleEvents() {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      guard let input = HostInput(event) else { continue }
      handle(input)
    }
  }

  /// Draws the window (and the overlay) into the frame; `present()` shows it.
  ///
  /// SEAM(dirty regions): this redraws the whole frame every frame, and `present()` uploads all of
  /// it. When the renderer reports what changed since the last frame, clear and draw only that
  /// region here (plus the overlay's panel when it shows), upload only those rectangles
  /// (SDL_UpdateTexture takes a rect), and skip drawing and presenting altogether when nothing
  /// changed, which makes idle frames free.
  public func draw() {
    let frame = sdl.frame
    // The renderer draws over what the bitmap holds: start each frame from transparent (black).
    frame.clear(CGRect(origin: .zero, size: configuration.pointSize))
    renderer.draw(window, in: frame, scale: configuration.scale)
    if showsFrameTimes {
      // Mid-height on the left: over the map, clear of the app's header, tabs and cards.
      overlay.draw(in: frame, at: CGPoint(x: 8, y: (configuration.pointSize.height / 2).rounded()))
    }
  }

  /// Uploads the frame and shows it in the window.
  public func present() {
    sdl.present()
  }

  /// Adds a frame's time to the overlay's graph.
  public func recordFrameTime(_ seconds: TimeInterval) {
    overlay.record(seconds)
  }

  /// Presents the last frame again and writes what the window shows (the frame as scaled into the
  /// window, without the letterbox bars) to `url` as a PNG, atomically.
  public func writeWindowScreenshot(to url: URL) throws(CGImageError) {
    guard let image = sdl.present(capture: true) else {
      throw .writeFailed(path: url.path, reason: "the renderer could not read the window's pixels back")
    }
    try image.write(pngTo: url)
  }

  /// Ends the session: fingers still down are cancelled.
  public func end() {
    fingers.cancelAll()
    isRunning = false
  }

  private func handle(_ input: HostInput) {
    switch input {
    case .quit:
      isRunning = false
    case .toggleFrameTimes:
      showsFrameTimes.toggle()
    case .resized:
      sdl.updateLetterbox()
    case .pointerDown(let location, let pinch):
      fingers.down(at: sdl.letterbox.point(fromWindow: location), pinch: pinch)
    case .pointerMove(let location):
      fingers.move(to: sdl.letterbox.point(fromWindow: location))
    case .pointerUp(let location):
      fingers.up(at: sdl.letterbox.point(fromWindow: location))
    case .wheel(let translation, let location):
      window.sendScrollWheel(translation: translation, at: sdl.letterbox.point(fromWindow: location))
    }
  }
}
