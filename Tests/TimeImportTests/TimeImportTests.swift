import Testing
@_spi(Hail) import UIKit

/// iOS code that imports Foundation or Dispatch next to UIKit, in every order, compiles against the
/// engine in Swift 5 mode (this target's files) and runs on the engine's clock: each screen's
/// timers and main-queue work fire at exact virtual times. The clock starts at 1000 s, so a
/// deadline taken from Dispatch's real clock (the machine's uptime) would not fire in these runs.
@MainActor
@Suite struct TimeImportTests {
  static let start: TimeInterval = 1000

  /// Starts the engine afresh; called first in each test, as the suites share the application.
  private func resetEngine() {
    UIApplication.shared.resetHeadless(clock: VirtualClock(start: Self.start))
  }

  private func advance(to time: TimeInterval) {
    UIApplication.shared.advance(to: Self.start + time)
  }

  @Test func onlyUIKit() {
    resetEngine()
    let screen = PickupCountdownViewController()
    screen.startCountdown()
    screen.loading.wait()
    advance(to: 2)
    let expected: [(String, TimeInterval)] = [
      ("async", 0), ("fare 5050", 0), ("loaded", 0), ("tick 2", 0.25), ("tick 1", 0.5),
      ("after 0.5", 0.5), ("tick 0", 0.75), ("banner", 1.5),
    ]
    #expect(screen.events.map(\.0) == expected.map(\.0))
    #expect(screen.events.map(\.1) == expected.map { Self.start + $0.1 })
  }

  @Test func foundationThenUIKit() {
    resetEngine()
    let screen = TripStatusViewController()
    screen.loadViewIfNeeded()
    screen.requests.wait()
    advance(to: 3)
    #expect(screen.log.first == "shown")
    #expect(Set(screen.log[1...2]) == ["DRIVER", "ROUTE"])
    #expect(Array(screen.log[3...]) == ["both", "hint", "poll", "poll", "timeout"])
    #expect(screen.times == [0, 0, 0, 0, 0.5, 0.75, 1.5, 2].map { Self.start + $0 })
  }

  @Test func uiKitThenFoundation() {
    resetEngine()
    let screen = ReceiptViewController()
    screen.save("receipt")
    screen.saving.wait()
    advance(to: 4)
    let expected: [String: [TimeInterval]] = [
      "tap": [0], "wrote 7": [0], "dated": [0], "saved": [0], "blink": [0.125], "fade": [0.5],
      "dismiss": [3],
    ]
    #expect(screen.timeline == expected.mapValues { $0.map { Self.start + $0 } })
  }

  @Test func dispatchAndUIKit() {
    resetEngine()
    let screen = PlaceSearchViewController()
    screen.type("Kamppi")
    advance(to: 0.125)
    screen.type("Kamppi C")
    // The debounced search runs at 0.375; the test then waits for its background half.
    advance(to: 0.375)
    screen.searches.wait()
    advance(to: 1)
    let expected: [(String, TimeInterval)] = [
      ("search Kamppi C", 0.375), ("started", 0.375), ("Kamppi C Station", 0.375), ("spin", 0.4375),
      ("spin", 0.5), ("deadline", 0.875),
    ]
    #expect(screen.trace.map(\.event) == expected.map(\.0))
    #expect(screen.trace.map(\.at) == expected.map { Self.start + $0.1 })
  }

  @Test func uiKitThenDispatch() {
    resetEngine()
    let estimator = FareEstimator()
    estimator.estimate(distances: [1, 2, 3])
    estimator.batch.wait()
    advance(to: 3)
    // The group's notification and the main-queue block both run at the first turn, in either order.
    let quotes = estimator.quotes.sorted { ($0.at, $0.fare) < ($1.at, $1.fare) }
    #expect(quotes.map(\.fare) == [312, 313, 314, 315, 316, 0])
    #expect(quotes.map(\.at) == [0, 0, 0.5, 0.75, 1, 2].map { Self.start + $0 })
    #expect(estimator.waits == [.success, .timedOut])
  }
}
