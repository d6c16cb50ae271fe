import CCairo
@_spi(Hail) import CoreGraphics

/// A blurred shadow's coverage as an A8 Cairo surface, one byte a pixel. Pixman composites a colour
/// through an A8 mask on its fast path (`over_n_8_8888`), but through an ARGB32 one only on its
/// general path, which converts every pixel and clears scan-line buffers first: redrawing a card's
/// shadow under 200 moving cars had spent a twentieth of each frame there. Immutable once made.
final class AlphaMask {
  let surface: OpaquePointer
  let width: Int
  let height: Int

  /// The alpha channel of `image`; nil when Cairo cannot make the surface.
  init?(_ image: CGImage) {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, image.surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    self.surface = surface
    width = image.width
    height = image.height
  }

  /// `plane`'s bytes, `width` a row; nil when Cairo cannot make the surface.
  init?(plane: [UInt8], width: Int, height: Int) {
    guard plane.count == width * height,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    plane.withUnsafeBufferPointer { bytes in
      for y in 0..<height {
        (data + y * stride).update(from: bytes.baseAddress! + y * width, count: width)
      }
    }
    cairo_surface_mark_dirty(surface)
    self.surface = surface
    self.width = width
    self.height = height
  }

  deinit { cairo_surface_destroy(surface) }
}
