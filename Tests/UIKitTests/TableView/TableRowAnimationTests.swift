import Testing

@_spi(Hail) @testable import UIKit

/// The row animations `TableUpdateTests` leaves out (`.middle`, `.none`) and whole sections reloaded
/// and moved, with their frames over the 0.3 s ease-in-ease-out update (half-way at 0.15 s).
@MainActor
@Suite struct TableRowAnimationTests {
  /// Whether two frames agree to a millionth of a point (the curve's arithmetic rounds).
  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  @Test func middleGrowsAnInsertedRowFromItsCentreLineAndShrinksADeletedOneToIt() throws {
    let app = Headless()
    let model = NamedRows([["a", "c"]])
    let table = app.table(model)
    model.sections[0].insert("b", at: 1)
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .middle)
    let b = try #require(onScreen(table, "b"))
    #expect(b.layer.presentation()!.frame == CGRect(x: 0, y: 66, width: 375, height: 0))
    app.advance(0.15)
    #expect(close(b.layer.presentation()!.frame, CGRect(x: 0, y: 55, width: 375, height: 22)))
    app.advance(0.15)
    #expect(b.layer.presentation()!.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
    model.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .middle)
    app.advance(0.15)
    #expect(close(b.layer.presentation()!.frame, CGRect(x: 0, y: 55, width: 375, height: 22)))
    app.advance(0.15)
    #expect(b.superview == nil)
  }

  @Test func noneShowsAndRemovesTheRowAtOnceWhileTheOthersSlide() throws {
    let app = Headless()
    let model = NamedRows([["a", "b", "c"]])
    let table = app.table(model)
    let b = try #require(onScreen(table, "b"))
    model.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    #expect(b.superview == nil)
    let c = try #require(onScreen(table, "c"))
    app.advance(0.15)
    #expect(abs(c.layer.presentation()!.frame.minY - 66) < 1e-6)
    app.advance(0.15)
    model.sections[0].insert("x", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    let x = try #require(onScreen(table, "x"))
    #expect(x.layer.presentation()!.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(x.layer.presentation()!.opacity == 1)
    #expect(onScreen(table, "a")!.layer.presentation()!.frame.minY == 0)
    app.advance(0.15)
    #expect(abs(onScreen(table, "a")!.layer.presentation()!.frame.minY - 22) < 1e-6)
  }

  @Test func aReloadedSectionFadesItsOldRowsOverItsNewOnes() throws {
    let app = Headless()
    let model = NamedRows([["a", "b"], ["c"]])
    let table = app.table(model)
    let a = try #require(onScreen(table, "a"))
    model.sections[0] = ["x", "y"]
    table.reloadSections([0], with: .fade)
    #expect(names(table) == ["x", "y", "c"])
    #expect(a.superview === table)
    app.advance(0.15)
    #expect(abs(a.layer.presentation()!.opacity - 0.5) < 1e-6)
    #expect(onScreen(table, "x")!.layer.presentation()!.frame.minY == 0)
    app.advance(0.15)
    #expect(a.superview == nil)
    #expect(onScreen(table, "c")!.frame.minY == 88)
  }

  @Test func aMovedSectionCarriesItsRowsToTheirNewPlaces() throws {
    let app = Headless()
    let model = NamedRows([["a"], ["b", "c"]])
    let table = app.table(model)
    model.sections = [["b", "c"], ["a"]]
    table.moveSection(1, toSection: 0)
    #expect(names(table) == ["b", "c", "a"])
    let a = try #require(onScreen(table, "a"))
    let b = try #require(onScreen(table, "b"))
    #expect(a.frame.minY == 88)
    #expect(a.layer.presentation()!.frame.minY == 0)
    #expect(b.layer.presentation()!.frame.minY == 44)
    app.advance(0.15)
    #expect(abs(a.layer.presentation()!.frame.minY - 44) < 1e-6)
    #expect(abs(b.layer.presentation()!.frame.minY - 22) < 1e-6)
    app.advance(0.15)
    #expect(a.layer.presentation()!.frame.minY == 88)
    #expect(b.layer.presentation()!.frame.minY == 0)
  }
}
