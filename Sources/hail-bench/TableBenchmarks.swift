@_spi(Hail) import UIKit

/// The registered cell class: a subclass, as apps register, so dequeuing goes through the class.
private final class BenchmarkCell: UITableViewCell {}

/// Ten thousand rows of one section.
private final class TenThousandRows: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}

extension EngineBenchmarks {
  /// A 10,000-row table: `reloadData` plus the first layout, and one layout pass per 37 pt scroll
  /// step on a sweep from top to bottom (37 pt, so rows enter and leave at varying phases).
  static func tableLayout(_ sampler: Sampler) -> [Figure] {
    let scene = HeadlessWindow()
    let rows = TenThousandRows()
    let table = UITableView(frame: scene.root.bounds, style: .plain)
    table.rowHeight = 44
    table.register(BenchmarkCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    scene.root.addSubview(table)
    table.layoutIfNeeded()
    precondition(table.contentSize.height == 440_000, "10,000 rows of 44 pt")

    let reload = sampler.nanosecondsPerOperation(operations: 1) {
      table.contentOffset = .zero
      return elapsedNanoseconds {
        table.reloadData()
        table.layoutIfNeeded()
      }
    }

    let bottom = table.contentSize.height - table.bounds.height
    let offsets = Array(stride(from: 37, through: bottom, by: 37))
    let layoutPass = sampler.nanosecondsPerOperation(operations: offsets.count) {
      table.contentOffset = .zero
      table.layoutIfNeeded()
      var total: UInt64 = 0
      for y in offsets {
        table.contentOffset = CGPoint(x: 0, y: y)
        total += elapsedNanoseconds { table.layoutIfNeeded() }
      }
      precondition(table.indexPathsForVisibleRows?.last?.row == 9_999, "the sweep must reach the last row")
      return total
    }
    return [
      Figure(name: "engine.table.layoutPass10k", nanosecondsPerOperation: layoutPass, unit: .us),
      Figure(name: "engine.table.reload10k", nanosecondsPerOperation: reload, unit: .ms),
    ]
  }
}
