import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct ScrollPhysicsTests {
  @Test func aThousandPointPerSecondFlickRestsAboutFiveHundredPointsOn() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 1000)
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -1000), duration: 0.2)
    let released = scrollView.contentOffset.y
    #expect(scrollView.isDecelerating)
    app.advance(10)
    // Resting offset x₀ − v₀/(1000·ln 0.998) = x₀ + 499.5 (uikit-behaviour.md).
    #expect(abs(scrollView.contentOffset.y - released - 499.5) <= 1)
    #expect(!scrollView.isDecelerating)
  }

  @Test func fastDecelerationStopsSooner() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 1000)
    scrollView.decelerationRate = .fast
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -1000), duration: 0.2)
    let released = scrollView.contentOffset.y
    app.advance(10)
    // −1000/(1000·ln 0.99) = 99.5 pt.
    #expect(abs(scrollView.contentOffset.y - released - 99.5) <= 1)
  }

  @Test func theReleaseVelocityReachesTheDelegateInPointsPerMillisecond() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 1000)
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -1000), duration: 0.2)
    #expect(abs((recorder.releaseVelocity?.y ?? 0) - 1.0) < 0.02)
    #expect(abs((recorder.proposedTarget?.y ?? 0) - scrollView.contentOffset.y - 499.5) < 1)
  }

  @Test func draggingPastTheEdgeFollowsTheRubberBand() {
    let app = Headless()
    let scrollView = app.tallScrollView(contentHeight: 667)
    scrollView.alwaysBounceVertical = true
    app.fingers.down(at: CGPoint(x: 100, y: 100))
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 100, y: 112))  // past the 10 pt hysteresis: the drag begins here
    #expect(scrollView.isDragging)
    #expect(scrollView.contentOffset.y == 0)
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 100, y: 212))  // 100 pt further
    let expected: CGFloat = (1 - 1 / (100 * 0.55 / 667 + 1)) * 667
    #expect(abs(scrollView.contentOffset.y + expected) < 1e-9)
  }

  @Test func releasedOverscrolledItSpringsBackWithoutOvershoot() {
    let app = Headless()
    let scrollView = app.tallScrollView(contentHeight: 667)
    scrollView.alwaysBounceVertical = true
    app.fingers.down(at: CGPoint(x: 100, y: 100))
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 100, y: 112))
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 100, y: 312))
    app.advance(0.2)  // hold still so the release has no velocity
    app.fingers.up()
    var deepest: CGFloat = -.infinity
    for _ in 0..<120 {
      app.advance(1.0 / 60)
      deepest = max(deepest, scrollView.contentOffset.y)
    }
    #expect(deepest <= 0)
    #expect(scrollView.contentOffset.y == 0)
    #expect(!scrollView.isDecelerating)
  }

  @Test func aFlickIntoTheEdgeBouncesAndSettlesThere() {
    let app = Headless()
    let scrollView = app.tallScrollView(contentHeight: 2000, offset: 100)
    app.flick(from: CGPoint(x: 100, y: 200), velocity: CGPoint(x: 0, y: 2000), duration: 0.1)
    var overshoot: CGFloat = 0
    for _ in 0..<240 {
      app.advance(1.0 / 60)
      overshoot = min(overshoot, scrollView.contentOffset.y)
    }
    #expect(overshoot < -10)  // it went past the top…
    #expect(scrollView.contentOffset.y == 0)  // …and came back to rest exactly at it
  }

  @Test func withoutBouncesTheContentStopsAtTheEdge() {
    let app = Headless()
    let scrollView = app.tallScrollView(contentHeight: 2000, offset: 100)
    scrollView.bounces = false
    app.flick(from: CGPoint(x: 100, y: 200), velocity: CGPoint(x: 0, y: 2000), duration: 0.1)
    var lowest: CGFloat = .infinity
    for _ in 0..<240 {
      app.advance(1.0 / 60)
      lowest = min(lowest, scrollView.contentOffset.y)
    }
    #expect(lowest == 0)
  }

  @Test func aFingerCatchesADeceleratingScrollView() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 1000)
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -2000), duration: 0.1)
    app.advance(0.1)
    app.fingers.down(at: CGPoint(x: 100, y: 300))
    let caught = scrollView.contentOffset.y
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.isTracking)
    app.advance(1)
    #expect(scrollView.contentOffset.y == caught)
    app.fingers.up()
    #expect(!scrollView.isTracking)
  }

  @Test func delegateHearsTheDragInUIKitsOrder() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 1000)
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -1000), duration: 0.2)
    app.advance(10)
    #expect(
      recorder.calls == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
  }

  @Test func aDragThatStopsDoesNotDecelerate() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 1000)
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    app.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 400), lift: false)
    app.advance(0.2)
    app.fingers.up()
    #expect(recorder.calls.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
    #expect(!scrollView.isDecelerating)
  }

  @Test func theDelegateCanMoveTheTarget() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 1000)
    let recorder = ScrollRecorder()
    recorder.overrideTarget = CGPoint(x: 0, y: 1500)
    scrollView.delegate = recorder
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -1000), duration: 0.2)
    app.advance(10)
    #expect(abs(scrollView.contentOffset.y - 1500) < 0.5)
  }

  @Test func setContentOffsetAnimatedEasesThereInAboutAThirdOfASecond() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    app.advance(0.15)
    #expect(abs(scrollView.contentOffset.y - 150) < 5)  // ease-in-out is symmetric about half-way
    app.advance(0.2)
    #expect(scrollView.contentOffset.y == 300)
    #expect(recorder.calls.last == "didEndScrollingAnimation")
  }

  @Test func scrollRectToVisibleMovesJustEnough() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
    #expect(scrollView.contentOffset.y == 433, "\(scrollView.contentOffset.y - 433)")
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 50, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset.y == 50)
  }
}
