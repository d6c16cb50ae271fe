import Foundation

/// A frame's damage rectangles sorted top to bottom, for finding those a layer's pixels touch
/// without testing every one: only rectangles starting within the tallest one's height above the
/// pixels can reach them, and a binary search finds the first such.
///
/// Plain arithmetic on standardized rectangles (Foundation's rectangle operations are calls that
/// standardize each time), as this runs for every layer a redraw paints.
struct DamageRects {
  /// Top to bottom.
  let rects: [CGRect]
  private let tallest: CGFloat

  init(_ rects: [CGRect]) {
    self.rects = rects.sorted { $0.origin.y < $1.origin.y }
    tallest = rects.reduce(0) { max($0, $1.size.height) }
  }

  /// Whether any rectangle overlaps `pixels` (standardized).
  func intersects(_ pixels: CGRect) -> Bool {
    var found = false
    forEach(touching: pixels) { _ in
      found = true
      return false
    }
    return found
  }

  /// Calls `body` with each rectangle overlapping `pixels` (standardized), top to bottom, while it
  /// returns true.
  func forEach(touching pixels: CGRect, _ body: (CGRect) -> Bool) {
    forEachIndex(touching: pixels) { body(rects[$0]) }
  }

  /// Whether `outer` holds all of `inner`, both standardized: plain arithmetic, where Foundation's
  /// `contains` standardizes both on every call (the damage scan asks it of every changed layer
  /// against every occluder, and the redraw of every damage rectangle a covered layer touches).
  nonisolated static func holds(_ outer: CGRect, _ inner: CGRect) -> Bool {
    outer.origin.x <= inner.origin.x && outer.origin.y <= inner.origin.y
      && inner.origin.x + inner.size.width <= outer.origin.x + outer.size.width
      && inner.origin.y + inner.size.height <= outer.origin.y + outer.size.height
  }

  /// Whether `a` and `b` (standardized) share pixels, in plain arithmetic as `holds`: this runs for
  /// every curved box against every damage rectangle, and every changed layer against every
  /// occluder.
  nonisolated static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
      && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
  }

  /// `pieces` less `cover`: each piece it overlaps is replaced by the bands around the overlap
  /// (above and below across the piece's width, left and right beside it). Whole pixels in, whole
  /// pixels out.
  nonisolated static func subtracting(_ cover: CGRect, from pieces: [CGRect]) -> [CGRect] {
    var left: [CGRect] = []
    for piece in pieces {
      let overlap = piece.intersection(cover)
      guard !overlap.isNull, !overlap.isEmpty else {
        left.append(piece)
        continue
      }
      if overlap.minY > piece.minY {
        left.append(
          CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: overlap.minY - piece.minY))
      }
      if overlap.maxY < piece.maxY {
        left.append(
          CGRect(x: piece.minX, y: overlap.maxY, width: piece.width, height: piece.maxY - overlap.maxY))
      }
      if overlap.minX > piece.minX {
        left.append(
          CGRect(x: piece.minX, y: overlap.minY, width: overlap.minX - piece.minX, height: overlap.height))
      }
      if overlap.maxX < piece.maxX {
        left.append(
          CGRect(x: overlap.maxX, y: overlap.minY, width: piece.maxX - overlap.maxX, height: overlap.height))
      }
    }
    return left
  }

  /// Calls `body` with the index in `rects` of each rectangle overlapping `pixels` (standardized),
  /// top to bottom, while it returns true.
  func forEachIndex(touching pixels: CGRect, _ body: (Int) -> Bool) {
    let (px, py, pw, ph) = (pixels.origin.x, pixels.origin.y, pixels.size.width, pixels.size.height)
    guard pw > 0, ph > 0 else { return }
    // The first rectangle starting below `py - tallest`: those above end before the pixels start.
    var low = 0
    var high = rects.count
    while low < high {
      let middle = (low + high) / 2
      if rects[middle].origin.y + tallest <= py { low = middle + 1 } else { high = middle }
    }
    for index in low..<rects.count {
      let rect = rects[index]
      let (rx, ry, rw, rh) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
      if ry >= py + ph { return }
      guard ry + rh > py, rx < px + pw, rx + rw > px else { continue }
      guard body(index) else { return }
    }
  }
}
