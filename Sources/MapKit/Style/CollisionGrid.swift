import Foundation

/// The space labels already took, for greedy placement: candidates are tried in priority order and
/// one is kept only if none of its boxes meets a box already placed. A uniform grid makes each test
/// look at the few boxes in the cells it covers instead of at every label placed.
struct CollisionGrid {
  /// Cell side in points: about two lines of label text, so most boxes touch one to four cells.
  static let cellSide: CGFloat = 32

  let bounds: CGRect
  private let columns: Int
  private let rows: Int
  private var cells: [[CGRect]]

  init(bounds: CGRect) {
    self.bounds = bounds
    columns = max(Int((bounds.width / Self.cellSide).rounded(.up)), 1)
    rows = max(Int((bounds.height / Self.cellSide).rounded(.up)), 1)
    cells = Array(repeating: [], count: columns * rows)
  }

  /// Whether every box is inside the bounds and free.
  func canPlace(_ boxes: [CGRect]) -> Bool {
    for box in boxes {
      guard bounds.contains(box) else { return false }
      for cell in cellIndices(box) where cells[cell].contains(where: { $0.intersects(box) }) {
        return false
      }
    }
    return true
  }

  /// Marks the boxes as taken.
  mutating func insert(_ boxes: [CGRect]) {
    for box in boxes {
      for cell in cellIndices(box) { cells[cell].append(box) }
    }
  }

  private func cellIndices(_ box: CGRect) -> [Int] {
    let firstColumn = max(Int(((box.minX - bounds.minX) / Self.cellSide).rounded(.down)), 0)
    let lastColumn = min(Int(((box.maxX - bounds.minX) / Self.cellSide).rounded(.down)), columns - 1)
    let firstRow = max(Int(((box.minY - bounds.minY) / Self.cellSide).rounded(.down)), 0)
    let lastRow = min(Int(((box.maxY - bounds.minY) / Self.cellSide).rounded(.down)), rows - 1)
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return [] }
    var indices: [Int] = []
    for row in firstRow...lastRow {
      for column in firstColumn...lastColumn { indices.append(row * columns + column) }
    }
    return indices
  }
}
