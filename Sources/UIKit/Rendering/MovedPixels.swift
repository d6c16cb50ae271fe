import Foundation

/// Pixels of the last frame that the next one shows again, moved by whole pixels: the part of a
/// scrolled list over its own opaque ground, which `FrameRenderer` copies into place
/// (`CGContext.movePixels`) instead of compositing again (`DamageScan.movedPixels(since:)`).
struct MovedPixels: Equatable {
  /// How far the pixels move, in pixels.
  let dx: Int
  let dy: Int
  /// Where they land: disjoint rectangles of whole pixels, each filled from itself moved back by
  /// (`dx`, `dy`), both inside the bitmap.
  let rects: [CGRect]

  /// The least share of the window's pixels worth moving: below it the damage is small enough to
  /// composite (about 47,000 pixels on a phone's screen at @3x, two of the app's card rows).
  static let leastShare: CGFloat = 1.0 / 64

  /// The most pieces the rest of a frame's damage may be left in for the move to be worth it
  /// (`FrameRenderer`; measured on the ride tour at @3x).
  static let mostPiecesLeft = 24

  /// The pixels of those that lie in `damage` (what the frame would redraw), moved the same;
  /// nil when none does. The others show the same already.
  func within(_ damage: [CGRect]) -> MovedPixels? {
    var kept: [CGRect] = []
    for rect in rects {
      var pieces: [CGRect] = []
      for part in damage where DamageRects.overlaps(part, rect) {
        var piece = [rect.intersection(part)]
        for earlier in pieces { piece = DamageRects.subtracting(earlier, from: piece) }
        pieces.append(contentsOf: piece)
      }
      kept.append(contentsOf: pieces)
    }
    return kept.isEmpty ? nil : MovedPixels(dx: dx, dy: dy, rects: kept)
  }

  /// How many pixels move.
  var area: CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }
}
