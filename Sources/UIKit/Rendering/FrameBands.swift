@_spi(Hail) import CoreGraphics
import Foundation

/// How a frame's recorded compositing (`CompositeCanvas`) is played into the window's bitmap: cut
/// into bands of rows that the main thread and the band worker (`UIApplication.bandWorker`) take in
/// turn, or whole on the main thread.
///
/// Each band plays the recording into a context of its own over its own rows
/// (`CGContext(rows:of:scale:)`), in the window's device space, so each pixel is composited by the
/// same calls in the same order as in one pass; the clip of a band's surface only limits where, and
/// a call whose extent misses the band's rows is left out. The bands hold even shares of the work as
/// the calls' extents estimate it (their pixels, plus `callCost` a call): the damage's area alone
/// had given the top half of a ride-tour frame, the map's tiles and cars above the sheets that hide
/// them, half as much again as the bottom one. There are `bandsPerThread` times as many bands as
/// threads, taken in turn, so a band that costs more than its estimate, or a worker thread that
/// starts late (by up to a few milliseconds while the map's tiles are drawn on the other core),
/// does not leave the other thread idle.
///
/// A band's pixels are the whole pass's but where a resampled bitmap (a map tile while the map zooms)
/// is cut by the band's edge: Cairo hands Pixman a resampled bitmap's matrix with its translation split
/// about the middle of each composite's extents, so a bilinear weight near one of its 1/128 steps, or
/// a nearest sample on a pixel's edge, may round the other way — as a partial redraw's clip already
/// does (`CutBitmapsTests`).
@preconcurrency @MainActor
struct FrameBands {
  /// The least share of the window's pixels a redraw must cover to be drawn in bands
  /// (`FrameRenderer`); smaller ones are drawn on the main thread as the layers are walked (below 15 %
  /// not measured: such frames are seldom slow). Half the window until session 44: in session 27,
  /// frames redrawing 15–50 % of the screen took longer in bands (6.15 → 7.08 ms of render), likely
  /// because the band worker was often woken on the main thread's own core then (`BandWorker`, session
  /// 36). Now, in six alternated pairs of the paced ride tour, those frames (the sheet's table dragged
  /// over the map, cards sliding in) took less time in bands in every pair (means 3.23–3.76 ms
  /// against 3.55–4.54 ms in one pass), and fewer passed 4 ms in every pair (26–88 against 88–192).
  static let minimumShare: CGFloat = 0.15
  /// Bands per thread.
  static let bandsPerThread = 2
  /// A call's cost beyond its pixels, in pixels: Cairo's and Pixman's set-up, about what blending
  /// 2,000 pixels takes (a car's 3,500 pixels blend in a few microseconds at @3x).
  static let callCost: CGFloat = 2_000

  /// The bands' first rows and the bitmap's height after them; empty to play the frame whole.
  let edges: [Int]

  /// The bands of a frame recorded as `ops` with their `extents` over a bitmap `height` rows high,
  /// drawn on `threads` (1 or 2) threads; none when the recording holds a call that must be played
  /// on the main actor (vector content).
  init(ops: [DrawOp], extents: [CGRect], height: Int, threads: Int) {
    guard threads >= 2, height >= 2 * threads * Self.bandsPerThread,
      ops.allSatisfy(\.isPlayableAnywhere)
    else {
      edges = []
      return
    }
    // Each painting call's cost, spread evenly over its rows, makes the work above a row a
    // piecewise linear function of the row: `costAbove(r) = slope(r) * r + offset(r)`, where a call
    // adds `cost / rows` to the slope from its first row on and takes it away past its last. Kept
    // per row once (the calls' changes of slope and offset summed as rows are passed), rather than
    // summed over every call at each step of a search: a ride-tour frame of 400 calls took about
    // 0.1 ms to split that way.
    var slopeChange = [CGFloat](repeating: 0, count: height + 2)
    var offsetChange = [CGFloat](repeating: 0, count: height + 2)
    var total: CGFloat = 0
    func row(from y: CGFloat) -> Int { Int(min(max(y.rounded(.up), 0), CGFloat(height + 1))) }
    for (op, extent) in zip(ops, extents)
    where !extent.isInfinite && !extent.isNull && extent.height > 0 && extent.minY.isFinite
      && extent.maxY.isFinite
    {
      let pixels: CGFloat
      if case .copyPixels(_, let rects) = op {
        pixels = rects.reduce(0) { $0 + $1.width * $1.height }
      } else {
        pixels = extent.width * extent.height
      }
      let cost = pixels + Self.callCost
      guard cost.isFinite else { continue }
      let perRow = cost / extent.height
      total += cost
      slopeChange[row(from: extent.minY)] += perRow
      offsetChange[row(from: extent.minY)] -= perRow * extent.minY
      slopeChange[row(from: extent.maxY)] -= perRow
      offsetChange[row(from: extent.maxY)] += perRow * extent.maxY
    }
    let count = threads * Self.bandsPerThread
    var edges = [0]
    var slope: CGFloat = 0
    var offset: CGFloat = 0
    var passed = -1
    // The work above `row`, for rows asked in increasing order.
    func costAbove(_ row: Int) -> CGFloat {
      while passed < row {
        passed += 1
        slope += slopeChange[passed]
        offset += offsetChange[passed]
      }
      return slope * CGFloat(row) + offset
    }
    for band in 1..<count {
      // The first row with `band / count` of the work above it, after the last edge.
      var row = edges[edges.count - 1] + 1
      let last = height - (count - band)
      while row < last, costAbove(row) * CGFloat(count) < total * CGFloat(band) { row += 1 }
      edges.append(row)
    }
    edges.append(height)
    self.edges = edges
  }

  /// Plays `ops` into `bitmap`, whose user space is scaled by `scale` between frames; whether it
  /// did in bands.
  @discardableResult
  func play(_ ops: [DrawOp], extents: [CGRect], in bitmap: CGContext, scale: CGFloat) -> Bool {
    let bands = zip(edges, edges.dropFirst()).compactMap { top, bottom in
      CGContext(rows: top..<bottom, of: bitmap, scale: scale).map { Band(context: $0, rows: top..<bottom) }
    }
    guard !bands.isEmpty, bands.count == edges.count - 1 else {
      bitmap.saveGState()
      ops.play(in: bitmap)
      bitmap.restoreGState()
      return false
    }
    let turns = Turns(bands: bands, ops: ops, extents: extents)
    UIApplication.shared.bandWorker.run({ turns.playUntilDone() }, alongside: { turns.playUntilDone() })
    return true
  }

  private struct Band {
    let context: CGContext
    let rows: Range<Int>
  }

  /// The bands, handed out in turn to whichever thread asks. Unchecked: the ops are read by both
  /// threads and written by neither (their bitmaps, masks and paths are not changed once recorded,
  /// and Cairo counts references atomically), each band's context is used by the one thread that
  /// took it, the next band's index is taken under a lock, and the main thread waits for the worker
  /// before it touches any of it again.
  private final class Turns: @unchecked Sendable {
    private let bands: [Band]
    private let ops: [DrawOp]
    private let extents: [CGRect]
    private let lock = NSLock()
    private var next = 0

    init(bands: [Band], ops: [DrawOp], extents: [CGRect]) {
      self.bands = bands
      self.ops = ops
      self.extents = extents
    }

    func playUntilDone() {
      while let band = take() {
        ops.play(in: band.context, extents: extents, rows: band.rows)
      }
    }

    private func take() -> Band? {
      lock.lock()
      defer { lock.unlock() }
      guard next < bands.count else { return nil }
      next += 1
      return bands[next - 1]
    }
  }
}
