import UIKit

/// Page 1: the express (快车) table, pushed down by its top inset so that only the first card peeks
/// up from the bottom of the screen.
final class ExpressTableView: UITableView, UITableViewDataSource, UITableViewDelegate {
  static let cellIdentifier = "ExpressCell"
  /// Where a selection is reported (the original logs it).
  var log: (String) -> Void = { print($0) }

  init() {
    let width = HomeLayout.screenWidth
    let height = HomeLayout.screenHeight
    super.init(
      frame: CGRect(x: 10, y: HomeLayout.tableTop, width: width - 20, height: height), style: .grouped)
    accessibilityIdentifier = "express.table"
    backgroundColor = .clear
    separatorStyle = .none
    showsVerticalScrollIndicator = false
    rowHeight = HomeLayout.cellHeight
    // The original's numbers put the first card flush with the bottom edge: no grouped gaps.
    sectionHeaderHeight = 0
    sectionFooterHeight = 0
    // Screen height − cell height − the table's top: 667 − 150 − 20 = 497 on an iPhone 8.
    contentInset = UIEdgeInsets(
      top: height - HomeLayout.cellHeight - HomeLayout.tableTop, left: 0, bottom: 0, right: 0)
    register(ExpressCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    dataSource = self
    delegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    HomeLayout.cellCount
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    (cell as? ExpressCell)?.number = indexPath.row
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log("selected row \(indexPath.row)")
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
