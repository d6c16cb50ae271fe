import Testing
@_spi(Hail) import UIKit

/// `performOnNextFrame`: how the frameworks deliver completion handlers a frame later.
@MainActor
@Suite struct NextFrameTests {
  private final class Probe {}

  @Test func theWorkRunsOnTheNextFrameOnce() {
    let app = Headless()
    var runs = 0
    UIApplication.shared.performOnNextFrame { runs += 1 }
    #expect(runs == 0)
    app.advance(1.0 / 60)
    #expect(runs == 1)
    app.advance(1)
    #expect(runs == 1)
  }

  /// A reset before the next frame lets go of the work and what it holds (LeakSanitizer found the
  /// completion handlers of geocoding, searches and directions kept alive when a test ended before
  /// their frame: the one-shot link held its closure, which held the link).
  @Test func workNotRunBeforeAResetGoesWithIt() {
    _ = Headless()
    weak var held: Probe?
    do {
      let probe = Probe()
      held = probe
      UIApplication.shared.performOnNextFrame { withExtendedLifetime(probe) {} }
    }
    #expect(held != nil)
    UIApplication.shared.resetHeadless()
    #expect(held == nil)
  }
}
