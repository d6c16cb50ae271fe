import Foundation

/// Damage left out where an unchanged opaque layer in front hides it in both frames: a car driving
/// under the header changes no pixel, and a map zooming under an unchanged sheet redraws only the
/// map that shows (see `DamageScan.addDamage(since:to:)`).
extension DamageScan {
  /// An occluder unchanged since the last frame, with its place in both frames' paint orders.
  struct SteadyOccluder {
    let pixels: CGRect
    let now: Int
    let before: Int
  }

  /// The occluders that hide the same pixels in both frames: the same record (the same painting in
  /// the same place) and the same covered pixels, which the ancestors' clips bound (a clipping
  /// superlayer's corner radius changed, an unchanged child covers other pixels).
  func steadyOccluders(since previous: [ObjectIdentifier: ScannedLayer]) -> [SteadyOccluder] {
    var steady: [SteadyOccluder] = []
    for occluder in occluders {
      guard let before = previous[occluder.id], let now = layers[occluder.id], before.showsSame(as: now),
        before.occludedPixels == occluder.pixels
      else {
        continue
      }
      steady.append(SteadyOccluder(pixels: occluder.pixels, now: occluder.sequence, before: before.sequence))
    }
    return steady
  }

  /// Adds `pixels` of a layer painted at `now` in this frame's order and `before` in the last's
  /// (nil where it was not painted), less what the steady occluders painted after it in both cover:
  /// there both frames show the occluder. A piece an occluder holds whole is left out; one it covers
  /// `minimumCut` pixels of or more is cut to the bands around the cover, so a map zooming or
  /// panning under an unchanged opaque sheet or header redraws only the map that shows, not the
  /// sheet and all it holds. Smaller covers are left in: each piece is a box of the frame's clip
  /// and an upload call for the host. Plain loops, nonisolated: this runs for every changed layer
  /// against every occluder, and allocates only for a layer a cover overlaps.
  nonisolated static func add(
    _ pixels: CGRect, now: Int?, before: Int?, unless steady: [SteadyOccluder], to region: inout DamageRegion
  ) {
    guard !pixels.isNull, !pixels.isEmpty else { return }
    let pixels = pixels.standardized
    // Nil while no cover overlaps: the pixels whole.
    var pieces: [CGRect]?
    for occluder in steady {
      if let now, occluder.now <= now { continue }
      if let before, occluder.before <= before { continue }
      guard pieces != nil || DamageRects.overlaps(occluder.pixels, pixels) else { continue }
      let left = cut(pieces ?? [pixels], by: occluder.pixels)
      if left.isEmpty { return }
      pieces = left
    }
    guard let pieces else { return region.add(pixels) }
    for piece in pieces { region.add(piece) }
  }

  /// `pieces` less what `cover` holds whole, and cut around it where it covers `minimumCut` pixels
  /// or more of one, while they stay within `maximumCutPieces`.
  private nonisolated static func cut(_ pieces: [CGRect], by cover: CGRect) -> [CGRect] {
    guard pieces.contains(where: { DamageRects.overlaps(cover, $0) }) else { return pieces }
    var left: [CGRect] = []
    for (index, piece) in pieces.enumerated() {
      if DamageRects.holds(cover, piece) { continue }
      let overlap = piece.intersection(cover)
      // At most four bands replace a piece.
      let room = maximumCutPieces - left.count - (pieces.count - index - 1) >= 4
      if room, !overlap.isNull, overlap.width * overlap.height >= minimumCut {
        left += DamageRects.subtracting(cover, from: [piece])
      } else {
        left.append(piece)
      }
    }
    return left
  }

  /// The fewest pixels of a changed layer an occluder must cover to cut it to pieces: a square 256
  /// pixels on a side. Cairo composites each painting call once per box of the clip it crosses, so
  /// every piece costs the layers painted across it a call each; the covers worth it are cards,
  /// sheets and headers (the ride tour's are 400,000 pixels and more at @3x), not a 44-point
  /// control (17,424 pixels at @3x).
  private static let minimumCut: CGFloat = 256 * 256

  /// The most pieces one changed layer's pixels are cut to.
  private static let maximumCutPieces = 16
}
