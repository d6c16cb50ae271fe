import Testing

@_spi(Hail) @testable import UIKit

/// A data source over named rows in sections; each cell carries its row's name as identifier.
final class NamedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var heights: [String: CGFloat] = [:]

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.accessibilityIdentifier = sections[indexPath.section][indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[sections[indexPath.section][indexPath.row]] ?? 44
  }
}

@MainActor
extension Headless {
  func table(_ model: NamedRows) -> UITableView {
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.delegate = model
    root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }
}

@MainActor
func names(_ table: UITableView) -> [String] {
  table.visibleCells.map { $0.accessibilityIdentifier ?? "?" }
}

@MainActor
func onScreen(_ table: UITableView, _ name: String) -> UITableViewCell? {
  table.subviews.compactMap { $0 as? UITableViewCell }.first { $0.accessibilityIdentifier == name }
}

@MainActor
@Suite struct TableUpdateTests {
  @Test func deletionsUseOldIndexesAndInsertionsNewOnes() throws {
    var update = TableUpdate<UITableView.RowAnimation>()
    update.insertedRows[IndexPath(row: 1, section: 0)] = .fade
    update.deletedRows[IndexPath(row: 3, section: 0)] = .fade
    let map = try update.resolve(before: [5], after: [5]).get()
    let moved = (0..<5).map { map.newIndexPath(for: IndexPath(row: $0, section: 0))?.row }
    #expect(moved == [0, 2, 3, nil, 4])
    #expect(map.freshRows == [IndexPath(row: 1, section: 0)])
  }

  @Test func movesAndSectionChangesMapRowsAcrossSections() throws {
    var update = TableUpdate<UITableView.RowAnimation>()
    update.deletedSections[0] = .fade
    update.insertedSections[2] = .fade
    update.movedRows[IndexPath(row: 0, section: 1)] = IndexPath(row: 1, section: 0)
    // Before: [2, 3, 1]; after: section 1 → 0, section 2 → 1, a new section 2.
    let map = try update.resolve(before: [2, 3, 1], after: [3, 1, 4]).get()
    #expect(map.sectionMap == [nil, 0, 1])
    let rows = (0..<3).map { map.newIndexPath(for: IndexPath(row: $0, section: 1)) }
    #expect(
      rows == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    #expect(map.newIndexPath(for: IndexPath(row: 0, section: 2)) == IndexPath(row: 0, section: 1))
    #expect(map.newIndexPath(for: IndexPath(row: 0, section: 0)) == nil)
    #expect(map.isFresh(IndexPath(row: 3, section: 2)))
  }

  @Test func aBatchThatDoesNotAddUpLogsUIKitsMessageAndReloads() {
    var reports: [String] = []
    let app = Headless(diagnostics: { reports.append($0) })
    let model = NamedRows([["a", "b", "c"]])
    let table = app.table(model)
    model.sections[0] += ["d", "e"]
    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    #expect(
      reports == [
        "UITableView: Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (5) must be equal to the number of rows contained in that "
          + "section before the update (3), plus or minus the number of rows inserted or deleted from that "
          + "section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that "
          + "section (0 moved in, 0 moved out)."
      ])
    #expect(names(table) == ["a", "b", "c", "d", "e"])
  }

  @Test func aWrongSectionCountIsReportedToo() {
    var reports: [String] = []
    let app = Headless(diagnostics: { reports.append($0) })
    let model = NamedRows([["a"], ["b"]])
    let table = app.table(model)
    model.sections.append(["c"])
    table.deleteSections([0], with: .fade)
    #expect(
      reports == [
        "UITableView: Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (3) must be equal to the number of sections contained in the table "
          + "view before the update (2), plus or minus the number of sections inserted or deleted (0 "
          + "inserted, 1 deleted)."
      ])
    #expect(table.numberOfSections == 3)
  }

  @Test func anIndexOutOfRangeIsReportedWithUIKitsWording() {
    var reports: [String] = []
    let app = Headless(diagnostics: { reports.append($0) })
    let model = NamedRows([["a", "b", "c"]])
    let table = app.table(model)
    model.sections[0].removeLast()
    table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    #expect(
      reports == [
        "UITableView: attempt to delete row 3 from section 0 which only contains 3 rows before the update"
      ])
    #expect(names(table) == ["a", "b"])
  }

  @Test func aDeletedRowFadesWhileTheRowsBelowSlideUp() throws {
    let app = Headless()
    let model = NamedRows([["a", "b", "c", "d"]])
    let table = app.table(model)
    let b = try #require(onScreen(table, "b"))
    let c = try #require(onScreen(table, "c"))
    model.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    // Model values at once: c is row 1 at y = 44 (rows 44 pt, UIKit's default height).
    #expect(c.frame.minY == CGFloat(44))
    #expect(names(table) == ["a", "c", "d"])
    // Half way through the 0.3 s ease-in-ease-out (symmetric, so half the change at half the time).
    app.advance(0.15)
    #expect(abs(c.layer.presentation()!.frame.minY - 66) < 1e-6)
    #expect(abs(b.layer.presentation()!.opacity - 0.5) < 1e-6)
    #expect(b.superview === table)
    app.advance(0.2)
    #expect(c.layer.presentation()!.frame.minY == CGFloat(44))
    #expect(b.superview == nil)
  }

  @Test func anInsertedRowSlidesInFromTheLeft() throws {
    let app = Headless()
    let model = NamedRows([["a", "c"]])
    let table = app.table(model)
    model.sections[0].insert("b", at: 1)
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .left)
    let b = try #require(onScreen(table, "b"))
    #expect(b.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
    #expect(b.layer.presentation()!.frame.minX == CGFloat(-375))
    app.advance(0.15)
    #expect(abs(b.layer.presentation()!.frame.minX - -187.5) < 1e-6)
    #expect(abs(onScreen(table, "c")!.layer.presentation()!.frame.minY - 66) < 1e-6)
    app.advance(0.15)
    #expect(b.layer.presentation()!.frame.minX == CGFloat(0))
  }

  @Test func automaticInsertsAtTheStartOfASectionFromBelowAndAtTheEndFromAbove() {
    let app = Headless()
    let model = NamedRows([["b", "c"]])
    let table = app.table(model)
    model.sections[0] = ["a", "b", "c", "d"]
    table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
    // .bottom starts a row one height below its place, .top one height above.
    #expect(onScreen(table, "a")!.layer.presentation()!.frame.minY == CGFloat(44))
    #expect(onScreen(table, "d")!.layer.presentation()!.frame.minY == CGFloat(132 - 44))
  }

  @Test func batchUpdatesApplyTogetherAndCompleteAfterTheAnimation() {
    let app = Headless()
    let model = NamedRows([["a", "b", "c", "d", "e"]])
    let table = app.table(model)
    var finished: [Bool] = []
    table.performBatchUpdates(
      {
        model.sections[0] = ["e", "a", "x", "c", "d"]
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .right)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
      }, completion: { finished.append($0) })
    #expect(names(table) == ["e", "a", "x", "c", "d"])
    // e moves from row 4 (y 176) to row 0.
    #expect(onScreen(table, "e")!.layer.presentation()!.frame.minY == CGFloat(176))
    app.advance(0.25)
    #expect(finished.isEmpty)
    app.advance(0.1)
    #expect(finished == [true])
    #expect(onScreen(table, "e")!.layer.presentation()!.frame.minY == CGFloat(0))
    #expect(onScreen(table, "b") == nil)
  }

  @Test func beginAndEndUpdatesAnimateNewRowHeights() {
    let app = Headless()
    let model = NamedRows([["a", "b", "c"]])
    let table = app.table(model)
    model.heights["a"] = 100
    table.beginUpdates()
    table.endUpdates()
    let b = onScreen(table, "b")!
    #expect(b.frame.minY == CGFloat(100))
    app.advance(0.15)
    #expect(abs(b.layer.presentation()!.frame.minY - 72) < 1e-6)
    #expect(table.contentSize.height == CGFloat(188))
  }

  @Test func sectionsInsertAndDeleteWithTheirRows() {
    let app = Headless()
    let model = NamedRows([["a"], ["b", "c"]])
    let table = app.table(model)
    table.performBatchUpdates {
      model.sections = [["b", "c"], ["x", "y"]]
      table.deleteSections([0], with: .fade)
      table.insertSections([1], with: .fade)
    }
    #expect(table.numberOfSections == 2)
    #expect(names(table) == ["b", "c", "x", "y"])
    app.advance(0.3)
    #expect(onScreen(table, "a") == nil)
  }

  @Test func reloadedRowsGetNewCellsAndLoseSelection() {
    let app = Headless()
    let model = NamedRows([["a", "b"]])
    let table = app.table(model)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    let old = onScreen(table, "b")
    model.sections[0][1] = "b2"
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(names(table) == ["a", "b2"])
    #expect(table.indexPathForSelectedRow == nil)
    app.advance(0.3)
    #expect(old?.superview == nil)
  }

  @Test func selectionFollowsAMovedRow() {
    let app = Headless()
    let model = NamedRows([["a", "b", "c"]])
    let table = app.table(model)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    model.sections[0] = ["b", "c", "a"]
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }
}
