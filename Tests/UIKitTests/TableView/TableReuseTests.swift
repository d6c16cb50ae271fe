import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite(.serialized) struct TableReuseTests {
  @Test func tenThousandRowsKeepAtMostTheVisibleRowsPlusOneCells() {
    let app = Headless()
    let model = ListModel(rows: [10_000])
    CountingCell.made = 0
    let table = app.table(model: model)
    #expect(table.contentSize.height == CGFloat(440_000))
    // 667 pt shows at most ⌈667 / 44⌉ + 1 = 17 rows at once (one partly at each edge).
    let mostVisible = 17
    var largestOnScreen = 0
    var y: CGFloat = 0
    while y <= table.contentSize.height - table.bounds.height {
      table.contentOffset = CGPoint(x: 0, y: y)
      largestOnScreen = max(largestOnScreen, table.visibleCells.count)
      y += 37
    }
    #expect(largestOnScreen <= mostVisible)
    #expect(CountingCell.made <= largestOnScreen + 1)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
  }

  @Test func cellsComeBackThroughPrepareForReuse() {
    let app = Headless()
    let model = ListModel(rows: [100])
    let table = app.table(model: model)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
    table.contentOffset = CGPoint(x: 0, y: 44 * 50)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(first?.reuses == 1)
    #expect(model.ended >= 15)
  }

  @Test func flingingThroughTheListRecyclesAsItScrolls() {
    let app = Headless()
    let model = ListModel(rows: [1000])
    CountingCell.made = 0
    let table = app.table(model: model)
    app.flick(from: CGPoint(x: 100, y: 600), velocity: CGPoint(x: 0, y: -4000), duration: 0.1)
    app.advance(5)
    #expect(table.contentOffset.y > 1000)
    #expect(CountingCell.made <= 18)
    let rows = table.indexPathsForVisibleRows ?? []
    #expect(rows.first?.row == Int(table.contentOffset.y / 44))
  }

  @Test func reloadDataAsksTheDataSourceAgain() {
    let app = Headless()
    let model = ListModel(rows: [3])
    let table = app.table(model: model)
    #expect(table.visibleCells.count == 3)
    model.rows = [5, 2]
    table.reloadData()
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(table.visibleCells.count == 7)
  }

  @Test func anUnregisteredIdentifierIsReportedNotFatal() {
    final class Unregistered: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath)
      }
    }
    var reports: [String] = []
    let app = Headless(diagnostics: { reports.append($0) })
    let source = Unregistered()
    let table = UITableView(frame: app.root.bounds)
    table.dataSource = source
    app.root.addSubview(table)
    #expect(table.visibleCells.count == 1)
    #expect(reports == ["UITableView: no cell class registered for identifier \"missing\""])
  }
}
