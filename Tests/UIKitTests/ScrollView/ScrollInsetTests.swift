import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct ScrollInsetTests {
  @Test func aTopInsetAtRestMovesTheContentDown() {
    let app = Headless()
    let table = UIScrollView(frame: CGRect(x: 10, y: 20, width: 355, height: 667))
    table.contentSize = CGSize(width: 355, height: 900)
    app.root.addSubview(table)
    table.contentInset = UIEdgeInsets(top: 497, left: 0, bottom: 0, right: 0)
    #expect(table.contentOffset.y == -497)
  }

  @Test func theAllowedRangeIncludesTheInsets() {
    let app = Headless()
    let table = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    table.contentSize = CGSize(width: 375, height: 900)
    table.contentInset = UIEdgeInsets(top: 497, left: 0, bottom: 50, right: 0)
    app.root.addSubview(table)
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -3000), duration: 0.2)
    app.advance(5)
    #expect(table.contentOffset.y == CGFloat(900 + 50 - 667))
  }

  @Test(arguments: [
    (UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(59), CGFloat(34), #line),
    (.scrollableAxes, 59.0, 34.0, #line),
    (.never, 0.0, 0.0, #line),
    (.always, 59.0, 34.0, #line),
  ])
  func safeAreaAddsToTheInsetsByBehaviour(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, top: CGFloat, bottom: CGFloat, line: Int
  ) {
    let app = Headless(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let scrollView = UIScrollView(frame: app.root.bounds)
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = behavior
    app.root.addSubview(scrollView)
    #expect(scrollView.adjustedContentInset.top == top, "row at line \(line)")
    #expect(scrollView.adjustedContentInset.bottom == bottom, "row at line \(line)")
  }

  @Test func aHorizontalPagerGetsNoVerticalSafeAreaAutomatically() {
    let app = Headless(
      size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let pager = UIScrollView(frame: app.root.bounds)
    pager.contentSize = CGSize(width: 786, height: 0)
    app.root.addSubview(pager)
    #expect(pager.adjustedContentInset == .zero)
  }

  @Test func contentOffsetIsObservable() {
    let app = Headless()
    let scrollView = app.tallScrollView()
    var offsets: [CGFloat] = []
    let token = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
      offsets.append(change.newValue!.y)
    }
    app.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), lift: false)
    #expect(offsets.count >= 5)
    #expect(offsets == offsets.sorted())
    #expect(offsets.last == scrollView.contentOffset.y)
    token.invalidate()
  }

  @Test func nonFiniteOffsetsAndSizesAreIgnored() {
    let app = Headless()
    let scrollView = app.tallScrollView(offset: 10)
    scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
    scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
    scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
    app.advance(1)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
    #expect(scrollView.contentSize.height == 100_000)
  }
}
