import Testing
@_spi(Hail) import UIKit

/// `DispatchQueue.main` on the engine's run loop and clock.
@MainActor
@Suite struct DispatchQueueTests {
  @Test func mainAsyncRunsAtTheNextTurnInOrder() {
    let app = Headless()
    var log: [String] = []
    DispatchQueue.main.async { log.append("first") }
    DispatchQueue.main.async { log.append("second") }
    log.append("caller")
    #expect(log == ["caller"])
    app.advance(0.001)
    #expect(log == ["caller", "first", "second"])
  }

  @Test func asyncAfterRunsAtItsDeadlineExactly() {
    let app = Headless()
    app.advance(0.1)
    var fired: [(String, CFTimeInterval)] = []
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { fired.append(("half", CACurrentMediaTime())) }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
      fired.append(("quarter", CACurrentMediaTime()))
    }
    app.advance(0.34)
    #expect(fired.map(\.0) == ["quarter"])
    app.advance(1)
    #expect(fired.map(\.0) == ["quarter", "half"])
    #expect(abs(fired[0].1 - 0.35) < 1e-9)
    #expect(abs(fired[1].1 - 0.6) < 1e-9)
  }

  @Test func aCancelledWorkItemDoesNotRun() {
    let app = Headless()
    var runs = 0
    let item = DispatchWorkItem { runs += 1 }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
    app.advance(0.1)
    item.cancel()
    app.advance(1)
    #expect(runs == 0)
  }

  @Test func workRequeuedForNowWaitsForTheNextFrame() {
    let app = Headless()
    var runs = 0
    func poll() {
      runs += 1
      DispatchQueue.main.asyncAfter(deadline: .now()) { poll() }
    }
    poll()
    app.advance(0.1)
    // Once per frame (6 frames in 0.1 s), not forever at one instant.
    #expect(runs >= 6 && runs <= 14)
  }

  @Test func aBackgroundQueueHandsWorkToTheMainQueue() {
    let app = Headless()
    let queued = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: [Int] = []
    DispatchQueue.global(qos: .userInitiated).async {
      let sum = (1...100).reduce(0, +)
      DispatchQueue.main.async { result.append(sum) }
      queued.signal()
    }
    queued.wait()
    #expect(result.isEmpty)
    app.advance(0.001)
    #expect(result == [5050])
  }
}
