import Testing
@_spi(Hail) import UIKit

/// How long an observation runs: until `invalidate()` or the token's release, even from inside its
/// own handler; and what happens when a handler changes the value it observes.
@MainActor
@Suite struct ObservationLifetimeTests {
  @Test func invalidateStopsTheHandler() {
    let view = UIView()
    var calls = 0
    let token = view.observe(\.alpha) { _, _ in calls += 1 }
    view.alpha = 0.5
    token.invalidate()
    token.invalidate()  // twice is harmless
    view.alpha = 0.25
    #expect(calls == 1)
  }

  @Test func releasingTheTokenStopsTheHandler() {
    let view = UIView()
    var calls = 0
    var token: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in calls += 1 }
    view.alpha = 0.5
    weak let weakToken = token
    token = nil
    #expect(weakToken == nil)
    view.alpha = 0.25
    #expect(calls == 1)
  }

  @Test func invalidatingInsideItsOwnHandler() {
    let view = UIView()
    var calls = 0
    var token: NSKeyValueObservation?
    token = view.observe(\.alpha) { _, _ in
      calls += 1
      token?.invalidate()
    }
    view.alpha = 0.5
    view.alpha = 0.25
    #expect(calls == 1)
    _ = token
  }

  @Test func releasingInsideItsOwnHandler() {
    let view = UIView()
    var calls = 0
    var token: NSKeyValueObservation?
    token = view.observe(\.alpha) { _, _ in
      calls += 1
      token = nil
    }
    view.alpha = 0.5
    #expect(token == nil)
    view.alpha = 0.25
    #expect(calls == 1)
  }

  @Test func aHandlerThatReleasesAnotherObservation() {
    let view = UIView()
    var secondCalls = 0
    var second: NSKeyValueObservation?
    let first = view.observe(\.alpha) { _, _ in second = nil }
    second = view.observe(\.alpha) { _, _ in secondCalls += 1 }
    view.alpha = 0.5
    view.alpha = 0.25
    #expect(secondCalls == 0)
    #expect(second == nil)
    first.invalidate()
  }

  @Test func aHandlerThatChangesTheObservedValueTerminates() {
    // The handler halves alpha until it is at most 0.125: 1 → 0.5 (set) → 0.25 → 0.125.
    let view = UIView()
    var seen: [CGFloat] = []
    let token = view.observe(\.alpha, options: [.new]) { view, change in
      seen.append(change.newValue ?? -1)
      if view.alpha > 0.125 { view.alpha /= 2 }
    }
    view.alpha = 0.5
    #expect(seen == [0.5, 0.25, 0.125])
    #expect(view.alpha == 0.125)
    token.invalidate()
  }

  @Test func aSecondObserverSeesTheFinalValueOfAReentrantChange() {
    let view = UIView()
    var seen: [CGFloat] = []
    let clamp = view.observe(\.alpha) { view, _ in
      if view.alpha < 0.5 { view.alpha = 0.5 }
    }
    let watcher = view.observe(\.alpha, options: [.new]) { _, change in seen.append(change.newValue ?? -1) }
    view.alpha = 0.25
    #expect(view.alpha == 0.5)
    // The watcher hears the clamped value only: by the time its turn comes in the outer change, the
    // value it would report is the one the nested change already told it.
    #expect(seen == [0.5])
    clamp.invalidate()
    watcher.invalidate()
  }

  @Test func aTokenOutlivingItsObjectIsHarmless() {
    var view: UIView? = UIView()
    weak let weakView = view
    var calls = 0
    let token = view!.observe(\.alpha) { _, _ in calls += 1 }
    view = nil
    #expect(weakView == nil)
    token.invalidate()
    #expect(calls == 0)
  }

  @Test func invalidateReleasesTheHandler() {
    final class Box {}
    weak var weakBox: Box?
    let view = UIView()
    do {
      let box = Box()
      weakBox = box
      let token = view.observe(\.alpha) { _, _ in _ = box }
      token.invalidate()
    }
    #expect(weakBox == nil)
  }
}
