import Testing
@_spi(Hail) import UIKit

/// A scroll on its way keeps its content offset on the screen's pixel grid (UIKit's setter is
/// reported to round to pixels), so the content's pixels land on the screen's: every frame of a
/// drag, a fling and an animated scroll inside the content's range is on the grid, a half rounding
/// up; an offset set, an axis that does not move, the ends of the range (a rubber band, a
/// fractional inset's top) and where a motion comes to rest stay exact (the engine's choice: code
/// that scrolls to a computed offset finds it there).
@MainActor
@Suite struct ContentOffsetPixelGridTests {
  /// Whether `value` points fall on whole pixels at `scale`.
  func onGrid(_ value: CGFloat, _ scale: CGFloat) -> Bool {
    abs((value * scale).rounded() - value * scale) < 1e-9
  }

  /// Records every offset the scroll view reports; sends a flick to `target` when one is set.
  final class Recorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    var animationEnds = 0
    var target: CGFloat?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { animationEnds += 1 }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      if let target { targetContentOffset.pointee.y = target }
    }
  }

  /// A vertical fling leaves the still axis where it is: a fractional left inset's offset stays
  /// exact on every frame.
  @Test func anAxisThatDoesNotMoveStaysExact() {
    let app = Headless(size: CGSize(width: 393, height: 852), scale: 3)
    let scrollView = app.tallScrollView(contentHeight: 20_000)
    scrollView.contentInset.left = 0.5
    scrollView.contentOffset = CGPoint(x: -0.5, y: 100)
    final class Sideways: NSObject, UIScrollViewDelegate {
      var xs: [CGFloat] = []
      func scrollViewDidScroll(_ scrollView: UIScrollView) { xs.append(scrollView.contentOffset.x) }
    }
    let sideways = Sideways()
    scrollView.delegate = sideways
    app.flick(from: CGPoint(x: 100, y: 700), velocity: CGPoint(x: 0, y: -1_500), duration: 0.2)
    app.advance(2)
    scrollView.setContentOffset(CGPoint(x: -0.5, y: 2_000.4), animated: true)
    app.advance(1)
    #expect(sideways.xs.count > 30)
    #expect(sideways.xs.allSatisfy { $0 == -0.5 }, "\(Set(sideways.xs))")
  }

  /// A drag stopped at an end off the grid (a fractional inset's top, no bounce) rests exactly
  /// there, and a flick sent to a target off the grid comes to rest exactly on it.
  @Test func endsAndTargetsOffTheGridAreReachedExactly() {
    let app = Headless(size: CGSize(width: 393, height: 852), scale: 3)
    let scrollView = app.tallScrollView(contentHeight: 20_000)
    scrollView.bounces = false
    scrollView.contentInset.top = 187.5
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    app.fingers.down(at: CGPoint(x: 100, y: 300))
    for step in 1...20 {
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 100, y: 300 + 20 * CGFloat(step)))
    }
    #expect(scrollView.contentOffset.y == -187.5)
    app.advance(0.5)
    app.fingers.up(at: CGPoint(x: 100, y: 700))
    app.advance(1)
    #expect(scrollView.contentOffset.y == -187.5)
    // A flick whose target the delegate moves to 3,000.1.
    let recorder = Recorder()
    recorder.target = 3_000.1
    scrollView.delegate = recorder
    app.flick(from: CGPoint(x: 100, y: 700), velocity: CGPoint(x: 0, y: -1_500), duration: 0.2)
    app.advance(10)
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y == 3_000.1)
    for offset in recorder.offsets.dropLast() { #expect(onGrid(offset, 3), "\(offset)") }
  }

  @Test func aHalfRoundsUpAndAnOffsetSetStaysExact() {
    _ = Headless(scale: 2)
    #expect(UIScrollView.onPixelGrid(3.8) == 4)
    #expect(UIScrollView.onPixelGrid(3.7) == 3.5)
    #expect(UIScrollView.onPixelGrid(3.25) == 3.5)
    #expect(UIScrollView.onPixelGrid(-3.25) == -3)
    let app = Headless(size: CGSize(width: 375, height: 812), scale: 3)
    #expect(abs(UIScrollView.onPixelGrid(-187.5) - -562.0 / 3) < 1e-9)
    #expect(abs(UIScrollView.onPixelGrid(10.1) - 10) < 1e-9)
    let scrollView = app.tallScrollView(contentHeight: 2_000)
    scrollView.contentOffset = CGPoint(x: 0, y: 85.5)
    #expect(scrollView.contentOffset.y == 85.5)
  }

  /// Inside a range, on the grid; at or past an end, or where rounding would cross one, exact.
  @Test func theEndsOfTheRangeStayExact() {
    _ = Headless(size: CGSize(width: 393, height: 852), scale: 3)
    // An upper end 0.6 pixel past a grid line (100.2): 100.18 would round to 100.333, past it.
    let range: ClosedRange<CGFloat> = -187.5...100.2
    #expect(UIScrollView.onPixelGrid(100.18, within: range) == 100.18)
    #expect(UIScrollView.onPixelGrid(100.1, within: range) == 100)
    #expect(abs(UIScrollView.onPixelGrid(99.9, within: range) - 100) < 1e-9)
    #expect(UIScrollView.onPixelGrid(100.2, within: range) == 100.2)
    #expect(UIScrollView.onPixelGrid(130, within: range) == 130)
    #expect(UIScrollView.onPixelGrid(-187.5, within: range) == -187.5)
    #expect(abs(UIScrollView.onPixelGrid(-187.45, within: range) - -562.0 / 3) < 1e-9)
    #expect(UIScrollView.onPixelGrid(-200, within: range) == -200)
    #expect(UIScrollView.onPixelGrid(5, within: 5...5) == 5)
  }

  @Test func everyFrameOfADragAFlingAndAnAnimationIsOnTheGrid() {
    let app = Headless(size: CGSize(width: 393, height: 852), scale: 3)
    let scrollView = app.tallScrollView(contentHeight: 20_000)
    let recorder = Recorder()
    scrollView.delegate = recorder
    // A drag by fractions of a point, then a flick that decelerates to rest.
    app.fingers.down(at: CGPoint(x: 100, y: 600))
    for step in 1...20 {
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 100, y: 600 - 13.37 * CGFloat(step)))
    }
    app.advance(1.0 / 60)
    app.fingers.up(at: CGPoint(x: 100, y: 600 - 13.37 * 21))
    app.advance(10)
    #expect(!scrollView.isDecelerating)
    let flung = recorder.offsets
    #expect(flung.count > 40, "\(flung.count) offsets")
    for offset in flung.dropLast() { #expect(onGrid(offset, 3), "\(offset)") }
    // An animated scroll to a fractional offset: on the grid on its way, exactly there at the end,
    // which it announces once.
    recorder.offsets = []
    scrollView.setContentOffset(CGPoint(x: 0, y: 1_234.567), animated: true)
    app.advance(1)
    #expect(recorder.offsets.count > 10)
    for offset in recorder.offsets.dropLast() { #expect(onGrid(offset, 3), "\(offset)") }
    #expect(scrollView.contentOffset.y == 1_234.567)
    #expect(recorder.animationEnds == 1)
  }
}
