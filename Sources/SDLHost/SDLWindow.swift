import CSDL2
@_spi(Hail) import CoreGraphics
@_spi(Hail) import UIKit

/// The SDL side of the host: the video subsystem, one window, its renderer, the streaming texture
/// that mirrors the engine's frame and the overlay's texture. The frame is `FrameRenderer`'s Cairo
/// ARGB32 bitmap, which is SDL's ARGB8888 on a little-endian machine, so it uploads without
/// conversion, and only the rectangles that changed.
@MainActor
final class SDLWindow {
  private(set) var letterbox: Letterbox
  /// Whether presenting waits for the display's refresh; without it the host paces frames itself.
  let hasVSync: Bool

  private let window: OpaquePointer
  private let renderer: OpaquePointer
  /// The frame's texture and its size, which follows the renderer's bitmap.
  private var texture: OpaquePointer
  private var textureSize: (width: Int, height: Int)
  /// The overlay's texture, made when it first shows, and its size.
  private var overlay: (texture: OpaquePointer, width: Int, height: Int)?
  /// The overlay's pixels with straight alpha, reused from one upload to the next.
  private var overlayPixels: [UInt32] = []

  init(configuration: SDLHostConfiguration) throws(SDLHostError) {
    let requested = Self.requestedDrivers()
    if let requested { SDL_SetHint(SDL_HINT_VIDEODRIVER, requested) }
    guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw .initFailed(Self.lastError) }
    let pixels = Letterbox(
      pointSize: configuration.pointSize, scale: configuration.scale, outputSize: .zero, windowSize: .zero
    ).frameSize
    // What a texture (and the renderer's bitmap) can hold.
    guard (1...32767).contains(pixels.width), (1...32767).contains(pixels.height) else {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .windowFailed("a \(Int(pixels.width)) × \(Int(pixels.height)) frame is too large")
    }

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
      let texture = Self.makeFrameTexture(renderer, width: Int(pixels.width), height: Int(pixels.height))
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
    textureSize = (Int(pixels.width), Int(pixels.height))
    letterbox = Letterbox(
      pointSize: configuration.pointSize, scale: configuration.scale, outputSize: .zero, windowSize: .zero)
    matchHighDPI()
    updateLetterbox()
  }

  isolated deinit {
    if let overlay { SDL_DestroyTexture(overlay.texture) }
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

  /// Copies `frame`'s changed pixels into the texture. A bitmap of another size (the scale changed)
  /// gets a texture of its size first; the renderer redrew all of it, so all of it is uploaded.
  func upload(_ frame: RenderedFrame) {
    let bitmap = frame.bitmap
    if (bitmap.width, bitmap.height) != textureSize {
      guard let texture = Self.makeFrameTexture(renderer, width: bitmap.width, height: bitmap.height) else {
        return
      }
      SDL_DestroyTexture(self.texture)
      self.texture = texture
      textureSize = (bitmap.width, bitmap.height)
      letterbox = Letterbox(
        pointSize: letterbox.pointSize, scale: frame.scale, outputSize: letterbox.outputSize,
        windowSize: letterbox.windowSize)
    }
    guard let pixels = bitmap.data else { return }
    for region in TextureRegion.regions(of: frame.dirtyRects, width: bitmap.width, height: bitmap.height) {
      var rect = SDL_Rect(
        x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
      SDL_UpdateTexture(
        texture, &rect, pixels + region.byteOffset(bytesPerRow: bitmap.bytesPerRow), Int32(bitmap.bytesPerRow)
      )
    }
  }

  /// Replaces the overlay's texture with `bitmap` (premultiplied, so converted to straight alpha).
  func uploadOverlay(_ bitmap: CGContext) {
    if overlay.map({ ($0.width, $0.height) != (bitmap.width, bitmap.height) }) ?? true {
      if let overlay { SDL_DestroyTexture(overlay.texture) }
      overlay = nil
      guard
        let texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
          Int32(bitmap.width), Int32(bitmap.height))
      else { return }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      overlay = (texture, bitmap.width, bitmap.height)
    }
    guard let overlay, let data = bitmap.data else { return }
    StraightAlpha.convert(
      data, width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.bytesPerRow, into: &overlayPixels)
    SDL_UpdateTexture(overlay.texture, nil, overlayPixels, Int32(bitmap.width * 4))
  }

  /// Shows the frame's texture letterboxed, and the overlay's over the frame at `overlayRect`
  /// (points) when given. The whole window is drawn each time: after a present, the back buffer's
  /// contents are undefined. With `capture`, returns the pixels drawn into the window (read back
  /// before the buffers swap), which is what a screenshot of the window shows.
  @discardableResult
  func present(overlayAt overlayRect: CGRect?, capture: Bool = false) -> CGImage? {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    let destination = letterbox.destination
    var image: CGImage?
    if destination.width >= 1, destination.height >= 1 {
      var rect = Self.sdlRect(destination)
      // Pixel for pixel, nearest gives what linear gives, and software GL (llvmpipe: Xvfb, the
      // offscreen driver) takes about a third less CPU for it; scaled, linear keeps it smooth.
      let scaleMode = letterbox.presentationScale == 1 ? SDL_ScaleModeNearest : SDL_ScaleModeLinear
      SDL_SetTextureScaleMode(texture, scaleMode)
      SDL_RenderCopy(renderer, texture, nil, &rect)
      if let overlay, let overlayRect {
        var overlayDestination = Self.sdlRect(letterbox.destination(ofPoints: overlayRect))
        SDL_RenderCopy(renderer, overlay.texture, nil, &overlayDestination)
      }
      if capture { image = readPixels(rect) }
    }
    SDL_RenderPresent(renderer)
    return image
  }

  /// A streaming texture for the frame. Copied, not blended: the frame is the whole picture, and its
  /// premultiplied pixels copied onto the black clear are exactly the frame over black (blending
  /// them as straight alpha would darken translucent pixels twice), with no per-pixel blending.
  private static func makeFrameTexture(_ renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
    let texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
      Int32(height))
    if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
    return texture
  }

  private static func sdlRect(_ rect: CGRect) -> SDL_Rect {
    SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
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
