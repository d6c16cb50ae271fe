import Foundation

extension UITableView: SwipeActionsHost {
  /// Gives a cell the editing control and reorder control its row has.
  func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
    let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    cell.editingState.style =
      editable ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
    cell.editingState.canReorder = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    if let delegate = tableDelegate {
      cell.shouldIndentWhileEditing = delegate.tableView(self, shouldIndentWhileEditingRowAt: indexPath)
    }
    cell.setNeedsLayout()
  }

  /// The delete control opens the row to a Delete button (the delegate's title) that commits the
  /// deletion; the insert control commits the insertion at once.
  func editingControlTapped(in cell: UITableViewCell) {
    guard let indexPath = indexPath(for: cell), let dataSource else { return }
    switch cell.editingStyle {
    case .insert:
      dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
    case .delete:
      let title =
        tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
      let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
        if let self { self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath) }
        done(true)
      }
      let configuration = UISwipeActionsConfiguration(actions: [delete])
      configuration.performsFirstActionWithFullSwipe = false
      swipeController.open(configuration, leading: false, at: indexPath)
    case .none:
      break
    }
  }

  // MARK: SwipeActionsHost

  func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

  func swipeIndexPath(of cell: UIView) -> IndexPath? {
    (cell as? UITableViewCell).flatMap { indexPath(for: $0) }
  }

  func swipeCell(at indexPath: IndexPath) -> UIView? { visibleCellsByRow[indexPath] }

  func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false, let delegate = tableDelegate else {
      return nil
    }
    return leading
      ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  var allowsSwipeActions: Bool { !isEditing }
}
