@_spi(Hail) import UIKit

/// A cell that counts how many were ever made and reused.
final class CountingCell: UITableViewCell {
  nonisolated(unsafe) static var made = 0
  var reuses = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    CountingCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source and delegate backed by arrays, recording what the table tells it.
final class ListModel: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [Int]
  var height: (IndexPath) -> CGFloat = { _ in 44 }
  var selected: [IndexPath] = []
  var displayed = 0
  var ended = 0

  init(rows: [Int]) {
    self.rows = rows
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    height(indexPath)
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    displayed += 1
  }
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    ended += 1
  }
}

extension Headless {
  func table(style: UITableView.Style = .plain, model: ListModel) -> UITableView {
    let table = UITableView(frame: root.bounds, style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.delegate = model
    root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }
}
