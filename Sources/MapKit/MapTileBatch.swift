@_spi(Hail) import CoreGraphics
import Dispatch
import Synchronization
@_spi(Hail) import UIKit

/// Tile bitmaps drawn on every core the process may use: begun at once on the other cores, the
/// caller's thread joining in when it asks for them (`images()`). Between the two the main thread
/// does the rest of the map's layout (a map's first labels placed, about 5 ms at @3x), which had
/// run before the tiles with the other core idle.
///
/// Each thread takes the next bitmap not taken yet, so a slow tile holds up only its own thread.
/// The bitmaps are the same whichever thread draws them: each is drawn whole by one thread.
final class MapTileBatch: @unchecked Sendable {
  /// What each image is drawn from, in order.
  let bitmaps: [MapTileBitmap]
  /// One slot per bitmap, written by the one thread that took it and read by the caller only once
  /// every bitmap is finished.
  private let slots: UnsafeMutableBufferPointer<CGImage?>
  /// The next bitmap to take.
  private let next = Atomic<Int>(0)
  /// Bitmaps finished, counted after each one's slot is written (release) and read before the
  /// slots are (acquire), which orders the reads after the writes; the thread finishing the last
  /// one signals `allFinished`.
  private let finished = Atomic<Int>(0)
  private let allFinished = Dispatch.DispatchSemaphore(value: 0)
  private var taken = false

  /// Starts drawing `bitmaps` on `helperCount` threads besides the caller's (at the default QoS,
  /// as the frame's own threads run).
  init(_ bitmaps: [MapTileBitmap], helperCount: Int = UsableCores.count() - 1) {
    self.bitmaps = bitmaps
    slots = .allocate(capacity: bitmaps.count)
    slots.initialize(repeating: nil)
    for _ in 0..<min(max(helperCount, 0), bitmaps.count) {
      // The helper holds the batch: one the caller drops untaken lives until its helpers are done,
      // and its slots with it.
      Dispatch.DispatchQueue.global(qos: .default).async { self.drawUntilDone() }
    }
  }

  deinit {
    _ = slots.deinitialize()
    slots.deallocate()
  }

  /// Draws the bitmaps no thread has taken yet on the calling thread, waits for those others are
  /// drawing, and returns the images in the order of the bitmaps given (nil where one could not be
  /// made). A helper the pool starts late finds nothing left and is not waited for. Asked for once.
  func images() -> [CGImage?] {
    precondition(!taken, "a tile batch's images are taken once")
    taken = true
    guard !bitmaps.isEmpty else { return [] }
    drawUntilDone()
    allFinished.wait()
    _ = finished.load(ordering: .acquiring)
    return Array(slots)
  }

  private func drawUntilDone() {
    while true {
      let index = next.add(1, ordering: .relaxed).oldValue
      guard index < bitmaps.count else { return }
      slots[index] = bitmaps[index].draw()
      if finished.add(1, ordering: .releasing).newValue == bitmaps.count { allFinished.signal() }
    }
  }
}
