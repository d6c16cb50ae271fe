@_spi(Hail) import HailHarness
import Testing
@_spi(Hail) import UIKit

/// The original demo's home screen (no map data, no ride) goes with its test: once the test's
/// objects are out of scope and the application reset, nothing the census saw is alive
/// (LeakSanitizer found `DemoApp`'s screens kept by cycles).
@MainActor
@Suite struct DemoLifetimeTests {
  @Test func theDemoScreenGoesUntouched() {
    #expect(afterReset { _ in } == [])
  }

  @Test func theDemoScreenGoesAfterItsDragsAndTaps() {
    let survivors = afterReset { app in
      app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 140, y: 250))
      app.drag(from: CGPoint(x: 187, y: 640), to: CGPoint(x: 187, y: 300), holdBeforeLift: 0.2)
      app.advance(1)
      app.tap(at: CGPoint(x: 280, y: 85))
      app.advance(1)
      app.tap(at: CGPoint(x: 187, y: 600))
      app.advance(1)
    }
    #expect(survivors == [])
  }

  private func afterReset(_ play: (DemoApp) -> Void) -> [String] {
    var census: ObjectCensus
    do {
      let app = DemoApp()
      census = ObjectCensus(appWindow: app.window)
      play(app)
      census.take(app.window)
    }
    UIApplication.shared.resetHeadless()
    return census.survivors.map { "\($0.count) \($0.kind)" }
  }
}
