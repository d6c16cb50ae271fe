import CCairo
import CSDL2
@_spi(Hail) import CoreGraphics
@_spi(Hail) import UIKit

/// The SDL side of the host: the video subsystem and one window, shown through its window surface
/// (SDL's framebuffer; on X11 a shared-memory image the X server copies from). A frame writes only
/// the output pixels that changed (`WindowCompositor`) and hands only those rectangles to
/// `SDL_UpdateWindowSurfaceRects`, so presenting a small change costs a small copy, not a
/// screen-sized upload and draw.
@MainActor
final class SDLWindow {
  private(set) var letterbox: Letterbox

  private let window: OpaquePointer
  /// The window surface as Cairo draws into it; remade when SDL replaces the surface (a resize).
  private var pixels: WindowPixels?

  init(configuration: SDLHostConfiguration) throws(SDLHostError) {
    let requested = Self.requestedDrivers()
    if let requested { SDL_SetHint(SDL_HINT_VIDEODRIVER, requested) }
    guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw .initFailed(Self.lastError) }
    // X11 and the offscreen driver have framebuffers of their own. Left to itself SDL puts an OpenGL
    // texture behind the window surface instead, which every update uploads and draws whole.
    if let driver = SDL_GetCurrentVideoDriver(), ["x11", "offscreen"].contains(String(cString: driver)) {
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
    let frame = Letterbox(
      pointSize: configuration.pointSize, scale: configuration.scale, outputSize: .zero, windowSize: .zero
    ).frameSize
    // What a Cairo image surface can hold.
    guard (1...32767).contains(frame.width), (1...32767).contains(frame.height) else {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .windowFailed("a \(Int(frame.width)) × \(Int(frame.height)) frame is too large")
    }

    var usable = SDL_Rect()
    // Not fitting, the window is the frame's size: `.zero` leaves `fittedWindowSize` nothing to fit.
    let available =
      configuration.fitsToDisplay && SDL_GetDisplayUsableBounds(0, &usable) == 0
      ? CGSize(width: Int(usable.w), height: Int(usable.h)) : .zero
    let size = Letterbox.fittedWindowSize(frame: frame, available: available)
    let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
    guard
      let window = SDL_CreateWindow(
        configuration.title, HAIL_SDL_WINDOWPOS_CENTERED, HAIL_SDL_WINDOWPOS_CENTERED, Int32(size.width),
        Int32(size.height), flags)
    else {
      let reason = Self.lastError
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .windowFailed(reason)
    }
    self.window = window
    letterbox = Letterbox(
      pointSize: configuration.pointSize, scale: configuration.scale, outputSize: .zero, windowSize: .zero)
    matchHighDPI()
    guard updateLetterbox() else {
      let reason = Self.lastError
      SDL_DestroyWindow(window)
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .windowFailed(reason)
    }
  }

  isolated deinit {
    pixels = nil
    SDL_DestroyWindow(window)
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
  }

  /// Takes the window surface again (SDL replaces it when the window is resized) and reads the
  /// window's sizes from it; false when SDL has no surface for the window.
  @discardableResult
  func updateLetterbox() -> Bool {
    guard let surface = SDL_GetWindowSurface(window) else {
      pixels = nil
      return false
    }
    if pixels?.surface != surface { pixels = WindowPixels(surface) }
    var (windowWidth, windowHeight): (Int32, Int32) = (0, 0)
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    letterbox = Letterbox(
      pointSize: letterbox.pointSize, scale: letterbox.scale,
      outputSize: CGSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h)),
      windowSize: CGSize(width: Int(windowWidth), height: Int(windowHeight)))
    return pixels != nil
  }

  /// Shows `frame` (the renderer's bitmap, at `scale`) in the window: its `dirtyRects` (frame pixels), the
  /// overlay's rectangle when `overlayChanged`, or everything when `everything`, with the overlay
  /// (at `overlay.rect`, points) over the frame. Returns whether anything was written.
  @discardableResult
  func present(
    _ frame: CGContext, scale: CGFloat, dirtyRects: [CGRect], everything: Bool,
    overlay: (bitmap: CGContext, rect: CGRect)?, overlayChanged: Bool
  ) -> Bool {
    // A resize SDL has not told us of yet replaced the surface: draw the new one whole.
    var everything = everything
    if SDL_GetWindowSurface(window) != pixels?.surface {
      updateLetterbox()
      everything = true
    }
    guard let pixels else { return false }
    if letterbox.scale != scale {
      // The engine's scale changed: the frame, and so where it goes, has another size.
      letterbox = Letterbox(
        pointSize: letterbox.pointSize, scale: scale, outputSize: letterbox.outputSize,
        windowSize: letterbox.windowSize)
      everything = true
    }
    let overlayOutput = overlay.map { (bitmap: $0.bitmap, rect: letterbox.destination(ofPoints: $0.rect)) }
    var rects: [CGRect]
    if everything {
      rects = [CGRect(origin: .zero, size: letterbox.outputSize)]
    } else {
      rects = dirtyRects.map { letterbox.outputRect(ofFramePixels: $0) }.filter { !$0.isNull && !$0.isEmpty }
      if overlayChanged, let overlayOutput { rects.append(overlayOutput.rect) }
    }
    guard !rects.isEmpty else { return false }
    pixels.draw(rects, frame: frame, overlay: overlayOutput, letterbox: letterbox)
    var sdlRects = rects.map(Self.sdlRect)
    SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
    return true
  }

  /// What the window shows of the frame (the letterbox bars left out), opaque: what a screenshot
  /// of the window shows.
  func capture() -> CGImage? {
    pixels?.copy(letterbox.destination)
  }

  private static func sdlRect(_ rect: CGRect) -> SDL_Rect {
    SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
  }

  /// With SDL_WINDOW_ALLOW_HIGHDPI a window's units can be larger than pixels (macOS, Wayland at 2×):
  /// shrink it so the frame is still shown pixel for pixel.
  private func matchHighDPI() {
    var (pixelWidth, pixelHeight): (Int32, Int32) = (0, 0)
    var (windowWidth, windowHeight): (Int32, Int32) = (0, 0)
    SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    guard windowWidth > 0, pixelWidth > windowWidth else { return }
    let ratio = Double(pixelWidth) / Double(windowWidth)
    SDL_SetWindowSize(
      window, Int32((Double(windowWidth) / ratio).rounded()), Int32((Double(windowHeight) / ratio).rounded()))
  }

  static var lastError: String { String(cString: SDL_GetError()) }

  /// The video drivers to try, from the display servers the environment names, unless
  /// SDL_VIDEODRIVER chooses (benchmarks ask for "offscreen"). Left to itself SDL would try every
  /// driver and, when no server answers, settle on its offscreen one: an invisible window that
  /// runs forever instead of a one-line error.
  private static func requestedDrivers() -> String? {
    let environment = ProcessInfo.processInfo.environment
    guard (environment["SDL_VIDEODRIVER"] ?? "").isEmpty else { return nil }
    let drivers = [("WAYLAND_DISPLAY", "wayland"), ("DISPLAY", "x11")].filter {
      !(environment[$0.0] ?? "").isEmpty
    }
    return drivers.isEmpty ? nil : drivers.map(\.1).joined(separator: ",")
  }
}
