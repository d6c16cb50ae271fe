import Foundation

/// Merging a damage region down to fewer rectangles once it has too many (hundreds of moving cars).
///
/// The union that adds the fewest pixels is nearly always one of near rectangles, and near ones lie
/// near each other in top-to-bottom order too, so each rectangle is priced against its next
/// `neighbourCount` in that order only: n·k unions a round rather than every pair for every merge
/// (n² each time, which 400 rectangles past a limit of 256 paid 144 times a frame).
extension DamageRegion {
  /// How many rectangles after each one (top to bottom, then left to right) it may be merged with.
  static let neighbourCount = 16

  /// `rects` with pairs merged into their bounding boxes until at most `target` remain (at least
  /// one). In rounds: the pairs of neighbours are sorted by the pixels their union adds and taken
  /// cheapest first, each rectangle at most once a round, until enough are gone; the rectangles
  /// left alone keep their order and the unions follow in the order made. Deterministic: ties go
  /// to the pair whose rectangles came first.
  static func merged(_ rects: [CGRect], downTo target: Int) -> [CGRect] {
    var rects = rects
    let target = max(target, 1)
    while rects.count > target {
      let order = rects.indices.sorted { isBefore(rects[$0], $0, rects[$1], $1) }
      var pairs: [Pair] = []
      pairs.reserveCapacity(rects.count * neighbourCount)
      for (position, i) in order.enumerated() {
        for j in order[(position + 1)..<min(position + 1 + neighbourCount, order.count)] {
          pairs.append(Pair(waste: waste(rects[i], rects[j]), first: min(i, j), second: max(i, j)))
        }
      }
      pairs.sort()
      var used = [Bool](repeating: false, count: rects.count)
      var unions: [CGRect] = []
      var excess = rects.count - target
      for pair in pairs where excess > 0 && !used[pair.first] && !used[pair.second] {
        used[pair.first] = true
        used[pair.second] = true
        unions.append(rects[pair.first].union(rects[pair.second]))
        excess -= 1
      }
      rects = rects.indices.filter { !used[$0] }.map { rects[$0] } + unions
    }
    return rects
  }

  /// Two rectangles (by index) and the pixels their bounding box adds to theirs.
  private struct Pair: Comparable {
    let waste: CGFloat
    let first: Int
    let second: Int

    static func < (a: Pair, b: Pair) -> Bool {
      (a.waste, a.first, a.second) < (b.waste, b.first, b.second)
    }
  }

  /// The pixels the bounding box of `a` and `b` has beyond theirs (negative where they overlap).
  /// Plain arithmetic on standardized rectangles, as `joins` does.
  private static func waste(_ a: CGRect, _ b: CGRect) -> CGFloat {
    let (ax, ay, aw, ah) = (a.origin.x, a.origin.y, a.size.width, a.size.height)
    let (bx, by, bw, bh) = (b.origin.x, b.origin.y, b.size.width, b.size.height)
    let box = (max(ax + aw, bx + bw) - min(ax, bx)) * (max(ay + ah, by + bh) - min(ay, by))
    return box - aw * ah - bw * bh
  }

  /// Top to bottom, then left to right, then by index.
  private static func isBefore(_ a: CGRect, _ i: Int, _ b: CGRect, _ j: Int) -> Bool {
    (a.origin.y, a.origin.x, i) < (b.origin.y, b.origin.x, j)
  }
}
