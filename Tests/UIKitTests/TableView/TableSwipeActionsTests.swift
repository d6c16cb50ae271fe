import Testing
@_spi(Hail) import UIKit

/// Actions that record when they run and keep their completion for the test to call.
@MainActor
final class SwipeActionLog {
  var performed: [String] = []
  var completions: [(Bool) -> Void] = []

  func action(_ title: String, _ style: UIContextualAction.Style = .normal) -> UIContextualAction {
    UIContextualAction(style: style, title: title) { [unowned self] action, _, completion in
      self.performed.append(action.title ?? "")
      self.completions.append(completion)
    }
  }
}

@MainActor
@Suite struct TableSwipeActionsTests {
  /// Ten 44 pt rows on a 375 pt table; row 2 spans y 88…132. Two trailing actions with short
  /// titles, so each button is the 74 pt minimum and the pair 148 pt.
  private func setUp() -> (Headless, UITableView, EditableListModel, SwipeActionLog) {
    let app = Headless()
    let model = EditableListModel([(0..<10).map { "Row \($0)" }])
    let log = SwipeActionLog()
    model.trailing = [log.action("Del", .destructive), log.action("Flag")]
    let table = app.table(model: model)
    return (app, table, model, log)
  }

  /// The window frame of the view under a window point.
  private func hitFrame(_ app: Headless, _ point: CGPoint) -> (UIView, CGRect)? {
    guard let view = app.window.hitTest(point, with: nil) else { return nil }
    return (view, view.convert(view.bounds, to: nil))
  }

  @Test func aSwipeMovesTheRowWithTheFingerAndUncoversTheActionsInProportion() throws {
    let (app, table, model, _) = setUp()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110), lift: false)
    // 100 pt to the left: the content 100 pt left, 100 pt of the 148 uncovered, each button
    // 100/148 of its 74 pt (50 pt), the first (red) one at the edge.
    #expect(cell.bounds.origin.x == 100)
    #expect(cell.frame == CGRect(x: 0, y: 88, width: 375, height: 44))  // the table's layout is untouched
    let (first, firstFrame) = try #require(hitFrame(app, CGPoint(x: 360, y: 110)))
    #expect(first.backgroundColor == .systemRed)
    #expect(firstFrame == CGRect(x: 325, y: 88, width: 50, height: 44))
    let (second, secondFrame) = try #require(hitFrame(app, CGPoint(x: 300, y: 110)))
    #expect(second.backgroundColor == .systemGray)
    #expect(secondFrame == CGRect(x: 275, y: 88, width: 50, height: 44))
    #expect(table.contentOffset == .zero)  // the table did not scroll
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func releasedPastHalfTheActionsTheRowOpensToThem() throws {
    let (app, table, model, log) = setUp()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
    app.advance(0.15)
    // Half way through the 0.3 s ease-out from 100 to 148 pt.
    let shown = try #require(cell.layer.presentation()?.bounds.origin.x)
    #expect(shown > 124 && shown < 148)
    app.advance(0.2)
    #expect(cell.bounds.origin.x == 148)
    #expect(cell.layer.presentation()?.bounds.origin.x == 148)
    #expect(hitFrame(app, CGPoint(x: 340, y: 110))?.1 == CGRect(x: 301, y: 88, width: 74, height: 44))
    #expect(hitFrame(app, CGPoint(x: 240, y: 110))?.1 == CGRect(x: 227, y: 88, width: 74, height: 44))
    #expect(log.performed.isEmpty)
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func releasedShortOfHalfTheRowClosesAgain() throws {
    let (app, table, model, _) = setUp()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 240, y: 110), lift: false)
    #expect(cell.bounds.origin.x == 60)  // < 74, half of 148
    app.fingers.up()
    app.advance(0.35)
    #expect(cell.bounds.origin.x == 0)
    #expect(cell.subviews.allSatisfy { $0.backgroundColor != .systemRed })  // the actions are gone
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func tappingAnActionRunsItsHandlerAndItsCompletionClosesTheRow() throws {
    let (app, table, model, log) = setUp()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
    app.advance(0.35)
    app.tap(at: CGPoint(x: 260, y: 110))  // the grey "Flag" button
    #expect(log.performed == ["Flag"])
    app.advance(0.5)
    #expect(cell.bounds.origin.x == 148)  // open until the handler completes
    log.completions[0](true)
    app.advance(0.35)
    #expect(cell.bounds.origin.x == 0)
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func aFullSwipePerformsTheFirstActionAndADeletedRowGoes() throws {
    let (app, table, model, log) = setUp()
    log.completions = []
    // Unowned: the model keeps its actions, so capturing it (or the table) strongly is a cycle.
    model.trailing = [
      UIContextualAction(style: .destructive, title: "Del") {
        [unowned model, unowned table] _, _, completion in
        model.sections[0].remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        completion(true)
      }
    ]
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 350, y: 110), to: CGPoint(x: 50, y: 110), lift: false)
    // Past 60 % of the row (225 pt) the first action covers all 300 uncovered points.
    #expect(hitFrame(app, CGPoint(x: 100, y: 110))?.1 == CGRect(x: 75, y: 88, width: 300, height: 44))
    app.fingers.up()
    app.advance(0.5)
    #expect(model.sections[0].count == 9)
    #expect(table.numberOfRows(inSection: 0) == 9)
    #expect(cell.superview == nil)  // gone to the reuse queue…
    #expect(cell.bounds.origin.x == 0)  // …and reset for its next row
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 3")
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func withoutFullSwipeTheRowStopsAtItsActions() throws {
    let (app, table, model, log) = setUp()
    model.fullSwipe = false
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 350, y: 110), to: CGPoint(x: 50, y: 110))
    #expect(cell.bounds.origin.x == 148)
    app.advance(0.5)
    #expect(log.performed.isEmpty)
    #expect(cell.bounds.origin.x == 148)
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func aRowWithoutActionsOnThatSideDoesNotMove() throws {
    let (app, table, model, _) = setUp()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 100, y: 110), to: CGPoint(x: 200, y: 110))  // rightward: no leading actions
    #expect(cell.bounds.origin.x == 0)
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func leadingActionsOpenFromTheLeftEdge() throws {
    let (app, table, model, log) = setUp()
    model.leading = [log.action("Pin")]
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 50, y: 110), to: CGPoint(x: 110, y: 110))
    app.advance(0.35)
    #expect(cell.bounds.origin.x == -74)
    #expect(hitFrame(app, CGPoint(x: 30, y: 110))?.1 == CGRect(x: 0, y: 88, width: 74, height: 44))
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func aTapOnAnotherRowClosesTheOpenOneAndSelectsNothing() throws {
    let (app, table, model, _) = setUp()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
    app.advance(0.35)
    app.tap(at: CGPoint(x: 100, y: 300))
    app.advance(0.35)
    #expect(cell.bounds.origin.x == 0)
    #expect(model.selected.isEmpty)
    app.tap(at: CGPoint(x: 100, y: 300))
    #expect(model.selected == [IndexPath(row: 6, section: 0)])
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }

  @Test func aVerticalDragScrollsAndOpensNothing() throws {
    let model = EditableListModel([(0..<40).map { "Row \($0)" }])
    let log = SwipeActionLog()
    model.trailing = [log.action("Del", .destructive)]
    let app = Headless()
    let table = app.table(model: model)
    app.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 290, y: 200))
    #expect(table.contentOffset.y > 150)
    #expect(table.visibleCells.allSatisfy { $0.bounds.origin.x == 0 })
    withExtendedLifetime(model) {}  // the table holds its data source weakly
  }
}
