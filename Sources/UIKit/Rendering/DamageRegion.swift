import Foundation

/// The part of a window that changed in a frame: a few disjoint rectangles of whole pixels, widened
/// where they would cut a curved or slanted edge, which is what gets redrawn.
///
/// Rectangles that overlap most of the way are merged as they come (a layer that moved a little
/// damages its old and new places); others may overlap, which the clip and the upload tolerate.
/// Past `limit` rectangles, neighbours are merged cheapest first until a quarter of the limit is
/// free (see `DamageRegion+Merging`): each rectangle costs the host a texture upload call, and a
/// few hundred are still cheap next to redrawing pixels that did not change.
///
/// Why widen: Cairo cuts every filled polygon to the clip's boxes before scan conversion
/// (`_cairo_polygon_init_with_clip`). A cut at a box's left or right side adds vertices in the
/// middle of a pixel row, and where the cut edge is slanted or curved the scan converter then
/// samples that row differently: a rotated border came out up to 17/255 off a full render (Cairo
/// 1.16, measured here). The scan converter sums a row's coverage across all of the row's edges, so
/// a side anywhere in a row that holds a curve changes the curve's pixels too, by 1 in a few (a
/// rounded rectangle, filled or clipping, under a box holding its corner whole: a C program). Cuts
/// at row boundaries change nothing, nor do sides in rows of vertical and horizontal edges alone
/// — but for rectilinear fills off the pixel grid, which Cairo fills exactly under one clip box
/// and through its polygon converter under several, whatever the cuts: an upright rectangle under
/// the layers' whole-pixel clips is filled as whole-pixel boxes for it (`CompositeCanvas`); a
/// border's outline off the grid, or a fill under a clip with fractional edges, still is not —,
/// and bitmaps are sampled per pixel whatever the clip. So a rectangle is widened to the horizontal
/// extent of every box of slanted or curved edges it overlaps (`DamageScan.curvedBoxes`: a turned
/// layer, a shape or a mask whole; an upright rounded layer's, or rounded clip's, corner rows across
/// its width): then no side meets such a row of the shape, and the redraw equals a full render bit
/// for bit while a car moving over the map redraws only its own pixels.
struct DamageRegion {
  /// The window in pixels; nothing outside it is damaged.
  let bounds: CGRect
  private(set) var rects: [CGRect] = []
  private let limit: Int

  init(bounds: CGRect, limit: Int = 256) {
    self.bounds = bounds
    self.limit = limit
  }

  var isEmpty: Bool { rects.isEmpty }

  /// Adds `rect` (pixels), grown to whole pixels and clipped to the bounds.
  mutating func add(_ rect: CGRect) {
    var merged = rect.integral.intersection(bounds)
    guard !merged.isNull, !merged.isEmpty else { return }
    // Join a rectangle whose union with this one costs no more pixels than the two apart (one
    // inside the other, or overlapping most of the way: a layer's old and new place), until none
    // does. Rectangles that merely touch stay apart: joining them would redraw the bounding box,
    // and scattered moving layers (cars on a map) would join up into the whole screen.
    while let index = rects.firstIndex(where: { Self.joins($0, merged) }) {
      merged = merged.union(rects.remove(at: index))
    }
    rects.append(merged)
    // Merging down to three quarters of the limit leaves room for the next adds, so a frame of
    // many moving layers merges a few times, not once per rectangle past the limit.
    if rects.count > limit { rects = Self.merged(rects, downTo: limit - limit / 4) }
  }

  /// Takes `cuts` (whole pixels) out of the region: pixels redrawn another way (`MovedPixels`).
  mutating func subtract(_ cuts: [CGRect]) {
    var left = rects
    for cut in cuts { left = DamageRects.subtracting(cut, from: left) }
    var region = DamageRegion(bounds: bounds, limit: limit)
    for rect in left { region.add(rect) }
    self = region
  }

  /// The rectangles widened so that no side cuts one of `curvedBoxes` (the pixels of layers with
  /// slanted or curved edges): each is grown to the horizontal extent of every such box it
  /// overlaps, within its own rows, until none is cut; overlapping results are merged. With
  /// `splittingRows`, a rectangle is widened in the rows a box holds alone, the rows above and
  /// below it going on as pieces of their own, where that spares `leastSplitSaving` pixels: a
  /// frame that copies moved pixels (`MovedPixels`) leaves thin strips around them (a list's
  /// edge beside its cards, the column a sideways swipe uncovers), which widened whole would be
  /// as wide as the cards they pass, down all their height, and redraw what was copied.
  func widened(around curvedBoxes: [CGRect], splittingRows: Bool = false) -> [CGRect] {
    guard curvedBoxes.contains(where: { box in rects.contains { DamageRects.overlaps($0, box) } }) else {
      return rects
    }
    return widening(around: curvedBoxes, splittingRows: splittingRows)
  }

  /// `splittingRows` for so many passes at most: a pass ends when one leaves the rectangles as they
  /// were, but the merging of one pass's pieces may make rectangles that the next splits again;
  /// past them rectangles are widened whole, which only grows them, so it ends.
  private func widening(around curvedBoxes: [CGRect], splittingRows: Bool, passes: Int = 8) -> [CGRect] {
    var region = DamageRegion(bounds: bounds, limit: limit)
    if splittingRows && passes > 0 {
      for rect in rowSplit(rects, around: curvedBoxes) { region.add(rect) }
    } else {
      for rect in rects { region.add(widenedWhole(rect, around: curvedBoxes)) }
    }
    // Merging may have joined rows into a taller rectangle that cuts other boxes: once more.
    return region.rects == rects
      ? rects : region.widening(around: curvedBoxes, splittingRows: splittingRows, passes: passes - 1)
  }

  /// `rect` grown across every box it overlaps, in all its rows.
  private func widenedWhole(_ rect: CGRect, around curvedBoxes: [CGRect]) -> CGRect {
    var wide = rect
    var grew = true
    while grew {
      grew = false
      for box in curvedBoxes where DamageRects.overlaps(box, wide) {
        let span = CGRect(x: min(wide.minX, box.minX), y: wide.minY, width: 0, height: wide.height)
        let right = max(wide.maxX, box.maxX)
        let grown = CGRect(x: span.minX, y: wide.minY, width: right - span.minX, height: wide.height)
        if grown != wide {
          wide = grown.intersection(bounds)
          grew = true
        }
      }
    }
    return wide
  }

  /// `rects` grown across the boxes they overlap in those boxes' rows alone, where that spares
  /// enough (each piece is a box of the frame's clip, which every painting call across it is
  /// composited through once more), and in all their rows otherwise. The boxes are cut to the
  /// window, so that a rectangle grown to one's side is done with it.
  private func rowSplit(_ rects: [CGRect], around curvedBoxes: [CGRect]) -> [CGRect] {
    let boxes = curvedBoxes.map { $0.intersection(bounds) }.filter { !$0.isNull && !$0.isEmpty }
    // In order, so that rectangles left as they were come out as they went in (and the caller's
    // comparison with the last pass finds them the same).
    var pending = rects
    var next = 0
    var done: [CGRect] = []
    while next < pending.count {
      let rect = pending[next]
      next += 1
      guard
        let box = boxes.first(where: {
          DamageRects.overlaps($0, rect) && ($0.minX < rect.minX || $0.maxX > rect.maxX)
        })
      else {
        done.append(rect)
        continue
      }
      let left = min(rect.minX, box.minX)
      let right = max(rect.maxX, box.maxX)
      var top = max(rect.minY, box.minY)
      var bottom = min(rect.maxY, box.maxY)
      if (rect.height - (bottom - top)) * (right - left - rect.width) < Self.leastSplitSaving {
        (top, bottom) = (rect.minY, rect.maxY)
      }
      if top > rect.minY {
        pending.append(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: top - rect.minY))
      }
      if bottom < rect.maxY {
        pending.append(CGRect(x: rect.minX, y: bottom, width: rect.width, height: rect.maxY - bottom))
      }
      pending.append(CGRect(x: left, y: top, width: right - left, height: bottom - top))
    }
    return done
  }

  /// The fewest pixels a split at a curved box's rows must spare (`widened(around:splittingRows:)`):
  /// a square 256 pixels on a side, as for cutting around an opaque cover (`DamageScan`'s
  /// `minimumCut`).
  static let leastSplitSaving: CGFloat = 256 * 256

  /// Whether `a` and `b` overlap and their bounding box has no more pixels than the two apart
  /// (plain arithmetic: Foundation's rectangle operations are calls, and this runs per pair).
  /// The rectangles here are standardized (integral, non-negative sizes), so origin and size are
  /// read directly rather than through `minX`/`maxX`, which standardize on every call.
  private static func joins(_ a: CGRect, _ b: CGRect) -> Bool {
    let (ax, ay, aw, ah) = (a.origin.x, a.origin.y, a.size.width, a.size.height)
    let (bx, by, bw, bh) = (b.origin.x, b.origin.y, b.size.width, b.size.height)
    let left = max(ax, bx)
    let right = min(ax + aw, bx + bw)
    let top = max(ay, by)
    let bottom = min(ay + ah, by + bh)
    guard left < right, top < bottom else { return false }
    let box = (max(ax + aw, bx + bw) - min(ax, bx)) * (max(ay + ah, by + bh) - min(ay, by))
    return box <= aw * ah + bw * bh
  }
}
