import Foundation

/// Where a layer's own painting still shows in a frame's damage, given the opaque layers painted
/// after it (`DamageScan.occluders`): what `FrameRenderer` clips each layer's painting to, so a
/// map's background under its tiles, or the tiles under an opaque sheet, are not composited.
extension DamageScan {
  /// The rectangles of `damage` where `layer`'s own painting (shadow, background, content) can
  /// still show: those it touches, less what opaque layers painted after it cover, exactly (a map's
  /// background under its tiles); nil when that is all it touches, or the layer was not recorded.
  /// A rectangle partly covered gives the pieces left uncovered, for a layer that paints a plain
  /// fill (the pixel-wide seams between a map's tiles, which land on fractional pixels, rather
  /// than the whole rectangle across them) or bitmaps alone (the tiles above an opaque sheet).
  func uncoveredDamage(of layer: CALayer, in damage: DamageRects) -> [CGRect]? {
    guard let scanned = layers[ObjectIdentifier(layer)] else { return nil }
    let pixels = scanned.record.pixels
    guard !pixels.isNull, !pixels.isEmpty else { return nil }
    // Occluders are recorded in paint order: those painted after the layer are a suffix, and only
    // the ones over its pixels can cover any of it (most layers have none).
    var covering: [CGRect] = []
    var cutting: [CGRect] = []
    let appearance = scanned.record.appearance
    let isPlainFill = Self.isPlainFill(appearance)
    let cutsIntoPieces = isPlainFill || Self.paintsBitmapsAlone(scanned)
    // A fill with curved edges, its own rounded corners or its clipping ancestors' (`clipCurves`,
    // unless every ancestor's clip lets its pixels through whole), is cut only by covers in rows
    // clear of those corners' boxes: Cairo cuts a polygon at each side of the clip's boxes, and a
    // cut in a row through a curve changes the curve's anti-aliasing anywhere along the row (a
    // cover over a rounded base's top-left corner left its top-right corner's pixels 1 off in 3
    // places), where a cut along a row, or in rows of straight edges alone, changes no pixel (see
    // `DamageRegion`; under whole-pixel clips an upright rectangle off the pixel grid is filled as
    // whole-pixel boxes for it). The sheet's ground under its cards; a sheet's fill inside its
    // rounded clip under what covers it.
    let clipCurves = scanned.isInsideSolidClip ? [] : scanned.clipCurves
    let isRounded = Self.isRounded(appearance)
    let needsClearance = isPlainFill && (isRounded || !clipCurves.isEmpty)
    // Found at the first cover, for the few fills that have one.
    var corners: [CGRect]?
    for occluder in occluders.reversed() {
      if occluder.sequence <= scanned.sequence { break }
      guard occluder.pixels.intersects(pixels) else { continue }
      covering.append(occluder.pixels)
      guard cutsIntoPieces else { continue }
      if needsClearance {
        let boxes = corners ?? (isRounded ? cornerBoxes(of: layer) + clipCurves : clipCurves)
        corners = boxes
        let cover = occluder.pixels
        if boxes.contains(where: { $0.minY < cover.maxY && cover.minY < $0.maxY }) { continue }
      }
      cutting.append(occluder.pixels)
    }
    guard !covering.isEmpty else { return nil }
    return Self.uncovered(pixels, in: damage, by: covering, cuttingBy: cutting)
  }

  /// Whether the layer's own painting is an upright rectangle of one colour, its corners perhaps
  /// rounded, fully opaque in the frame: only such painting is the same clipped to pieces of whole
  /// pixels whose sides miss the rows of its corners. A clip cutting through anti-aliased edges
  /// (rounded corners, a clip path, a shadow, resampled content) blends them differently from a
  /// whole render (see `DamageRegion`).
  private static func isPlainFill(_ appearance: ScreenRecord.Appearance) -> Bool {
    appearance.contents.isEmpty && appearance.opacity >= 1 && appearance.mask == nil
      && (appearance.borderWidth == 0 || (appearance.borderColor?.alpha ?? 0) == 0)
      && (appearance.shadowOpacity == 0 || (appearance.shadowColor?.alpha ?? 0) == 0)
      && appearance.placement.b == 0 && appearance.placement.c == 0
  }

  /// Whether the layer's outline has rounded corners.
  private static func isRounded(_ appearance: ScreenRecord.Appearance) -> Bool {
    appearance.cornerRadius > 0 && !appearance.maskedCorners.isEmpty
  }

  /// The boxes of `layer`'s curved edges (`curvedBoxes`): the rows of an upright layer's rounded
  /// corners (its clip's too), of which only the rows are read.
  private func cornerBoxes(of layer: CALayer) -> [CGRect] {
    let id = ObjectIdentifier(layer)
    var boxes: [CGRect] = []
    for box in curvedBoxes where box.layer == id { boxes.append(box.pixels) }
    return boxes
  }

  /// Whether the layer's own painting is bitmaps alone (a map's tiles, a drawn overlay, labels),
  /// upright, fully opaque in the frame, with no border, shadow, clip or mask of its own, no
  /// background unless filled content replaces it (`LayerCompositor` paints none under that: a
  /// map's tiles), and no ancestor's clip edge across it. Pixman gives each pixel of such a bitmap
  /// the same value in any pixel-aligned clip when it lands unscaled; resampled, within one step of
  /// a bilinear weight (Cairo splits the pattern's matrix about each composite's extents), as a
  /// redraw of part of it already was. So such painting may be cut to pieces of whole pixels, by
  /// rounded occluders as square ones (their `pixels` avoid their curves): the map's tiles under
  /// an opaque sheet are left out instead of composited whole (`CutBitmapsTests`).
  private static func paintsBitmapsAlone(_ scanned: ScannedLayer) -> Bool {
    let appearance = scanned.record.appearance
    return scanned.isInsideSolidClip && !scanned.contents.isEmpty
      && scanned.contents.allSatisfy { $0.image != nil } && appearance.opacity >= 1 && appearance.mask == nil
      && !appearance.masksToBounds
      && ((appearance.backgroundColor?.alpha ?? 0) == 0 || scanned.contents.contains(where: \.isFilled))
      && (appearance.borderWidth == 0 || (appearance.borderColor?.alpha ?? 0) == 0)
      && (appearance.shadowOpacity == 0 || (appearance.shadowColor?.alpha ?? 0) == 0)
      && appearance.placement.b == 0 && appearance.placement.c == 0
  }

  /// Pieces a partly covered rectangle may be left as; past it, it is kept whole: a clip of many
  /// small boxes costs more than it saves. In the ride tour's whole-screen zoom frames, up to 62
  /// opaque layers (the map's stretched tiles, the sheet's cards over them) leave the map's
  /// background 11 pieces at the median and 58 at most, about 6,000 of the screen's 3 million
  /// pixels (counted once, with logging not kept, and a reach then a pixel wider under some
  /// filters: see `DamageScan.resamplingReach`); 16, the limit before, kept most of them whole.
  private static let maximumPieces = 64

  /// The rectangles of `damage` touching `pixels`, less what `covering` hides of their part there:
  /// a rectangle nothing covers whole, one partly covered by `cutting` as its uncovered pieces
  /// (whole otherwise), one covered whole not at all; nil when nothing is covered. Nonisolated: a
  /// closure formed in main-actor code checks the executor on every call (Swift 6), and these run
  /// per painted layer and damage rectangle.
  private nonisolated static func uncovered(
    _ pixels: CGRect, in damage: DamageRects, by covering: [CGRect], cuttingBy cutting: [CGRect]
  ) -> [CGRect]? {
    var isCut = false
    var shows: [CGRect] = []
    damage.forEach(touching: pixels) { rect in
      let part = rect.intersection(pixels)
      if covering.contains(where: { DamageRects.holds($0, part) }) {
        isCut = true
        return true
      }
      // Every cover is taken away before the pieces are counted: covers that overlap (cards over
      // tiles) cut more pieces on the way than they leave (in those zoom frames 25 at the median,
      // for 11 left). The way is bounded too.
      var pieces = [part]
      for cover in cutting where cover.intersects(part) {
        pieces = DamageRects.subtracting(cover, from: pieces)
        if pieces.isEmpty || pieces.count > 4 * maximumPieces { break }
      }
      if pieces.count > maximumPieces || pieces == [part] {
        shows.append(rect)
      } else {
        isCut = true
        shows.append(contentsOf: pieces)
      }
      return true
    }
    return isCut ? shows : nil
  }
}
