import Foundation

/// Which of the last frame's pixels a scroll only moved: copied by whole pixels, they need no
/// compositing (`MovedPixels`).
///
/// A pixel may be copied from where it was when the layers that decide it are the same layers
/// showing the same, all moved by the same whole number of pixels: an opaque layer covering it in
/// both frames (the base: a list's ground, a card's inside) and whatever is painted over that, all
/// carried along by one move (`ScreenRecord.Appearance.isMove(of:)`), none of it cut differently by
/// a clip that stayed put. Compositing moved by whole pixels gives the same pixels moved (Cairo's
/// coordinates keep their fractions: a 24.8 fixed point shifted by whole units). What is painted
/// under the base does not show; anything else over it (a header the list slides under, a layer that
/// appeared, changed or vanished) is left out, in both frames, and redrawn as before.
extension DamageScan {
  /// A move of whole pixels.
  private struct PixelMove: Hashable {
    let dx: Int
    let dy: Int
  }

  /// The pixels that moved since `previous` (the last frame's records), and how far; nil when
  /// fewer than `leastArea` did.
  func movedPixels(since previous: [ObjectIdentifier: ScannedLayer], leastArea: CGFloat) -> MovedPixels? {
    guard let move = dominantMove(since: previous, leastArea: leastArea) else { return nil }
    let shift = (dx: CGFloat(move.dx), dy: CGFloat(move.dy))
    var members = Set<ObjectIdentifier>()
    var sequences: [(now: Int, before: Int)] = []
    var bases: [CGRect] = []
    var moved: [CGRect] = []
    var cuts: [CGRect] = []
    var firstBase = (now: Int.max, before: Int.max)
    var lastCurves: (now: [CGRect], before: [CGRect]) = ([], [])
    for (id, now) in layers {
      guard let before = previous[id], Self.pixelMove(from: before, to: now, scale: scale) == move else {
        continue
      }
      let was = before.record.pixels.offsetBy(dx: shift.dx, dy: shift.dy)
      // Opaque in both frames where both cover (nil: not a base).
      var kept = now.occludedPixels.flatMap { covered in
        before.occludedPixels.map { covered.intersection($0.offsetBy(dx: shift.dx, dy: shift.dy)) }
      }
      if kept?.isNull ?? true || kept?.isEmpty ?? true { kept = nil }
      if !now.record.appearance.isMove(of: before.record.appearance) {
        // A fill resized is the same inside both outlines alone: a base there, redrawn elsewhere.
        guard let kept, now.record.appearance.isMovedFill(of: before.record.appearance) else { continue }
        cuts.append(contentsOf: DamageRects.subtracting(kept, from: [now.record.pixels]))
        cuts.append(contentsOf: DamageRects.subtracting(kept, from: [was]))
      }
      members.insert(id)
      sequences.append((now.sequence, before.sequence))
      // A clip that did not move along (a scroll view's edges) cuts it apart differently in the
      // two frames: where one of them clips it, in either, it is redrawn, and a pixel in from the
      // clip's rounded-out edges across the move, or where they differ (an edge the move runs
      // along, in the same place in both frames, cuts the same pixels the same way).
      let clipWas = before.clip.offsetBy(dx: shift.dx, dy: shift.dy)
      if now.clip != clipWas {
        let across: CGFloat =
          move.dx != 0 || now.clip.minX != clipWas.minX || now.clip.maxX != clipWas.maxX ? 1 : 0
        let down: CGFloat =
          move.dy != 0 || now.clip.minY != clipWas.minY || now.clip.maxY != clipWas.maxY ? 1 : 0
        cuts.append(
          contentsOf: DamageRects.subtracting(
            clipWas.insetBy(dx: across, dy: down), from: [now.record.pixels]))
        cuts.append(contentsOf: DamageRects.subtracting(now.clip.insetBy(dx: across, dy: down), from: [was]))
      }
      // The ancestors' curved clip edges (the same boxes for most layers under one clip).
      if now.clipCurves != lastCurves.now || before.clipCurves != lastCurves.before {
        cuts.append(contentsOf: now.clipCurves)
        for box in before.clipCurves { cuts.append(box.offsetBy(dx: shift.dx, dy: shift.dy)) }
        lastCurves = (now.clipCurves, before.clipCurves)
      }
      guard let kept else { continue }
      firstBase = (min(firstBase.now, now.sequence), min(firstBase.before, before.sequence))
      bases.append(kept)
    }
    // The tables' order changes from run to run (Swift seeds its hashing per process): the bases
    // and the cuts are taken in reading order, so that the pieces, and how many the rest of the
    // damage is left in (which decides whether the move is kept), are the same every run.
    bases.sort(by: Self.inReadingOrder)
    for base in bases {
      var pieces = [base]
      for rect in moved { pieces = DamageRects.subtracting(rect, from: pieces) }
      moved.append(contentsOf: pieces)
    }
    guard !moved.isEmpty else { return nil }
    // Painted in the same order among themselves in both frames (cells added or taken away around
    // them renumber their places, not their order).
    sequences.sort { $0.now < $1.now }
    for (earlier, later) in zip(sequences, sequences.dropFirst()) where earlier.before >= later.before {
      return nil
    }
    // Everything else painted over a base, in either frame (its old pixels where they land now),
    // and any border an ancestor paints over its sublayers.
    for (id, now) in layers where !members.contains(id) {
      if now.sequence > firstBase.now {
        cuts.append(now.record.pixels)
      } else {
        cuts.append(contentsOf: borderRing(of: now))
      }
    }
    for (id, before) in previous where !members.contains(id) {
      if before.sequence > firstBase.before {
        cuts.append(before.record.pixels.offsetBy(dx: shift.dx, dy: shift.dy))
      } else {
        for ring in borderRing(of: before) { cuts.append(ring.offsetBy(dx: shift.dx, dy: shift.dy)) }
      }
    }
    cuts.sort(by: Self.inReadingOrder)
    for cut in cuts where !cut.isNull && !cut.isEmpty {
      moved = DamageRects.subtracting(cut, from: moved)
      if moved.isEmpty { return nil }
    }
    let result = MovedPixels(dx: move.dx, dy: move.dy, rects: moved)
    return result.area >= leastArea ? result : nil
  }

  /// The move of whole pixels that carries the most opaque pixels along (a base's in both frames),
  /// `leastArea` at least, ties broken by the move itself so that the choice does not depend on
  /// the tables' order.
  private func dominantMove(since previous: [ObjectIdentifier: ScannedLayer], leastArea: CGFloat)
    -> PixelMove?
  {
    var carried: [PixelMove: CGFloat] = [:]
    for (id, now) in layers {
      guard let covered = now.occludedPixels, let before = previous[id],
        let wasCovered = before.occludedPixels,
        let move = Self.pixelMove(from: before, to: now, scale: scale)
      else { continue }
      let kept = covered.intersection(wasCovered.offsetBy(dx: CGFloat(move.dx), dy: CGFloat(move.dy)))
      guard !kept.isNull, !kept.isEmpty else { continue }
      carried[move, default: 0] += kept.width * kept.height
    }
    let best = carried.max { a, b in
      a.value != b.value ? a.value < b.value : (a.key.dx, a.key.dy) < (b.key.dx, b.key.dy)
    }
    guard let best, best.value >= leastArea else { return nil }
    return best.key
  }

  /// How far a layer moved on screen between two records, when by whole pixels (within 10⁻⁷ of
  /// one: a scroll's offsets lie on the pixel grid, `UIScrollView.onPixelGrid`) and by nothing
  /// else: upright in both, at the same scale. Nil when it did not move or not so.
  private static func pixelMove(from before: ScannedLayer, to now: ScannedLayer, scale: CGFloat) -> PixelMove?
  {
    let p = now.record.appearance.placement
    let q = before.record.appearance.placement
    guard p.b == 0, p.c == 0, q.b == 0, q.c == 0, p.a == q.a, p.d == q.d else { return nil }
    let dx = (p.tx - q.tx) * scale
    let dy = (p.ty - q.ty) * scale
    let x = dx.rounded()
    let y = dy.rounded()
    guard abs(dx - x) < 1e-7, abs(dy - y) < 1e-7, abs(x) < 0x1p30, abs(y) < 0x1p30, x != 0 || y != 0 else {
      return nil
    }
    return PixelMove(dx: Int(x), dy: Int(y))
  }

  /// Top to bottom, then left to right, then by size.
  private static func inReadingOrder(_ a: CGRect, _ b: CGRect) -> Bool {
    (a.minY, a.minX, a.height, a.width) < (b.minY, b.minX, b.height, b.width)
  }

  /// Where a layer's border, which goes over its sublayers, can paint: its pixels less its bounds
  /// inset by the border or the corners' radius, whichever is wider (the border's inner corners
  /// are rounded), and two pixels for its anti-aliased inner edge; none without a border.
  private func borderRing(of scanned: ScannedLayer) -> [CGRect] {
    let appearance = scanned.record.appearance
    guard appearance.borderWidth > 0, (appearance.borderColor?.alpha ?? 0) > 0 else { return [] }
    let inset = max(appearance.borderWidth, appearance.cornerRadius)
    let inside = CGRect(origin: .zero, size: appearance.size).insetBy(dx: inset, dy: inset)
    guard !inside.isNull, !inside.isEmpty else { return [scanned.record.pixels] }
    let toPixels = appearance.placement.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let inner = inside.applying(toPixels).wholePixelsInside.insetBy(dx: 2, dy: 2)
    guard !inner.isNull, inner.width > 0, inner.height > 0 else { return [scanned.record.pixels] }
    return DamageRects.subtracting(inner, from: [scanned.record.pixels])
  }
}
