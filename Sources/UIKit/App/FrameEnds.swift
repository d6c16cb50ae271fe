import Foundation

/// The ends of the frames the app's windows render (`FrameRenderer.renderFrame`), for work on
/// other threads that would hold up a frame if it ran during one: it waits for a frame to end and
/// runs in the time before the next. The fonts `hail run` prepares once its first frame is up
/// (`TextLayout.prepareInBackground`) hold the text layout's lock for up to 7 ms a style; loaded
/// at once, the ride tour's first frame, drawing a label, had waited 7–10 ms for them (a scheduler
/// trace, session 42) and passed 16.7 ms in a third of the tours. The time between frames is what
/// a 60 Hz frame leaves (11–14 ms after frames of 2–5 ms); at 120 Hz it may be shorter than such
/// work, and a host drawing after the frame ends (the frame-time overlay) may still wait for it.
/// `@unchecked Sendable` because `count` is only read and written holding `condition`.
@_spi(Hail) public final class FrameEnds: @unchecked Sendable {
  private let condition = NSCondition()
  private var count = 0

  /// How many frames have ended.
  var ended: Int { condition.withLock { count } }

  /// A frame ended: wakes whoever waits for one.
  func signal() {
    condition.withLock {
      count += 1
      condition.broadcast()
    }
  }

  /// Waits until a frame ends after the call, or until `timeout` seconds pass without one (no
  /// window renders, so none is held up); true if a frame ended.
  @discardableResult public func waitForNext(timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    return condition.withLock {
      let start = count
      while count == start {
        if !condition.wait(until: deadline) { return count != start }
      }
      return true
    }
  }
}
