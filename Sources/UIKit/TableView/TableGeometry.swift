import Foundation

/// Where every row, header and footer of a table sits, in content coordinates, computed once per
/// reload: prefix sums per section, so finding the rows in a rectangle is a binary search.
struct TableGeometry {
  struct Section {
    var headerTop: CGFloat
    var headerHeight: CGFloat
    /// The top of each row, and one past the last row's bottom (rowTops.count == rows + 1).
    var rowTops: [CGFloat]
    var footerHeight: CGFloat

    var rowsTop: CGFloat { headerTop + headerHeight }
    var footerTop: CGFloat { rowTops.last ?? rowsTop }
    var bottom: CGFloat { footerTop + footerHeight }
  }

  var tableHeaderHeight: CGFloat = 0
  var sections: [Section] = []
  var tableFooterHeight: CGFloat = 0

  var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

  init() {}

  /// Builds the geometry; heights that are negative or not finite count as 0 (a bad delegate answer
  /// must not break the layout).
  init(
    tableHeaderHeight: CGFloat, sectionCount: Int, rowCount: (Int) -> Int,
    headerHeight: (Int) -> CGFloat, rowHeight: (IndexPath) -> CGFloat, footerHeight: (Int) -> CGFloat,
    tableFooterHeight: CGFloat
  ) {
    func sane(_ height: CGFloat) -> CGFloat { height.isFinite ? max(height, 0) : 0 }
    self.tableHeaderHeight = sane(tableHeaderHeight)
    var y = self.tableHeaderHeight
    for section in 0..<max(sectionCount, 0) {
      let header = sane(headerHeight(section))
      var tops: [CGFloat] = [y + header]
      let rows = max(rowCount(section), 0)
      tops.reserveCapacity(rows + 1)
      for row in 0..<rows {
        tops.append(tops[row] + sane(rowHeight(IndexPath(row: row, section: section))))
      }
      let footer = sane(footerHeight(section))
      sections.append(Section(headerTop: y, headerHeight: header, rowTops: tops, footerHeight: footer))
      y = tops[rows] + footer
    }
    self.tableFooterHeight = sane(tableFooterHeight)
  }

  func rowCount(in section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rowTops.count - 1 : 0
  }

  func isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.row >= 0 && indexPath.row < rowCount(in: indexPath.section)
  }

  /// The rectangle of a row (x and width are the table's).
  func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
    guard isValid(indexPath) else { return .zero }
    let tops = sections[indexPath.section].rowTops
    return CGRect(
      x: 0, y: tops[indexPath.row], width: width, height: tops[indexPath.row + 1] - tops[indexPath.row])
  }

  /// The rows whose rectangles meet the vertical span `minY..<maxY`, in order.
  func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for (index, section) in sections.enumerated() where section.rowsTop < maxY && section.footerTop > minY {
      let tops = section.rowTops
      var row = firstRow(endingAfter: minY, tops: tops)
      while row < tops.count - 1, tops[row] < maxY {
        if tops[row + 1] > tops[row] { result.append(IndexPath(row: row, section: index)) }
        row += 1
      }
    }
    return result
  }

  /// The first row whose bottom is below `y` (binary search on the prefix sums).
  private func firstRow(endingAfter y: CGFloat, tops: [CGFloat]) -> Int {
    var low = 0
    var high = tops.count - 1
    while low < high {
      let middle = (low + high) / 2
      if tops[middle + 1] > y { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The row at a point's y, if any.
  func indexPath(at y: CGFloat) -> IndexPath? {
    rows(in: y, y.nextUp).first
  }
}
