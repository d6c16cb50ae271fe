import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// Work on other threads waits for the end of a frame (`UIApplication.frameEnds`): every frame a
/// `FrameRenderer` renders ends one, with or without anything new to draw.
@MainActor
@Suite struct FrameEndsTests {
  @Test func everyRenderedFrameEndsOne() {
    let headless = HeadlessWindow()
    let renderer = FrameRenderer()
    let frameEnds = UIApplication.shared.frameEnds
    let before = frameEnds.ended
    _ = renderer.renderFrame(headless.window)
    // Nothing changed: the frame draws nothing, and still ends.
    #expect(renderer.renderFrame(headless.window).dirtyRects.isEmpty)
    #expect(frameEnds.ended == before + 2)
  }

  /// Off the main actor and without suspending: a loop that yielded there had waited behind other
  /// suites' tests past the waiter's timeout (once, in the whole suite).
  @Test nonisolated func aWaiterWakesAtTheNextFrameEndOrAfterItsTimeout() {
    let frameEnds = FrameEnds()
    // No frame: the wait gives up. Nor does a frame that ended before the call count.
    #expect(!frameEnds.waitForNext(timeout: 0.001))
    frameEnds.signal()
    #expect(!frameEnds.waitForNext(timeout: 0.001))
    final class Result: @unchecked Sendable {
      let lock = NSLock()
      var woken: Bool?
    }
    let result = Result()
    Thread.detachNewThread {
      let woken = frameEnds.waitForNext(timeout: 60)
      result.lock.withLock { result.woken = woken }
    }
    // Frames end until the waiter has seen one (it may start waiting after the first few).
    while result.lock.withLock({ result.woken }) == nil {
      frameEnds.signal()
    }
    #expect(result.lock.withLock { result.woken } == true)
  }
}
