import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// A plain table's section headers and footers float (Apple, `UITableView.Style.plain`); a grouped
/// table's scroll with their rows.
@MainActor
@Suite struct TablePinnedHeaderTests {
  /// Three sections of ten 44 pt rows with 30 pt headers: section 0 spans 0…470 (rows from 30),
  /// section 1 470…940, section 2 940…1410.
  private func setUp(style: UITableView.Style = .plain, footer: CGFloat = 0) -> (
    Headless, UITableView, Headers
  ) {
    let app = Headless()
    let model = Headers(sections: 3, footer: footer)
    let table = UITableView(frame: app.root.bounds, style: style)
    table.dataSource = model
    table.delegate = model
    app.root.addSubview(table)
    table.layoutIfNeeded()
    return (app, table, model)
  }

  private func scroll(_ table: UITableView, to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    table.layoutIfNeeded()
  }

  @Test func aHeaderStaysAtTheTopWhileItsSectionScrollsUnderIt() {
    let (_, table, model) = setUp()
    #expect(model.headers[0].frame == CGRect(x: 0, y: 0, width: 375, height: 30))
    #expect(model.headers[1].frame == CGRect(x: 0, y: 470, width: 375, height: 30))
    scroll(table, to: 100)
    #expect(model.headers[0].superview === table)
    #expect(model.headers[0].frame == CGRect(x: 0, y: 100, width: 375, height: 30))
    #expect(model.headers[1].frame.minY == 470)
    // Rows scroll under the pinned header: the header is above them.
    let row = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(row?.frame == CGRect(x: 0, y: 118, width: 375, height: 44))
    let cellIndex = row.flatMap { table.subviews.firstIndex(of: $0) } ?? .max
    #expect(table.subviews.firstIndex(of: model.headers[0]).map { $0 > cellIndex } == true)
  }

  @Test func theNextHeaderPushesTheFloatingOneUp() {
    let (_, table, model) = setUp()
    scroll(table, to: 450)
    // Section 0's rows end at 470: its header rests on them, 10 pt above the top.
    #expect(model.headers[0].frame == CGRect(x: 0, y: 440, width: 375, height: 30))
    #expect(model.headers[1].frame == CGRect(x: 0, y: 470, width: 375, height: 30))
    scroll(table, to: 480)
    // Section 0 has left the screen with its header; section 1's header floats.
    #expect(model.headers[0].superview == nil)
    #expect(model.headers[1].frame == CGRect(x: 0, y: 480, width: 375, height: 30))
    scroll(table, to: 925)
    #expect(model.headers[1].frame == CGRect(x: 0, y: 910, width: 375, height: 30))
    #expect(model.headers[2].frame == CGRect(x: 0, y: 940, width: 375, height: 30))
  }

  @Test func pulledDownTheHeaderStaysAtItsPlace() {
    let (_, table, model) = setUp()
    scroll(table, to: -40)
    #expect(model.headers[0].frame == CGRect(x: 0, y: 0, width: 375, height: 30))
  }

  @Test func headersPinBelowTheTopInset() {
    let (_, table, model) = setUp()
    table.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    scroll(table, to: 36)
    // The visible span starts 64 pt below the offset: y = 100.
    #expect(model.headers[0].frame == CGRect(x: 0, y: 100, width: 375, height: 30))
  }

  @Test func footersFloatAtTheBottomWhileTheirRowsAreOnScreen() {
    let (_, table, model) = setUp(footer: 20)
    // Section 0: header 0…30, rows 30…470, footer 470…490 (on screen, at its place); section 1:
    // header 490…520, rows 520…960, its footer pinned to the bottom of the 667 pt screen.
    #expect(model.footers[0].frame == CGRect(x: 0, y: 470, width: 375, height: 20))
    #expect(model.footers[1].frame == CGRect(x: 0, y: 647, width: 375, height: 20))
    scroll(table, to: 400)
    #expect(model.footers[1].frame == CGRect(x: 0, y: 960, width: 375, height: 20))
    #expect(model.headers[0].frame == CGRect(x: 0, y: 400, width: 375, height: 30))
    scroll(table, to: 450)
    // Section 0's header stops above its footer (470 − 30).
    #expect(model.headers[0].frame == CGRect(x: 0, y: 440, width: 375, height: 30))
  }

  @Test func groupedHeadersScrollWithTheirRows() {
    let (_, table, model) = setUp(style: .grouped)
    scroll(table, to: 10)
    #expect(model.headers[0].frame == CGRect(x: 0, y: 0, width: 375, height: 30))
    scroll(table, to: 100)
    #expect(model.headers[0].superview == nil)
  }

  @Test func titledHeadersPinAsTheyArePushed() throws {
    let app = Headless()
    let model = TitledRows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 200), style: .plain)
    table.dataSource = model
    app.root.addSubview(table)
    // Section 0 is 28 + 3 × 44 = 160 pt: at 150 its title band is 18 pt up, section 1's below it.
    scroll(table, to: 150)
    let bands = table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
      .map(\.frame).sorted { $0.minY < $1.minY }
    #expect(
      bands == [
        CGRect(x: 0, y: 132, width: 240, height: 28), CGRect(x: 0, y: 160, width: 240, height: 28),
      ])
    assertGolden(try #require(ViewRenderer().render(table, scale: 2)), named: "table-pinned-headers")
  }
}

/// Sections of ten 44 pt rows with a 30 pt header view (and a footer view when asked), kept for the
/// test to read their frames.
@MainActor
private final class Headers: NSObject, UITableViewDataSource, UITableViewDelegate {
  let headers: [UIView]
  let footers: [UIView]
  let footerHeight: CGFloat

  init(sections: Int, footer: CGFloat) {
    headers = (0..<sections).map { _ in UIView() }
    footers = (0..<sections).map { _ in UIView() }
    footerHeight = footer
  }

  func numberOfSections(in tableView: UITableView) -> Int { headers.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    headers[section]
  }
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeight
  }
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    footers[section]
  }
}

/// Two sections of three rows with data-source titles (UIKit's default header views).
@MainActor
private final class TitledRows: NSObject, UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    ["Nearby", "Saved places"][section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Place \(indexPath.section * 3 + indexPath.row + 1)"
    return cell
  }
}
