import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct ScrollPagingAndNestingTests {
  /// A two-page horizontal pager the size of the screen, like the home screen's.
  private func pager(_ app: Headless) -> UIScrollView {
    let pager = UIScrollView(frame: app.root.bounds)
    pager.isPagingEnabled = true
    pager.contentSize = CGSize(width: 375 * 2, height: 667)
    app.root.addSubview(pager)
    return pager
  }

  @Test(arguments: [
    // (finger velocity pt/s, drag duration s, expected page, line)
    (CGFloat(-1200), 0.1, 1, #line),  // a fast flick left turns one page (flick ≥ 300 pt/s)
    (-150.0, 0.5, 0, #line),  // a slow 75 pt drag falls back to the nearest page
    (-600.0, 0.5, 1, #line),  // a 300 pt drag ending at 600 pt/s goes on
    (1200.0, 0.1, 0, #line),  // flicking right on page 0 stays on page 0
  ])
  func flicksTurnAtMostOnePage(velocity: CGFloat, duration: Double, page: Int, line: Int) {
    let app = Headless()
    let pager = pager(app)
    app.flick(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: velocity, y: 0), duration: duration)
    app.advance(3)
    #expect(pager.contentOffset.x == CGFloat(page) * 375, "row at line \(line)")
    #expect(pager.contentOffset.y == 0)
  }

  @Test func aSlowDragPastHalfTurnsThePage() {
    let app = Headless()
    let pager = pager(app)
    app.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 100, y: 300), steps: 30, lift: false)
    app.advance(0.3)
    app.fingers.up()
    app.advance(3)
    #expect(pager.contentOffset.x == 375)
  }

  @Test func aVerticalTableInsideAPagerTakesVerticalDragsOnly() {
    let app = Headless()
    let pager = pager(app)
    let inner = UIScrollView(frame: CGRect(x: 10, y: 20, width: 355, height: 667))
    inner.contentSize = CGSize(width: 355, height: 3000)
    pager.addSubview(inner)
    app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 210, y: 300))
    #expect(inner.contentOffset.y > 150)
    #expect(pager.contentOffset.x == 0)
    app.advance(5)
    let innerOffset = inner.contentOffset.y
    app.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 410), steps: 10)
    #expect(pager.contentOffset.x > 150)
    #expect(inner.contentOffset.y == innerOffset)
    app.advance(3)
    #expect(pager.contentOffset.x == 375)
  }

  @Test func directionalLockKeepsAClearDragOnItsAxis() {
    let app = Headless()
    let both = UIScrollView(frame: app.root.bounds)
    both.contentSize = CGSize(width: 3000, height: 3000)
    both.contentOffset = CGPoint(x: 1000, y: 1000)
    both.isDirectionalLockEnabled = true
    app.root.addSubview(both)
    app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 215, y: 300), lift: false)
    #expect(both.contentOffset.x == 1000)
    #expect(both.contentOffset.y > 1150)
  }

  @Test func withoutTheLockADiagonalDragMovesBothAxes() {
    let app = Headless()
    let both = UIScrollView(frame: app.root.bounds)
    both.contentSize = CGSize(width: 3000, height: 3000)
    both.contentOffset = CGPoint(x: 1000, y: 1000)
    app.root.addSubview(both)
    app.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 200, y: 400), lift: false)
    #expect(both.contentOffset.x > 1050 && both.contentOffset.y > 1050)
  }

  @Test func contentTouchesAreDelayedThenDeliveredForATap() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    scrollView.addSubview(cell)
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    app.advance(0.1)
    #expect(cell.log.isEmpty)  // held back for 150 ms
    app.fingers.up()
    #expect(cell.log == ["began", "ended"])
  }

  @Test func contentTouchesArriveAfterTheDelayWhenTheFingerStays() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    scrollView.addSubview(cell)
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    app.advance(0.14)
    #expect(cell.log.isEmpty)  // just before the 150 ms delay
    app.advance(0.03)
    #expect(cell.log == ["began"])  // the frame at 0.15 s or the next one let it through
    app.fingers.up()
    #expect(cell.log == ["began", "ended"])
  }

  @Test func aQuickDragNeverReachesTheContent() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    scrollView.addSubview(cell)
    app.drag(from: CGPoint(x: 50, y: 500), to: CGPoint(x: 50, y: 300))
    #expect(cell.log.isEmpty)
    #expect(scrollView.contentOffset.y > 150)
  }

  @Test func aLateDragCancelsTheContentsTouch() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    scrollView.addSubview(cell)
    app.fingers.down(at: CGPoint(x: 50, y: 500))
    app.advance(0.3)
    app.drag(from: CGPoint(x: 50, y: 500), to: CGPoint(x: 50, y: 300))
    #expect(cell.log.first == "began")
    #expect(cell.log.last == "cancelled")
    #expect(!cell.log.contains("ended"))
  }

  @Test func withoutDelayTheContentGetsTouchDownAtOnce() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    scrollView.delaysContentTouches = false
    let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    scrollView.addSubview(cell)
    app.fingers.down(at: CGPoint(x: 50, y: 50))
    #expect(cell.log == ["began"])
  }

  @Test func whenContentTouchesCannotBeCancelledTheScrollDoesNotStart() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    scrollView.delaysContentTouches = false
    scrollView.canCancelContentTouches = false
    let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    scrollView.addSubview(cell)
    app.drag(from: CGPoint(x: 50, y: 500), to: CGPoint(x: 50, y: 300))
    #expect(scrollView.contentOffset.y == 0)
    #expect(cell.log.last == "ended")
  }

  @Test func theWheelScrollsTheScrollViewUnderThePointer() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    let taker = app.window.sendScrollWheel(translation: CGPoint(x: 0, y: -120), at: CGPoint(x: 100, y: 100))
    #expect(taker === scrollView)
    #expect(scrollView.contentOffset.y == 120)
    app.window.sendScrollWheel(translation: CGPoint(x: 0, y: 500), at: CGPoint(x: 100, y: 100))
    #expect(scrollView.contentOffset.y == 0)  // clamped at the top, no rubber band
  }

  @Test func theWheelTurnsOnePageOfAPager() {
    let app = Headless()
    let pager = pager(app)
    app.window.sendScrollWheel(translation: CGPoint(x: -40, y: 0), at: CGPoint(x: 100, y: 100))
    app.advance(0.5)
    #expect(pager.contentOffset.x == 375)
  }
}
