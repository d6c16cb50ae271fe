import HailApp
@_spi(Hail) import MapKit
import Testing
@_spi(Hail) import UIKit

/// The original demo (reference/seed-demo.md) driven by touches, as on an iPhone 8.
@MainActor
@Suite struct SeedDemoTests {
  @Test func onlyTheFirstCardPeeksUpFromTheBottom() {
    let app = DemoApp()
    let table = app.home.tableView
    #expect(table.contentInset.top == 497)
    #expect(table.contentOffset.y == -497)
    let firstCard = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let cardInWindow = firstCard?.convert(firstCard?.bounds ?? .zero, to: nil)
    #expect(cardInWindow == CGRect(x: 10, y: 517, width: 355, height: 150))
    // Any further card starts at or below the screen's bottom edge (the table runs 20 pt past it).
    for cell in table.visibleCells where table.indexPath(for: cell)?.row != 0 {
      #expect(cell.convert(cell.bounds, to: nil).minY >= 667)
    }
  }

  @Test func touchesAboveTheCardReachTheMapAndOnTheCardTheTable() {
    let app = DemoApp()
    #expect(app.window.hitTest(CGPoint(x: 187, y: 300), with: nil) === app.view("map"))
    #expect(app.window.hitTest(CGPoint(x: 187, y: 516), with: nil) === app.view("map"))
    let onCard = app.window.hitTest(CGPoint(x: 187, y: 600), with: nil)
    #expect(onCard?.isDescendant(of: app.home.tableView) == true)
  }

  @Test func theTabsAreReachableThroughTheTransparentPages() {
    let app = DemoApp()
    #expect(app.window.hitTest(CGPoint(x: 280, y: 85), with: nil) === app.view("tab.taxi"))
  }

  @Test func aDragOnTheMapAreaPansTheMapAndLeavesTheTable() {
    let app = DemoApp()
    let center = app.home.mapView.centerCoordinate
    app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 140, y: 250))
    app.advance(1)
    #expect(app.home.tableView.contentOffset.y == -497)
    #expect(app.home.scrollView.contentOffset.x == 0)
    // The content followed the finger up and left: the map now centres south-east of before.
    #expect(app.home.mapView.centerCoordinate.latitude < center.latitude)
    #expect(app.home.mapView.centerCoordinate.longitude > center.longitude)
  }

  @Test func aDragOnTheCardScrollsTheTable() {
    let app = DemoApp()
    app.drag(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 450), holdBeforeLift: 0.2)
    // 150 pt of finger in 12 moves; the drag begins at the first move (12.5 pt, past the 10 pt
    // hysteresis) and follows the finger from there.
    #expect(abs(app.home.tableView.contentOffset.y - (-497 + 150 - 12.5)) < 0.001)
    #expect(abs(app.home.mapView.centerCoordinate.latitude - 60.1710) < 1e-9)
    #expect(abs(app.home.mapView.centerCoordinate.longitude - 24.9414) < 1e-9)
    #expect(app.home.scrollView.contentOffset.x == 0)
  }

  @Test func scrollingAboveHalfTheScreenCollapsesTheHeaderInFifteenHundredths() {
    let app = DemoApp()
    let header = app.home.headerView
    app.fingers.down(at: CGPoint(x: 187, y: 640))
    var crossedAt: TimeInterval?
    var y: CGFloat = 640
    while crossedAt == nil, y > 200 {
      app.advance(1.0 / 60)
      y -= 12
      app.fingers.move(to: CGPoint(x: 187, y: y))
      if header.frame.origin.y == -100 { crossedAt = app.now }
    }
    // The model is final at once; the screen shows the slide, linear over 0.15 s.
    #expect(app.home.tableView.contentOffset.y > -333.5)
    #expect(header.layer.presentation()?.frame.origin.y == 0)
    app.advance(0.075)
    #expect(abs((header.layer.presentation()?.frame.origin.y ?? 0) + 50) < 0.5)
    app.advance(0.075)
    #expect(header.layer.presentation()?.frame.origin.y == -100)
    #expect(crossedAt != nil)
  }

  @Test func scrollingBackBelowHalfRestoresTheHeader() {
    let app = DemoApp()
    let header = app.home.headerView
    app.drag(from: CGPoint(x: 187, y: 640), to: CGPoint(x: 187, y: 300), holdBeforeLift: 0.2)
    app.advance(0.5)
    #expect(header.frame.origin.y == -100)
    app.drag(from: CGPoint(x: 187, y: 400), to: CGPoint(x: 187, y: 640), holdBeforeLift: 0.2)
    #expect(app.home.tableView.contentOffset.y < -333.5)
    #expect(header.frame.origin.y == 0)
    app.advance(0.15)
    #expect(header.layer.presentation()?.frame.origin.y == 0)
  }

  @Test func tappingTheTaxiTabPagesTheScrollViewAndMovesTheUnderline() {
    let app = DemoApp()
    let underline = app.view("tab.underline")!
    let taxiTab = app.view("tab.taxi") as! UIButton
    let expressTab = app.view("tab.express") as! UIButton
    let startX = underline.frame.midX
    app.tap(at: CGPoint(x: 280, y: 85))
    #expect(!taxiTab.isEnabled)
    #expect(expressTab.isEnabled)
    #expect(taxiTab.currentTitleColor == UIColor(red: 1, green: 160.0 / 255, blue: 122.0 / 255, alpha: 1))
    #expect(abs(underline.frame.midX - taxiTab.frame.midX) < 0.001)
    #expect(abs((underline.layer.presentation()?.frame.midX ?? 0) - startX) < 0.001)
    app.advance(0.5)
    #expect(app.home.scrollView.contentOffset.x == 375)
    #expect(app.home.selectedPage == 1)
    app.tap(at: CGPoint(x: 90, y: 85))
    app.advance(0.5)
    #expect(app.home.scrollView.contentOffset.x == 0)
    #expect(app.home.selectedPage == 0)
  }

  @Test func theSelectedTabCannotBeTappedAgain() {
    let app = DemoApp()
    let expressTab = app.view("tab.express") as! UIButton
    #expect(!expressTab.isEnabled)
    #expect(app.window.hitTest(CGPoint(x: 90, y: 85), with: nil) !== expressTab)
  }

  @Test func aHorizontalSwipeOnTheCardPagesAndSelectsTheTab() {
    let app = DemoApp()
    app.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 60, y: 605), steps: 8)
    app.advance(1)
    #expect(app.home.scrollView.contentOffset.x == 375)
    #expect(app.home.selectedPage == 1)
    #expect(app.home.tableView.contentOffset.y == -497)
    #expect((app.view("tab.taxi") as? UIButton)?.isEnabled == false)
  }

  @Test func onTheTaxiPageTouchesAboveTheCardReachTheMap() {
    let app = DemoApp()
    app.tap(at: CGPoint(x: 280, y: 85))
    app.advance(0.5)
    #expect(app.window.hitTest(CGPoint(x: 187, y: 400), with: nil) === app.view("map"))
    let onCard = app.window.hitTest(CGPoint(x: 187, y: 560), with: nil)
    #expect(onCard?.isDescendant(of: app.home.taxiView) == true)
  }

  @Test func selectingACardLogsItAndDeselects() {
    let app = DemoApp()
    app.tap(at: CGPoint(x: 187, y: 600))
    #expect(app.logged == ["selected the pickup card"])
    #expect(app.home.tableView.indexPathForSelectedRow == nil)
  }
}
