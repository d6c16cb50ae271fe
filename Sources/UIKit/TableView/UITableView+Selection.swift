import Foundation

extension UITableView {
  public var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
  public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

  /// Selects a row without telling the delegate, as UIKit's does.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return deselectAll(animated: animated) }
    ensureGeometry()
    guard geometry.isValid(indexPath) else { return }
    if !allowsMultipleSelection { deselectAll(animated: animated) }
    selectedRows.insert(indexPath)
    visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row without telling the delegate; animated, the highlight fades out.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.remove(indexPath)
    visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
  }

  private func deselectAll(animated: Bool) {
    for indexPath in selectedRows { deselectRow(at: indexPath, animated: animated) }
  }

  // MARK: Touches on cells

  /// A touch on a row highlights it, unless a row is swiped open (the touch closes it, as in
  /// UIKit) or the table is editing without `allowsSelectionDuringEditing`.
  func cellTouchBegan(_ cell: UITableViewCell) {
    if swipeController.swipe != nil { return swipeController.close(animated: true) }
    guard allowsSelection, !isEditing || allowsSelectionDuringEditing, let indexPath = indexPath(for: cell),
      tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    else { return }
    highlightedRow = indexPath
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  /// A touch that lifts inside the highlighted cell selects its row: willSelect may redirect or
  /// veto, then the previous selection goes (single selection) and didSelect follows.
  func cellTouchEnded(_ cell: UITableViewCell, inside: Bool) {
    guard let indexPath = highlightedRow, visibleCellsByRow[indexPath] === cell else { return }
    unhighlight(cell, at: indexPath)
    guard inside else { return }
    let proposed: IndexPath? =
      if let delegate = tableDelegate { delegate.tableView(self, willSelectRowAt: indexPath) } else {
        indexPath
      }
    guard let target = proposed, geometry.isValid(target) else { return }
    if allowsMultipleSelection, selectedRows.contains(target) {
      deselectRow(at: target, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    if !allowsMultipleSelection {
      for previous in selectedRows where previous != target {
        deselectRow(at: previous, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: previous)
      }
    }
    selectedRows.insert(target)
    visibleCellsByRow[target]?.setSelected(true, animated: false)
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  func cellTouchCancelled(_ cell: UITableViewCell) {
    guard let indexPath = highlightedRow, visibleCellsByRow[indexPath] === cell else { return }
    unhighlight(cell, at: indexPath)
  }

  private func unhighlight(_ cell: UITableViewCell, at indexPath: IndexPath) {
    highlightedRow = nil
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }
}
