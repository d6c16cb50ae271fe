import CSDL2
@_spi(Hail) import CoreGraphics
import Foundation
@_spi(Hail) import UIKit

/// A UIWindow shown in an SDL window: events in, frames out. `SDLHost.run` drives one from the
/// monotonic clock; a benchmark or test can drive one frame by frame.
@MainActor
public final class SDLSession {
  public let window: UIWindow
  public let configuration: SDLHostConfiguration
  /// False once the user asked to quit (Esc, Ctrl+Q, closing the window, SIGINT or SIGTERM).
  public private(set) var isRunning = true

  private let sdl: SDLWindow
  private let fingers: PointerFingers
  private let keys: KeyPressInjector
  /// Whether SDL's text input (and so the input method) is on: while a text input edits.
  private var textInput = HostTextInput()
  private let renderer = FrameRenderer()
  /// The last rendered frame, until `present()` shows what changed in it.
  private var rendered: RenderedFrame?
  /// The renderer's bitmap and scale as last shown (the renderer updates the bitmap in place).
  private var shown: (bitmap: CGContext, scale: CGFloat)?
  /// The window must be drawn again though the frame did not change: it was resized or exposed,
  /// or the overlay appeared or went. True at first, when the window shows nothing yet.
  private var needsPresent = true
  private var overlay = FrameTimeOverlay()
  private var showsFrameTimes: Bool
  /// The overlay's own bitmap, made when it first shows, and the `overlay.version` it holds.
  private var overlayBitmap: CGContext?
  private var overlayDrawnVersion: Int?

  /// Opens the window at the configuration's device size. Throws `.noDisplay` before touching SDL
  /// when the environment names no display, so a headless machine gets a message, not a crash.
  public init(window: UIWindow, configuration: SDLHostConfiguration) throws(SDLHostError) {
    guard SDLHostError.hasDisplay() else { throw .noDisplay }
    self.window = window
    self.configuration = configuration
    sdl = try SDLWindow(configuration: configuration)
    fingers = PointerFingers(window: window, onTouchDown: configuration.onTouchDown)
    keys = KeyPressInjector(window: window)
    showsFrameTimes = configuration.showsFrameTimes
    // SDL 2 starts with text input on; it goes on only while something edits.
    SDL_StopTextInput()
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

  /// Brings the renderer's bitmap up to date with the window: only what changed is redrawn, and a
  /// frame in which nothing changed costs almost nothing. `present()` shows it.
  public func render() {
    rendered = renderer.renderFrame(window)
    textInput.update(for: window, keys: keys) { sdl.letterbox.destination(ofPoints: $0) }
  }

  /// Shows what changed in the rendered frame, with the overlay when it is on. A frame with nothing
  /// new (no dirty rectangle, the overlay hidden or unchanged, no resize or expose) presents
  /// nothing. Returns whether the window was drawn.
  @discardableResult
  public func present() -> Bool {
    let dirtyRects = rendered?.dirtyRects ?? []
    if let rendered { shown = (rendered.bitmap, rendered.scale) }
    rendered = nil
    var overlayChanged = false
    if showsFrameTimes, overlay.version != overlayDrawnVersion,
      let bitmap = overlayBitmap ?? makeOverlayBitmap()
    {
      overlay.draw(in: bitmap)
      overlayDrawnVersion = overlay.version
      overlayChanged = true
    }
    guard let shown, needsPresent || overlayChanged || !dirtyRects.isEmpty else { return false }
    let presented = sdl.present(
      shown.bitmap, scale: shown.scale, dirtyRects: dirtyRects, everything: needsPresent,
      overlay: overlayPlacement, overlayChanged: overlayChanged)
    needsPresent = false
    return presented
  }

  /// Waits up to `seconds` for an event, and delivers the events that came, if any: an idle window
  /// sleeps between frames instead of spinning, and input is still handled as soon as it arrives.
  public func waitForEvents(upTo seconds: TimeInterval) {
    guard SDL_WaitEventTimeout(nil, Int32(max(seconds * 1000, 0))) == 1 else { return }
    handleEvents()
  }

  /// Adds a frame's time to the overlay's graph.
  public func recordFrameTime(_ seconds: TimeInterval) {
    overlay.record(seconds)
  }

  /// Presents the last frame again and writes what the window shows (the frame as scaled into the
  /// window, without the letterbox bars) to `url` as a PNG, atomically.
  @_spi(Hail) public func writeWindowScreenshot(to url: URL) throws(CGImageError) {
    present()  // a frame rendered but not presented yet goes into the window first
    guard let image = sdl.capture() else {
      throw .writeFailed(path: url.path, reason: "the window has no pixels to read back")
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
      overlayDrawnVersion = nil
      needsPresent = true
    case .resized:
      sdl.updateLetterbox()
      needsPresent = true
    case .exposed:
      needsPresent = true
    case .pointerDown(let location, let pinch):
      fingers.down(at: sdl.letterbox.point(fromWindow: location), pinch: pinch)
    case .pointerMove(let location):
      fingers.move(to: sdl.letterbox.point(fromWindow: location))
    case .pointerUp(let location):
      fingers.up(at: sdl.letterbox.point(fromWindow: location))
    case .wheel(let translation, let location):
      window.sendScrollWheel(translation: translation, at: sdl.letterbox.point(fromWindow: location))
    case .key(let stroke):
      handle(stroke)
    case .text(let text):
      keys.type(text)
    case .composition(let text, let start, let length):
      keys.compose(text, selectedRange: HostTextInput.utf16Range(in: text, start: start, length: length))
    }
  }

  /// A key goes to the first responder first; what no responder handles may be a host shortcut.
  /// While an input method composes, it owns the keys (SDL may report them as well).
  private func handle(_ stroke: HostKeyStroke) {
    guard !textInput.isComposing(keys) else { return }
    var handled = false
    if stroke.isDown {
      handled = keys.keyDown(stroke.usage, characters: stroke.characters, modifiers: stroke.modifiers)
    } else {
      handled = keys.keyUp(stroke.usage)
    }
    guard !handled, let action = stroke.hostAction(textInputActive: textInput.isActive) else { return }
    handle(action)
  }

  /// The overlay's bitmap and where it goes, in points; nil when it is off.
  private var overlayPlacement: (bitmap: CGContext, rect: CGRect)? {
    guard showsFrameTimes, let overlayBitmap else { return nil }
    return (
      overlayBitmap,
      CGRect(origin: FrameTimeOverlay.origin(on: configuration.pointSize), size: FrameTimeOverlay.size)
    )
  }

  /// The overlay's bitmap, at the engine's scale so that a window showing the frame pixel for pixel
  /// shows the overlay so too.
  private func makeOverlayBitmap() -> CGContext? {
    let size = FrameTimeOverlay.size
    let scale = configuration.scale
    overlayBitmap = CGContext(
      bitmapWidth: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
      scale: scale)
    return overlayBitmap
  }
}
