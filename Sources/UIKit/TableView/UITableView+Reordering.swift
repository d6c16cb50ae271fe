import Foundation

/// A row being dragged by its reorder control: where it came from and where it would land.
struct RowReorder {
  let source: IndexPath
  var destination: IndexPath
  let cell: UITableViewCell
  let startFrame: CGRect

  /// Where a row at `indexPath` goes when the row at `source` moves to `destination`.
  static func moved(_ indexPath: IndexPath, from source: IndexPath, to destination: IndexPath) -> IndexPath {
    if indexPath == source { return destination }
    var row = indexPath.row
    if indexPath.section == source.section, row > source.row { row -= 1 }
    if indexPath.section == destination.section, row >= destination.row { row += 1 }
    return IndexPath(row: row, section: indexPath.section)
  }

  /// Where the row now at `indexPath` was before that move.
  static func unmoved(_ indexPath: IndexPath, from source: IndexPath, to destination: IndexPath) -> IndexPath
  {
    if indexPath == destination { return source }
    var row = indexPath.row
    if indexPath.section == destination.section, row > destination.row { row -= 1 }
    if indexPath.section == source.section, row >= source.row { row += 1 }
    return IndexPath(row: row, section: indexPath.section)
  }
}

extension UITableView {
  /// How long the other rows take to make room: the engine's figure, the table's update duration.
  static let reorderDuration: TimeInterval = 0.3

  /// Follows a reorder control's drag: the row follows the finger (within the content), the other
  /// rows slide to make room where it would land (the row under its middle, as the delegate's
  /// `targetIndexPathForMoveFromRowAt` allows), and on release it settles there and the data source
  /// hears `moveRowAt`.
  func reorderPan(_ pan: UIPanGestureRecognizer, cell: UITableViewCell) {
    switch pan.state {
    case .began:
      guard let source = indexPath(for: cell) else { return }
      swipeController.close(animated: false)
      reorder = RowReorder(source: source, destination: source, cell: cell, startFrame: cell.frame)
      bringSubviewToFront(cell)
    case .changed:
      guard var current = reorder else { return }
      var frame = current.startFrame
      let lowest = max(contentSize.height - frame.height, 0)
      frame.origin.y = min(max(frame.minY + pan.translation(in: self).y, 0), lowest)
      cell.frame = frame
      let proposed = geometry.indexPath(at: frame.midY) ?? current.destination
      let target =
        tableDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: current.source, toProposedIndexPath: proposed)
        ?? proposed
      guard target != current.destination, isValidDestination(target, from: current.source) else { return }
      current.destination = target
      reorder = current
      makeRoom(for: current)
    case .ended, .cancelled:
      guard let current = reorder else { return }
      reorder = nil
      finish(current)
    default:
      break
    }
  }

  /// A row may land anywhere in its new section up to one past its last row.
  private func isValidDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
    let extra = destination.section == source.section ? 0 : 1
    return destination.row >= 0 && destination.row < geometry.rowCount(in: destination.section) + extra
  }

  /// The rows as they would stand with the dragged row at its destination.
  private func previewGeometry(after move: RowReorder) -> TableGeometry {
    let old = geometry
    let (source, destination) = (move.source, move.destination)
    return TableGeometry(
      tableHeaderHeight: old.tableHeaderHeight, sectionCount: old.sections.count,
      rowCount: { section in
        old.rowCount(in: section) - (section == source.section ? 1 : 0)
          + (section == destination.section ? 1 : 0)
      },
      headerHeight: { old.sections[$0].headerHeight },
      rowHeight: { old.rowRect(RowReorder.unmoved($0, from: source, to: destination), width: 0).height },
      footerHeight: { old.sections[$0].footerHeight }, tableFooterHeight: old.tableFooterHeight)
  }

  private func makeRoom(for move: RowReorder) {
    let preview = previewGeometry(after: move)
    UIView.animate(withDuration: Self.reorderDuration, delay: 0, options: [.allowUserInteraction]) {
      for (indexPath, cell) in self.visibleCellsByRow where cell !== move.cell {
        cell.frame = self.cellFrame(
          RowReorder.moved(indexPath, from: move.source, to: move.destination), in: preview)
      }
    }
  }

  /// Tells the data source, renumbers the cells and the selection, and settles the row in its place.
  private func finish(_ move: RowReorder) {
    let (source, destination) = (move.source, move.destination)
    if source != destination { dataSource?.tableView(self, moveRowAt: source, to: destination) }
    var cells: [IndexPath: UITableViewCell] = [:]
    for (indexPath, cell) in visibleCellsByRow {
      cells[RowReorder.moved(indexPath, from: source, to: destination)] = cell
    }
    visibleCellsByRow = cells
    selectedRows = Set(selectedRows.map { RowReorder.moved($0, from: source, to: destination) })
    rebuildGeometry()
    UIView.animate(withDuration: Self.reorderDuration, delay: 0, options: [.allowUserInteraction]) {
      for (indexPath, cell) in self.visibleCellsByRow {
        cell.frame = self.cellFrame(indexPath, in: self.geometry)
      }
    }
    setNeedsLayout()
  }
}
