import CCairo
import Foundation

extension CGContext {
  /// Paints the fill colour through `image`'s alpha, the image scaled to `rect`: how a template
  /// image is drawn in a tint colour (Apple's way, `clip(to:mask:)` then `fill`, needs a clip by
  /// alpha, which Cairo does not have; a mask paint gives the same pixels). Not Apple API.
  @_spi(Hail) public func fill(_ rect: CGRect, alphaOf image: CGImage) {
    let r = rect.standardized
    guard !state.isDegenerate, r.isFiniteRect, r.width > 0, r.height > 0 else { return }
    paintingCalls += 1
    withIsolatedPath {
      cairo_save(cairo)
      cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
      cairo_clip(cairo)
      setSource(state.fillColor)
      cairo_translate(cairo, Double(r.minX), Double(r.minY))
      cairo_scale(cairo, Double(r.width) / Double(image.width), Double(r.height) / Double(image.height))
      let mask = cairo_pattern_create_for_surface(image.surface)
      cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
      cairo_mask(cairo, mask)
      cairo_pattern_destroy(mask)
      cairo_restore(cairo)
    }
  }
}
