import Foundation

/// The part of a window that changed in a frame: a few disjoint rectangles of whole pixels, and the
/// full-width rows of pixels that contain them, which is what gets redrawn.
///
/// Overlapping rectangles are merged as they come (a view that moved a little damages its old and
/// new places, which usually overlap), so the result is disjoint. Past `limit` rectangles the pair
/// whose union adds the least area is merged: each rectangle costs the host a texture upload call,
/// and a few large ones cover the usual damage (a scrolled list, a moving header) without much waste.
///
/// Why redraw whole rows: Cairo cuts every filled polygon to the clip's boxes before scan
/// conversion (`_cairo_polygon_init_with_clip`). A cut at a box's left or right side adds vertices
/// in the middle of a pixel row, and the scan converter then samples that row differently: a
/// rotated border came out up to 17/255 off a full render (Cairo 1.16, measured here). Cuts at row
/// boundaries change nothing, so full-width rows render exactly as a full frame does.
struct DamageRegion {
  /// The window in pixels; nothing outside it is damaged.
  let bounds: CGRect
  private(set) var rects: [CGRect] = []
  private let limit = 8

  init(bounds: CGRect) {
    self.bounds = bounds
  }

  var isEmpty: Bool { rects.isEmpty }

  /// Adds `rect` (pixels), grown to whole pixels and clipped to the bounds.
  mutating func add(_ rect: CGRect) {
    var merged = rect.integral.intersection(bounds)
    guard !merged.isNull, !merged.isEmpty else { return }
    // A union can reach rectangles the parts did not: repeat until nothing overlaps it.
    while let index = rects.firstIndex(where: { $0.intersects(merged) }) {
      merged = merged.union(rects.remove(at: index))
    }
    rects.append(merged)
    if rects.count > limit { mergeCheapestPair() }
  }

  /// The full-width rows that hold the rectangles, disjoint, top to bottom: what to redraw.
  var rows: [CGRect] {
    var rows: [CGRect] = []
    for rect in rects.sorted(by: { $0.minY < $1.minY }) {
      let row = CGRect(x: bounds.minX, y: rect.minY, width: bounds.width, height: rect.height)
      if let last = rows.last, last.maxY >= row.minY {
        rows[rows.count - 1] = last.union(row)
      } else {
        rows.append(row)
      }
    }
    return rows
  }

  /// Replaces the two rectangles whose bounding box wastes the least area by that box.
  private mutating func mergeCheapestPair() {
    var best: (waste: CGFloat, i: Int, j: Int)?
    for i in rects.indices {
      for j in rects.indices where j > i {
        let box = rects[i].union(rects[j])
        let waste =
          box.width * box.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
        if best.map({ waste < $0.waste }) ?? true { best = (waste, i, j) }
      }
    }
    guard let best else { return }
    let box = rects[best.i].union(rects[best.j])
    rects.remove(at: best.j)
    rects.remove(at: best.i)
    add(box)
  }
}
