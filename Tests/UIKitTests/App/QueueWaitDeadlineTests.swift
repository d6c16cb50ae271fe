import Dispatch
import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// `UIApplication.queueWaitDeadline()`: one deadline a frame for every wait on a background queue,
/// the environment's patience after the frame's first; none without a patience.
@MainActor
@Suite struct QueueWaitDeadlineTests {
  @Test func noPatienceWaitsWhole() {
    UIApplication.shared.resetHeadless()
    #expect(UIApplication.shared.environment.queuePatience == nil)
    #expect(UIApplication.shared.queueWaitDeadline() == nil)
  }

  @Test func theFramesWaitsShareOneDeadlineAndTheNextFrameGetsItsOwn() throws {
    var environment = SystemEnvironment()
    environment.queuePatience = 0.5
    UIApplication.shared.resetHeadless(environment: environment)
    // The next tests start without the patience, whatever happens here.
    defer { UIApplication.shared.resetHeadless() }
    let app = UIApplication.shared
    app.runFrame()
    let before = Dispatch.DispatchTime.now()
    let first = try #require(app.queueWaitDeadline())
    let after = Dispatch.DispatchTime.now()
    // The patience after the first wait, on Dispatch's clock (the virtual clock stands still).
    #expect(first >= before + 0.5 && first <= after + 0.5)
    // Asked again in the frame, later: the same deadline, not a new one.
    Thread.sleep(forTimeInterval: 0.002)
    #expect(app.queueWaitDeadline() == first)
    app.runFrame()
    let next = try #require(app.queueWaitDeadline())
    #expect(next > first)
  }
}
