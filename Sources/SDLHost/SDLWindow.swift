import CSDL2
import UIKit

/// The SDL side of the host: the video subsystem, one window, its renderer and the streaming texture
/// the engine's frame is uploaded to. The frame itself is a persistent Cairo ARGB32 bitmap
/// (`frame`), which is SDL's ARGB8888 on a little-endian machine, so it uploads without conversion.
@MainActor
final class SDLWindow {
  /// The engine's frame: `letterbox.frameSize` pixels at the engine's scale, drawn in points.
  let frame: CGContext
  private(set) var letterbox: Letterbox
  /// Whether presenting waits for the display's refresh; without it the host paces frames itself.
  let hasVSync: Bool

  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private let texture: OpaquePointer

  init(configuration: SDLHostConfiguration) throws(SDLHostError) {
    let requested = Self.requestedDrivers()
    if let requested { SDL_SetHint(SDL_HINT_VIDEODRIVER, requested) }
    guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw .initFailed(Self.lastError) }
    let pixels = Letterbox(
      pointSize: configuration.pointSize, scale: configuration.scale, outputSize: .zero, windowSize: .zero
    ).frameSize
    guard
      let frame = CGContext(
        bitmapWidth: Int(pixels.width), height: Int(pixels.height), scale: configuration.scale)
    else {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .windowFailed("a \(Int(pixels.width)) × \(Int(pixels.height)) frame is too large")
    }
    self.frame = frame

    var usable = SDL_Rect()
    // Not fitting, the window is the frame's size: `.zero` leaves `fittedWindowSize` nothing to fit.
    let available =
      configuration.fitsToDisplay && SDL_GetDisplayUsableBounds(0, &usable) == 0
      ? CGSize(width: Int(usable.w), height: Int(usable.h)) : .zero
    let size = Letterbox.fittedWindowSize(frame: pixels, available: available)
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
    // A scaled-down presentation should be smooth, not nearest-neighbour; set before the texture.
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    // Vsync when the platform offers it; the software renderer always exists (Xvfb, offscreen).
    guard
      let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(pixels.width), Int32(pixels.height))
    else {
      let reason = Self.lastError
      SDL_DestroyWindow(window)
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .windowFailed(reason)
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    (self.window, self.renderer, self.texture) = (window, renderer, texture)
    letterbox = Letterbox(
      pointSize: configuration.pointSize, scale: configuration.scale, outputSize: .zero, windowSize: .zero)
    matchHighDPI()
    updateLetterbox()
  }

  isolated deinit {
    SDL_DestroyTexture(texture)
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
  }

  /// Reads the window's and the output's sizes again (after SDL_WINDOWEVENT_SIZE_CHANGED).
  func updateLetterbox() {
    var (outputWidth, outputHeight): (Int32, Int32) = (0, 0)
    var (windowWidth, windowHeight): (Int32, Int32) = (0, 0)
    SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    letterbox = Letterbox(
      pointSize: letterbox.pointSize, scale: letterbox.scale,
      outputSize: CGSize(width: Int(outputWidth), height: Int(outputHeight)),
      windowSize: CGSize(width: Int(windowWidth), height: Int(windowHeight)))
  }

  /// Uploads `frame` and shows it letterboxed. With `capture`, returns the pixels drawn into the
  /// window (read back before the buffers swap), which is what a screenshot of the window shows.
  @discardableResult
  func present(capture: Bool = false) -> CGImage? {
    guard let pixels = frame.data else { return nil }
    SDL_UpdateTexture(texture, nil, pixels, Int32(frame.bytesPerRow))
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    let destination = letterbox.destination
    var image: CGImage?
    if destination.width >= 1, destination.height >= 1 {
      var rect = SDL_Rect(
        x: Int32(destination.minX), y: Int32(destination.minY), w: Int32(destination.width),
        h: Int32(destination.height))
      SDL_RenderCopy(renderer, texture, nil, &rect)
      if capture { image = readPixels(rect) }
    }
    SDL_RenderPresent(renderer)
    return image
  }

  /// The renderer's pixels in `rect`, opaque (a window has no alpha; some renderers leave it 0).
  private func readPixels(_ rect: SDL_Rect) -> CGImage? {
    var rect = rect
    guard let bitmap = CGContext(bitmapWidth: Int(rect.w), height: Int(rect.h)), let data = bitmap.data,
      SDL_RenderReadPixels(
        renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, data, Int32(bitmap.bytesPerRow)) == 0
    else { return nil }
    for row in 0..<bitmap.height {
      let words = (data + row * bitmap.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for column in 0..<bitmap.width { words[column] |= 0xFF00_0000 }
    }
    bitmap.markDirty()
    return bitmap.makeImage()
  }

  /// With SDL_WINDOW_ALLOW_HIGHDPI a window's units can be larger than pixels (macOS, Wayland at 2×):
  /// shrink it so the frame is still shown pixel for pixel.
  private func matchHighDPI() {
    var (outputWidth, outputHeight): (Int32, Int32) = (0, 0)
    var (windowWidth, windowHeight): (Int32, Int32) = (0, 0)
    SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    guard windowWidth > 0, outputWidth > windowWidth else { return }
    let ratio = Double(outputWidth) / Double(windowWidth)
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
