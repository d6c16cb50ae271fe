import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct TableSelectionTests {
  @Test func aTapSelectsTheRowOnTouchUp() {
    let app = Headless()
    let model = ListModel(rows: [10])
    let table = app.table(model: model)
    app.fingers.down(at: CGPoint(x: 100, y: 100))
    app.advance(0.2)  // past the scroll view's 150 ms touch delay: the cell highlights
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(cell?.isHighlighted == true)
    #expect(model.selected.isEmpty)
    app.fingers.up()
    #expect(model.selected == [IndexPath(row: 2, section: 0)])
    #expect(cell?.isHighlighted == false)
    #expect(cell?.isSelected == true)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func aQuickTapSelectsToo() {
    let app = Headless()
    let model = ListModel(rows: [10])
    _ = app.table(model: model)
    app.tap(at: CGPoint(x: 100, y: 10))
    #expect(model.selected == [IndexPath(row: 0, section: 0)])
  }

  @Test func aDragScrollsAndSelectsNothing() {
    let app = Headless()
    let model = ListModel(rows: [100])
    let table = app.table(model: model)
    app.fingers.down(at: CGPoint(x: 100, y: 400))
    app.advance(0.2)
    app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200))
    #expect(model.selected.isEmpty)
    #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    #expect(table.contentOffset.y > 100)
  }

  @Test func deselectRowAnimatedFadesTheHighlightOut() {
    let app = Headless()
    let model = ListModel(rows: [10])
    let table = app.table(model: model)
    app.tap(at: CGPoint(x: 100, y: 10))
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    #expect(cell.selectedBackgroundView?.alpha == 1)
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
    #expect(cell.isSelected == false)
    #expect(cell.selectedBackgroundView?.alpha == 0)  // the model value is final at once…
    app.advance(0.1)
    let shown = cell.selectedBackgroundView?.layer.presentation()?.opacity ?? 0
    #expect(shown > 0.2 && shown < 1)  // …while it fades on screen
    app.advance(0.2)
    #expect(cell.selectedBackgroundView?.layer.presentation()?.opacity == 0)
  }

  @Test func singleSelectionMovesWithTheTaps() {
    let app = Headless()
    let model = ListModel(rows: [10])
    let table = app.table(model: model)
    app.tap(at: CGPoint(x: 100, y: 10))
    app.advance(0.5)
    app.tap(at: CGPoint(x: 100, y: 60))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }
}
