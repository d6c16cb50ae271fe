import HailApp
@_spi(Hail) import MapKit
import Testing
@_spi(Hail) import UIKit

/// The original demo's numbers pinned at their edges (reference/seed-demo.md), so that a changed
/// threshold, comparison or duration fails: the header collapses strictly past half the screen and
/// slides for 0.15 s linearly; the tab underline slides for 0.3 s on UIKit's default ease-in-out.
@MainActor
@Suite struct SeedDemoEdgeTests {
  /// Half of the iPhone 8's 667 pt screen: the table's offset at which the header changes.
  static let half: CGFloat = -333.5

  @Test func theHeaderCollapsesJustPastHalfTheScreenNotAtIt() {
    let app = DemoApp()
    let table = app.home.tableView
    let header = app.home.headerView
    table.contentOffset.y = Self.half - 0.1
    #expect(header.frame.origin.y == 0)
    table.contentOffset.y = Self.half
    #expect(header.frame.origin.y == 0)  // at half exactly: not past it
    table.contentOffset.y = Self.half + 0.1
    #expect(header.frame.origin.y == -100)
    app.advance(0.5)
    table.contentOffset.y = Self.half
    #expect(header.frame.origin.y == -100)  // at half exactly: not back below it
    table.contentOffset.y = Self.half - 0.1
    #expect(header.frame.origin.y == 0)
  }

  @Test func theHeaderSlidesLinearlyForFifteenHundredths() {
    let app = DemoApp()
    let header = app.home.headerView
    func shown() -> CGFloat { header.layer.presentation()?.frame.origin.y ?? .nan }
    app.home.tableView.contentOffset.y = Self.half + 1
    app.advance(0.05)
    #expect(abs(shown() - -100.0 / 3) < 0.01)
    app.advance(0.05)
    #expect(abs(shown() - -200.0 / 3) < 0.01)
    app.advance(0.049)
    #expect(shown() > -100 && shown() < -99)
    app.advance(0.001)
    #expect(shown() == -100)
    // And back, over the same 0.15 s.
    app.home.tableView.contentOffset.y = Self.half - 1
    app.advance(0.075)
    #expect(abs(shown() - -50) < 0.01)
    app.advance(0.075)
    #expect(shown() == 0)
  }

  @Test func theUnderlineSlidesForThreeTenthsOnTheDefaultCurve() {
    let app = DemoApp()
    let underline = app.view("tab.underline")!
    let start = underline.frame
    app.tap(at: CGPoint(x: 280, y: 85))
    let end = underline.frame
    #expect(end.midX != start.midX)
    func shown() -> CGRect { underline.layer.presentation()?.frame ?? .null }
    func part(_ fraction: CGFloat) -> CGFloat { start.midX + (end.midX - start.midX) * fraction }
    // Ease-in-out, cubic-bezier(0.42, 0, 0.58, 1): a third of the way in time is 0.2318 of the
    // distance; half is half (the curve is symmetric); 0.29 s is 0.9979.
    app.advance(0.1)
    #expect(abs(shown().midX - part(0.231_774_816)) < 0.01)
    app.advance(0.05)
    #expect(abs(shown().midX - part(0.5)) < 0.01)
    #expect(abs(shown().width - (start.width + end.width) / 2) < 0.01)
    app.advance(0.14)
    #expect(abs(shown().midX - part(0.997_868_921)) < 0.01)
    #expect(shown().midX != end.midX)
    app.advance(0.01)
    #expect(shown() == end)
  }
}
