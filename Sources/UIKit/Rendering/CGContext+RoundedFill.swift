import CCairo
@_spi(Hail) import CoreGraphics
import Foundation

extension CGContext {
  /// Fills the outline of `rect` (`LayerShape.outline`) with `color` from its coverage drawn once
  /// (`RoundedFillCache`), when the rect, at most `RoundedFillCache.pixelLimit` pixels, lands on
  /// whole device pixels under an upright, evenly scaled CTM, any clip is whole pixels and the
  /// context draws plainly (`drawsPlainly`); returns false and draws nothing otherwise (the caller
  /// fills the path).
  ///
  /// On whole pixels the outline is straight along pixel edges outside the squares holding its
  /// corners' curves (`LayerShape.cornerSide`, rounded out to pixels), so every pixel there is
  /// covered fully: those are filled as boxes, Pixman's plain fill, and each corner square is
  /// composited through its piece of the mask. The mask is of a rect cut to the two corner squares
  /// and a pixel each way past them, so its corners are the outline's (the radius clamps the same:
  /// the cut sides stay longer than both squares). Coverage is what Cairo's path fill gives the same
  /// outline moved by whole pixels; blending a colour through it rounds otherwise than the fill
  /// does, by up to two steps in 255 at the curves' edge pixels. Under a whole-pixel clip (the
  /// frame's damage) each pixel gets the coverage it has unclipped, where Cairo 1.16's path fill
  /// gives a curve's pixels on the clip's left edge less (up to 12 in 255, a reviewer's C program):
  /// a partial redraw is now the full one's.
  @MainActor @_spi(Hail) public func fillRounded(
    _ rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve, corners: CACornerMask, color: CGColor,
    masks: RoundedFillCache
  ) -> Bool {
    guard
      let plan = roundedFillPlan(
        rect, cornerRadius: cornerRadius, curve: curve, corners: corners, color: color, masks: masks)
    else { return false }
    fill(plan)
    return true
  }

  /// What `fillRounded` paints in this context's state: its boxes and masked corner blocks in
  /// device pixels; nil where it would return false. Decided on the main actor (the masks are
  /// cached there), painted by `fill(_:)` anywhere.
  @MainActor func roundedFillPlan(
    _ rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve, corners: CACornerMask, color: CGColor,
    masks: RoundedFillCache
  ) -> RoundedFillPlan? {
    let m = ctm
    guard drawsPlainly, rect.width > 0, rect.height > 0, cornerRadius > 0, !corners.isEmpty, m.b == 0,
      m.c == 0,
      m.a > 0, m.a == m.d
    else { return nil }
    let device = rect.applying(m)
    guard let x = Self.wholePixel(device.minX), let y = Self.wholePixel(device.minY),
      let width = Self.wholePixel(device.width), let height = Self.wholePixel(device.height), width > 0,
      height > 0
    else { return nil }
    // A larger outline is bound by the memory its pixels are written to: filled either way in about
    // the same time (`render.rounded-fill`: a 373 × 69-point card at @3x 39 µs as a path, 44 from
    // its mask; a 373 × 1215 panel 393 and 413 µs).
    guard width * height <= RoundedFillCache.pixelLimit else { return nil }
    // Under a clip with a curved or fractional edge (a rounded ancestor's, the layer's own
    // `masksToBounds`) Cairo fills the path's intersection with the clip's outline, where a mask
    // would multiply the two coverages (a clipping round view's rim came out lighter, by up to 20
    // in 255): that is left to the path.
    guard clipIsWholePixelBoxes else { return nil }
    let radius = cornerRadius * m.a
    let side = LayerShape.cornerSide(
      of: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: radius, curve: curve)
    let corner = Int(side.rounded(.up))
    let maskWidth = width > 2 * corner + 2 ? 2 * corner + 2 : width
    let maskHeight = height > 2 * corner + 2 ? 2 * corner + 2 : height
    let columns = Self.spans(width, corner: corner, masked: maskWidth)
    let rows = Self.spans(height, corner: corner, masked: maskHeight)
    // The corner blocks (where a column and a row are read from the mask: that part of the mask,
    // and where it lands) and the boxes between them.
    var pieces: [CGRect] = []
    var places: [CGRect] = []
    var boxes: [CGRect] = []
    for row in rows {
      for column in columns {
        let box = CGRect(
          x: x + column.start, y: y + row.start, width: column.end - column.start, height: row.end - row.start
        )
        if let maskX = column.maskOrigin, let maskY = row.maskOrigin {
          pieces.append(box.offsetBy(dx: CGFloat(-x - maskX), dy: CGFloat(-y - maskY)))
          places.append(box)
        } else {
          boxes.append(box)
        }
      }
    }
    guard
      let cut = masks.pieces(
        pieces, width: maskWidth, height: maskHeight, cornerRadius: radius, curve: curve, corners: corners)
    else { return nil }
    return RoundedFillPlan(color: color, boxes: boxes, masks: cut, places: places)
  }

  /// Paints a rounded fill decided by `roundedFillPlan`.
  func fill(_ plan: RoundedFillPlan) {
    let color = plan.color
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_new_path(cairo)
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    if !plan.boxes.isEmpty {
      // Whole pixels, apart: Cairo fills them without a scan converter.
      for box in plan.boxes {
        cairo_rectangle(cairo, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
      }
      cairo_fill(cairo)
    }
    // Each piece as large as its block: no clip is needed to keep it there.
    for (piece, place) in zip(plan.masks, plan.places) {
      cairo_mask_surface(cairo, piece.surface, Double(place.minX), Double(place.minY))
    }
    cairo_restore(cairo)
  }

  /// Whether the clip is none or whole device pixels (Cairo lists it as rectangles only then).
  private var clipIsWholePixelBoxes: Bool {
    guard let list = cairo_copy_clip_rectangle_list(cairo) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    return list.pointee.status == CAIRO_STATUS_SUCCESS
  }

  /// `value` as a whole number of pixels, when it is one to within 1/1024 (Cairo places paths in
  /// 1/256 of a pixel, so a fill at `value` lands where one at the whole number does).
  private static func wholePixel(_ value: CGFloat) -> Int? {
    let whole = value.rounded()
    guard abs(value - whole) <= 1.0 / 1024, abs(whole) < 16_777_216 else { return nil }
    return Int(whole)
  }

  /// A side of `length` pixels in spans: the whole of it read from a mask as long (`maskOrigin` 0),
  /// or its two corner squares read from the two ends of a shorter mask (`maskOrigin`: where the
  /// mask starts from the outline's start) and the straight middle between them (nil: filled).
  private static func spans(_ length: Int, corner: Int, masked: Int) -> [(
    start: Int, end: Int, maskOrigin: Int?
  )] {
    guard masked < length else { return [(0, length, 0)] }
    return [(0, corner, 0), (corner, length - corner, nil), (length - corner, length, length - masked)]
  }
}

/// A rounded background's fill on whole device pixels (`CGContext.roundedFillPlan`): the boxes its
/// outline covers whole, and each corner block's piece of coverage with where it lands.
struct RoundedFillPlan {
  let color: CGColor
  let boxes: [CGRect]
  let masks: [AlphaMask]
  let places: [CGRect]
}
