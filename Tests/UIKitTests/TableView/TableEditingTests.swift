import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct TableEditingTests {
  private func setUp(_ configure: (EditableListModel) -> Void = { _ in }) -> (
    Headless, UITableView, EditableListModel
  ) {
    let app = Headless()
    let model = EditableListModel([(0..<10).map { "Row \($0)" }])
    configure(model)
    let table = app.table(model: model)
    return (app, table, model)
  }

  @Test func editingModeIndentsTheContentForTheDeleteControl() throws {
    let (app, table, model) = setUp()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(!table.isEditing)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    table.setEditing(true, animated: true)
    #expect(table.isEditing && cell.isEditing)
    #expect(cell.editingStyle == .delete)
    #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 337, height: 44))  // final at once
    app.advance(0.15)
    // Half way through the 0.3 s ease-in-ease-out: the content at 19 pt.
    let shown = try #require(cell.contentView.layer.presentation()?.frame.minX)
    #expect(abs(shown - 19) < 0.5)
    app.advance(0.2)
    // The red control in the 38 pt at the leading edge.
    let control = try #require(app.window.hitTest(CGPoint(x: 19, y: 22), with: nil))
    #expect(control.convert(control.bounds, to: nil) == CGRect(x: 0, y: 0, width: 38, height: 44))
    table.isEditing = false
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func rowsThatComeIntoViewWhileEditingShowTheirControls() throws {
    let app = Headless()
    let model = EditableListModel([(0..<40).map { "Row \($0)" }])
    let table = app.table(model: model)
    table.isEditing = true
    table.contentOffset = CGPoint(x: 0, y: 880)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 25, section: 0)))
    #expect(cell.isEditing)
    #expect(cell.contentView.frame.minX == 38)
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func theDeleteControlAsksToConfirmAndTheConfirmationCommits() throws {
    let (app, table, model) = setUp()
    table.isEditing = true
    app.tap(at: CGPoint(x: 19, y: 110))
    app.advance(0.35)
    #expect(model.commits.isEmpty)  // first the Delete button
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let width = cell.bounds.origin.x
    #expect(width >= 74)
    let button = try #require(app.window.hitTest(CGPoint(x: 370, y: 110), with: nil))
    #expect(button.backgroundColor == .systemRed)
    #expect(button.convert(button.bounds, to: nil) == CGRect(x: 375 - width, y: 88, width: width, height: 44))
    app.tap(at: CGPoint(x: 370, y: 110))
    #expect(model.commits.map(\.0) == [.delete])
    #expect(model.commits.map(\.1) == [IndexPath(row: 2, section: 0)])
    app.advance(0.5)
    #expect(table.numberOfRows(inSection: 0) == 9)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 3")
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func theInsertControlCommitsAtOnce() {
    let (app, table, model) = setUp { $0.style = .insert }
    table.isEditing = true
    app.tap(at: CGPoint(x: 19, y: 66))
    #expect(model.commits.map(\.0) == [.insert])
    #expect(model.commits.map(\.1) == [IndexPath(row: 1, section: 0)])
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func editingRowsAreNotSelectedAndSwipesWait() throws {
    let (app, table, model) = setUp()
    let log = SwipeActionLog()
    model.trailing = [log.action("Del", .destructive)]
    table.isEditing = true
    app.tap(at: CGPoint(x: 200, y: 110))
    #expect(model.selected.isEmpty)
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.bounds.origin.x == 0)
    table.allowsSelectionDuringEditing = true
    app.advance(0.5)
    app.tap(at: CGPoint(x: 200, y: 110))
    #expect(model.selected == [IndexPath(row: 2, section: 0)])
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func draggingTheReorderControlMovesTheRow() throws {
    let (app, table, model) = setUp { $0.movable = true }
    table.isEditing = true
    let moving = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let row3 = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    // The reorder control is the trailing 44 pt; the content ends before it.
    #expect(moving.contentView.frame == CGRect(x: 38, y: 0, width: 293, height: 44))
    app.drag(from: CGPoint(x: 353, y: 22), to: CGPoint(x: 353, y: 110), lift: false)
    // The row follows the finger (88 pt down, its middle over row 2); rows 1 and 2 make room.
    #expect(moving.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(row1.frame.minY == 0)
    #expect(row3.frame.minY == 132)
    app.fingers.up()
    #expect(model.moves.map(\.0) == [IndexPath(row: 0, section: 0)])
    #expect(model.moves.map(\.1) == [IndexPath(row: 2, section: 0)])
    #expect(model.sections[0].prefix(4) == ["Row 1", "Row 2", "Row 0", "Row 3"])
    app.advance(0.35)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moving)
    #expect(moving.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === row1)
    #expect(row1.frame.minY == 0)
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func theDelegateCanRedirectAMove() throws {
    let (app, table, model) = setUp { $0.movable = true }
    model.redirect = { $0.row == 0 ? IndexPath(row: 1, section: 0) : $0 }
    table.isEditing = true
    app.drag(from: CGPoint(x: 353, y: 154), to: CGPoint(x: 353, y: 10))
    #expect(model.moves.map(\.1) == [IndexPath(row: 1, section: 0)])
    #expect(model.sections[0].prefix(3) == ["Row 0", "Row 3", "Row 1"])
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }
}
