import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct TableGeometryTests {
  @Test func rowsStackWithSectionGapsInAGroupedTable() {
    let app = Headless()
    let model = ListModel(rows: [2, 3])
    let table = app.table(style: .grouped, model: model)
    // Grouped, no titles: an 18 pt header and footer gap per section (UIKit's default, measured).
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 18, width: 375, height: 44))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 62)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(18 + 88 + 18 + 18))
    #expect(table.contentSize.height == CGFloat(4 * 18 + 5 * 44))
  }

  @Test func aPlainTableHasNoGapsAndTheHeaderViewComesFirst() {
    let app = Headless()
    let model = ListModel(rows: [2, 3])
    let table = app.table(model: model)
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(100 + 88))
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
  }

  @Test func delegateHeightsAreUsedAndBadOnesCountAsZero() {
    let app = Headless()
    let model = ListModel(rows: [4])
    model.height = { indexPath in [150, -5, .nan, 30][indexPath.row] }
    let table = app.table(model: model)
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 375, height: 30))
    #expect(table.contentSize.height == 180)
  }

  @Test func indexPathForRowFindsTheRowUnderAPoint() {
    let app = Headless()
    let model = ListModel(rows: [10])
    let table = app.table(model: model)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10_000)) == nil)
  }

  @Test func scrollToRowPutsItAtTheTop() {
    let app = Headless()
    let model = ListModel(rows: [100])
    let table = app.table(model: model)
    table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(20 * 44))
    #expect(table.visibleCells.first.flatMap { table.indexPath(for: $0) } == IndexPath(row: 20, section: 0))
  }
}
