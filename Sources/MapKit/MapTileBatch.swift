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
  private let bitmaps: [MapTileBitmap]
  /// One slot per bitmap, written by the one thread that took it and read by the caller only after
  /// every helper has left the group.
  private let slots: UnsafeMutableBufferPointer<CGImage?>
  private let next = Atomic<Int>(0)
  private let helpers = Dispatch.DispatchGroup()
  /// Helpers done, counted with release ordering after their last slot written and read with
  /// acquire ordering: the group's wait orders the slots' reads after those writes too, but only
  /// atomics show it to ThreadSanitizer.
  private let helpersDone = Atomic<Int>(0)
  private var taken = false

  /// Starts drawing `bitmaps` on `helperCount` threads besides the caller's (at the default QoS,
  /// as the frame's own threads run).
  init(_ bitmaps: [MapTileBitmap], helperCount: Int = UsableCores.count() - 1) {
    self.bitmaps = bitmaps
    slots = .allocate(capacity: bitmaps.count)
    slots.initialize(repeating: nil)
    for _ in 0..<min(max(helperCount, 0), bitmaps.count) {
      Dispatch.DispatchQueue.global(qos: .default).async(group: helpers) {
        self.drawUntilDone()
        self.helpersDone.add(1, ordering: .releasing)
      }
    }
  }

  deinit {
    _ = slots.deinitialize()
    slots.deallocate()
  }

  /// Draws the bitmaps no thread has taken yet on the calling thread, waits for the helpers, and
  /// returns the images in the order of the bitmaps given (nil where one could not be made). Asked
  /// for once.
  func images() -> [CGImage?] {
    precondition(!taken, "a tile batch's images are taken once")
    taken = true
    drawUntilDone()
    helpers.wait()
    _ = helpersDone.load(ordering: .acquiring)
    return Array(slots)
  }

  private func drawUntilDone() {
    while true {
      let index = next.add(1, ordering: .relaxed).oldValue
      guard index < bitmaps.count else { return }
      slots[index] = bitmaps[index].draw()
    }
  }
}
