import CCairo
@_spi(Hail) import CoreGraphics
import Foundation

/// Compositing of pre-rendered bitmaps (content caches, shadow masks) and transparency groups,
/// through `CGContext.cairo`, the escape hatch CoreGraphics keeps for the engine's renderer.
extension CGContext {
  /// Paints `image` with its top-left corner at `origin` (user space), scaled to cover `size`
  /// points. An image whose every pixel is opaque (`isOpaque`) and that lands pixel for pixel is
  /// copied over its rectangle: the same pixels as blending it (under an anti-aliased clip too,
  /// which mixes an opaque source in by coverage either way), without the per-pixel blend. A scaled
  /// one is sampled with the layer's `filters` (minification, magnification), as the scale needs;
  /// an opaque one sampled by its nearest pixel is copied too, into the device pixels whose centres
  /// lie inside it (`copyNearest(_:)`).
  func paint(
    _ image: CGImage, at origin: CGPoint, size: CGSize, isOpaque: Bool = false,
    filters: (CALayerContentsFilter, CALayerContentsFilter) = (.linear, .linear)
  ) {
    // The matrix before `withPlacement` scales the context to the image's pixels; the filter is
    // decided from it only for a bitmap that lands scaled (most land pixel for pixel).
    let userToDevice = ctm
    withPlacement(of: image, at: origin, size: size) { isOneToOne in
      cairo_set_source_surface(cairo, image.surface, 0, 0)
      if isOpaque && isOneToOne {
        // A fill, not a paint: SOURCE would clear what lies outside the image.
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cairo)
      } else {
        if !isOneToOne {
          let filter = Self.cairoFilter(for: image, size: size, ctm: userToDevice, filters)
          cairo_pattern_set_filter(cairo_get_source(cairo), filter)
          if isOpaque, filter == CAIRO_FILTER_NEAREST, copyNearest(image) { return }
        }
        cairo_paint(cairo)
      }
    }
  }

  /// Blends `image`, a small bitmap already turned (`TurnedImageCache`), with its top-left corner
  /// at the device pixel `origin`: on the pixel grid, not resampled.
  func paint(turned image: CGImage, atDevicePixel origin: CGPoint) {
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_source_surface(cairo, image.surface, Double(origin.x), Double(origin.y))
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// The filter a bitmap is sampled with when it lands `across` × `down` screen pixels a bitmap
  /// pixel: the minification filter where it shrinks along either axis, as a GPU sampler minifies
  /// when any direction does, else the magnification one. (`DamageScan` reads it too, for how far in
  /// a resampled bitmap's edges blend.)
  static func samplingFilter(
    across: CGFloat, down: CGFloat,
    _ filters: (minification: CALayerContentsFilter, magnification: CALayerContentsFilter)
  ) -> CALayerContentsFilter {
    min(across, down) < 1 ? filters.minification : filters.magnification
  }

  /// Cairo's filter for `image` drawn at `size` points under `ctm` (user space to device pixels).
  private static func cairoFilter(
    for image: CGImage, size: CGSize, ctm: CGAffineTransform,
    _ filters: (minification: CALayerContentsFilter, magnification: CALayerContentsFilter)
  ) -> cairo_filter_t {
    let across = hypot(ctm.a, ctm.b) * size.width / Double(image.width)
    let down = hypot(ctm.c, ctm.d) * size.height / Double(image.height)
    switch samplingFilter(across: across, down: down, filters) {
    case .nearest: return CAIRO_FILTER_NEAREST
    // Averages every image pixel under a device pixel when shrinking, as mipmaps would; bilinear
    // when enlarging (Cairo's GOOD, which is also its default: at several times `.linear`'s cost,
    // a map's tiles shrinking through a zoom-out had taken 95 ms a frame at @3x).
    case .trilinear: return CAIRO_FILTER_GOOD
    // Core Animation's default for both (`.linear`), and the reading of a filter it does not name.
    default: return CAIRO_FILTER_BILINEAR
    }
  }

  /// Replaces the pixels of `rects` (whole device pixels; they may overlap) with those of `image`,
  /// a bitmap of the context's size (a `Backdrop`), whatever the clip (a layer's ancestors may clip
  /// it where the copy is made): a copy, no blending.
  func copyPixels(of image: CGImage, in rects: [CGRect]) {
    cairo_save(cairo)
    cairo_reset_clip(cairo)
    cairo_identity_matrix(cairo)
    // A fill, not a paint: SOURCE would clear what lies outside the rectangles.
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    cairo_set_source_surface(cairo, image.surface, 0, 0)
    for rect in rects {
      cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Paints `color` through `mask`'s alpha channel, placed as `paint(_:at:size:isOpaque:)` places
  /// an image, leaving out the whole device pixels inside `skipped` (user space) when the CTM is
  /// axis-aligned: what the caller paints over opaquely next, so masking them is wasted work.
  func paint(
    _ color: CGColor, through mask: AlphaMask, at origin: CGPoint, size: CGSize, skipping skipped: CGRect?
  ) {
    let m = ctm
    guard let skipped, m.b == 0, m.c == 0 else {
      return paint(color, through: mask, at: origin, size: size)
    }
    // Device pixels: the mask's extent rounded out, the hole rounded in, and the four bands
    // between them as whole-pixel clips, which Cairo keeps as boxes (no clip mask).
    let extent = CGRect(origin: origin, size: size).applying(m).integral
    let hole = skipped.applying(m).wholePixelsInside.intersection(extent)
    guard !hole.isNull, hole.width > 0, hole.height > 0 else {
      return paint(color, through: mask, at: origin, size: size)
    }
    let bands = [
      CGRect(x: extent.minX, y: extent.minY, width: extent.width, height: hole.minY - extent.minY),
      CGRect(x: extent.minX, y: hole.maxY, width: extent.width, height: extent.maxY - hole.maxY),
      CGRect(x: extent.minX, y: hole.minY, width: hole.minX - extent.minX, height: hole.height),
      CGRect(x: hole.maxX, y: hole.minY, width: extent.maxX - hole.maxX, height: hole.height),
    ]
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    for band in bands where band.width > 0 && band.height > 0 {
      cairo_save(cairo)
      cairo_identity_matrix(cairo)
      cairo_rectangle(cairo, Double(band.minX), Double(band.minY), Double(band.width), Double(band.height))
      cairo_clip(cairo)
      cairo_set_matrix(cairo, &matrix)
      paint(color, through: mask, at: origin, size: size)
      cairo_restore(cairo)
    }
  }

  /// Paints `color` through `mask`'s alpha channel, placed as `paint(_:at:size:isOpaque:)` places an image.
  private func paint(_ color: CGColor, through mask: AlphaMask, at origin: CGPoint, size: CGSize) {
    withPlacement(width: mask.width, height: mask.height, at: origin, size: size) { _ in
      cairo_set_source_rgba(
        cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
      cairo_mask_surface(cairo, mask.surface, 0, 0)
    }
  }

  /// Draws what `body` draws into a transparency group, then composites the group with `alpha`, as
  /// Core Animation's group opacity: overlapping parts blend with each other at full strength
  /// first, so they do not show through one another (`CALayer.allowsGroupOpacity`, on by default).
  /// The group blends with what lies under it by `blendMode` (`CALayer.blendMode`). Cairo sizes the
  /// group to the clip, so callers clip to what the group can cover first.
  func withTransparencyGroup(alpha: CGFloat, blendMode: CGBlendMode, _ body: () -> Void) {
    beginTransparencyGroup()
    body()
    endTransparencyGroup(alpha: alpha, blendMode: blendMode)
  }

  /// Starts a transparency group (`withTransparencyGroup`): Cairo saves the state and draws into a
  /// new surface until the group ends.
  func beginTransparencyGroup() { cairo_push_group(cairo) }

  /// Ends the group begun last, giving back the state before it, and composites it with `alpha`
  /// by `blendMode`.
  func endTransparencyGroup(alpha: CGFloat, blendMode: CGBlendMode) {
    cairo_pop_group_to_source(cairo)
    guard blendMode != .normal else { return cairo_paint_with_alpha(cairo, Double(alpha)) }
    saveGState()
    setBlendMode(blendMode)
    cairo_paint_with_alpha(cairo, Double(alpha))
    restoreGState()
  }

  /// Makes the clip's pixels transparent.
  func clearClip() {
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Intersects the clip with `rects`, given in device pixels (whole, so the clip has no
  /// anti-aliased edges), and with `clearing` makes what is inside transparent (unnecessary when
  /// the redraw starts with an opaque fill of everything). Points would not do: 1/3 of a
  /// pixel does not round-trip through a floating-point CTM of scale 3.
  func clip(devicePixels rects: [CGRect], clearing: Bool) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    cairo_identity_matrix(cairo)
    for rect in rects {
      cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    cairo_clip(cairo)
    cairo_set_matrix(cairo, &matrix)
    if clearing { clearClip() }
  }

  /// Sets up the image's pixel space at `origin`, scaled so it covers `size` points, and runs `body`
  /// with whether one image pixel is one device pixel, on the grid.
  ///
  /// When that makes one image pixel one device pixel (an axis-aligned CTM at the image's own
  /// scale, the common case), the origin is snapped to whole device pixels: the bitmap lands on the
  /// pixel grid unresampled, so text drawn at pixel resolution stays as crisp as it was drawn.
  private func withPlacement(
    of image: CGImage, at origin: CGPoint, size: CGSize, _ body: (_ isOneToOne: Bool) -> Void
  ) {
    withPlacement(width: image.width, height: image.height, at: origin, size: size, body)
  }

  /// `withPlacement(of:at:size:_:)` for a bitmap of `width` × `height` pixels.
  private func withPlacement(
    width: Int, height: Int, at origin: CGPoint, size: CGSize, _ body: (_ isOneToOne: Bool) -> Void
  ) {
    guard width > 0, height > 0, size.width > 0, size.height > 0 else { return }
    let m = ctm
    let pixelsWide = size.width * m.a
    let pixelsHigh = size.height * m.d
    let isOneToOne =
      m.b == 0 && m.c == 0 && abs(pixelsWide - CGFloat(width)) < 0.01
      && abs(pixelsHigh - CGFloat(height)) < 0.01
    cairo_save(cairo)
    if isOneToOne {
      let device = origin.applying(m)
      cairo_identity_matrix(cairo)
      cairo_translate(cairo, Double(device.x.rounded()), Double(device.y.rounded()))
    } else {
      cairo_translate(cairo, Double(origin.x), Double(origin.y))
      cairo_scale(
        cairo, Double(size.width) / Double(width), Double(size.height) / Double(height))
    }
    body(isOneToOne)
    cairo_restore(cairo)
  }
}
