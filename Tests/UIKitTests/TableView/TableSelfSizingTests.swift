import Testing
@_spi(Hail) import UIKit

/// Rows whose cells pin a block to their content view's top and bottom, 8 pt in, the block's
/// height given per row (nil: a plain cell without constraints).
final class PinnedHeights: NSObject, UITableViewDataSource {
  var heights: [CGFloat?]

  init(_ heights: [CGFloat?]) {
    self.heights = heights
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    guard let height = heights[indexPath.row] else { return cell }
    let block = UIView()
    block.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(block)
    NSLayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
      block.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
      block.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
      block.heightAnchor.constraint(equalToConstant: height),
    ])
    return cell
  }
}

@MainActor
@Suite struct TableSelfSizingTests {
  @Test func automaticRowsAreAsTallAsTheirConstraintsNeed() {
    let app = Headless()
    let model = PinnedHeights([20, 60, nil, 100])
    let table = UITableView(frame: app.root.bounds, style: .plain)
    table.rowHeight = UITableView.automaticDimension
    table.dataSource = model
    app.root.addSubview(table)
    table.layoutIfNeeded()
    // 8 + block + 8 per row; the row without constraints keeps 44 pt.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 375, height: 36))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 36, width: 375, height: 76))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 112, width: 375, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 156, width: 375, height: 116))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 156)
    #expect(table.contentSize.height == 272)
  }

  @Test func rowsNotYetShownStandAtTheEstimate() {
    let app = Headless()
    let model = PinnedHeights(Array(repeating: 84, count: 30))
    let table = UITableView(frame: app.root.bounds, style: .plain)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 50
    table.dataSource = model
    app.root.addSubview(table)
    table.layoutIfNeeded()
    // At the 50 pt estimate rows 0…13 are on the 667 pt screen and get cells, so they are measured
    // (100 pt each); rows 14…29 stand at the estimate until they are shown.
    #expect(table.rectForRow(at: IndexPath(row: 13, section: 0)).height == 100)
    #expect(table.rectForRow(at: IndexPath(row: 14, section: 0)).height == 50)
    #expect(table.contentSize == CGSize(width: 375, height: 2200))  // 14 × 100 + 16 × 50
    table.setContentOffset(CGPoint(x: 0, y: 1400), animated: false)
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 14, section: 0)) == CGRect(x: 0, y: 1400, width: 375, height: 100))
  }
}
