import CCairo
import CSDL2
@_spi(Hail) import CoreGraphics

/// An SDL window surface as Cairo draws into it. A surface of 32-bit xRGB pixels (X11 at depth 24,
/// the offscreen driver, SDL's texture framebuffer) is drawn into directly; any other format gets
/// a staging RGB24 image that SDL converts from, rectangle by rectangle.
@MainActor
final class WindowPixels {
  /// The window's surface, owned by the window.
  let surface: UnsafeMutablePointer<SDL_Surface>
  /// The Cairo surface drawn into: over the window surface's pixels, or the staging image.
  private let target: OpaquePointer
  /// An SDL view of the staging image, when the window's format needs converting.
  private let staging: UnsafeMutablePointer<SDL_Surface>?

  init?(_ surface: UnsafeMutablePointer<SDL_Surface>) {
    let format = surface.pointee.format.pointee
    let (width, height) = (surface.pointee.w, surface.pointee.h)
    let isXRGB =
      format.BytesPerPixel == 4 && format.Rmask == 0x00FF_0000 && format.Gmask == 0x0000_FF00
      && format.Bmask == 0x0000_00FF
    self.surface = surface
    if isXRGB, let pixels = surface.pointee.pixels {
      target = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, width, height, surface.pointee.pitch)
      staging = nil
    } else {
      target = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
      guard let data = cairo_image_surface_get_data(target),
        let view = SDL_CreateRGBSurfaceWithFormatFrom(
          data, width, height, 32, cairo_image_surface_get_stride(target), SDL_PIXELFORMAT_RGB888.rawValue)
      else {
        cairo_surface_destroy(target)
        return nil
      }
      staging = view
    }
    guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(target)
      if let staging { SDL_FreeSurface(staging) }
      return nil
    }
  }

  isolated deinit {
    if let staging { SDL_FreeSurface(staging) }
    cairo_surface_destroy(target)
  }

  /// Redraws `rects` (window pixels) as `WindowCompositor` does.
  func draw(
    _ rects: [CGRect], frame: CGContext, overlay: (bitmap: CGContext, rect: CGRect)?, letterbox: Letterbox
  ) {
    guard let staging else {
      SDL_LockSurface(surface)
      defer { SDL_UnlockSurface(surface) }
      WindowCompositor(target: target, letterbox: letterbox).draw(rects, frame: frame, overlay: overlay)
      cairo_surface_flush(target)
      return
    }
    WindowCompositor(target: target, letterbox: letterbox).draw(rects, frame: frame, overlay: overlay)
    cairo_surface_flush(target)
    for rect in rects {
      var area = SDL_Rect(
        x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
      var destination = area
      SDL_UpperBlit(staging, &area, surface, &destination)
    }
  }

  /// The pixels of `rect` (window pixels), opaque.
  func copy(_ rect: CGRect) -> CGImage? {
    guard rect.width >= 1, rect.height >= 1,
      let image = CGContext(bitmapWidth: Int(rect.width), height: Int(rect.height))
    else { return nil }
    let cr = image.cairo
    cairo_save(cr)
    cairo_identity_matrix(cr)
    // RGB24 to ARGB32 copies the colour and makes the alpha opaque.
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, target, -Double(rect.minX), -Double(rect.minY))
    cairo_paint(cr)
    cairo_restore(cr)
    return image.makeImage()
  }
}
