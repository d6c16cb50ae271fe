import Foundation

/// Rows of `UITableView.automaticDimension` height: placed at their estimate until shown, then as
/// tall as their cell's content view's Auto Layout content at the row's width.
extension UITableView {
  /// UIKit's row height, for a row not yet measured when `estimatedRowHeight` is automatic (0 or
  /// less would turn estimates off in UIKit; the engine always measures such rows when shown).
  var estimatedAutomaticRowHeight: CGFloat {
    estimatedRowHeight > 0 ? estimatedRowHeight : 44
  }

  /// Measures a shown cell of an automatic row: the height its content view's constraints need at
  /// the content's width (width required, height as small as fits, as UIKit fits self-sizing
  /// cells). Content without constraints keeps the 44 pt row. A new height rebuilds the geometry.
  func measureIfAutomatic(_ cell: UITableViewCell, at indexPath: IndexPath) {
    let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    guard asked == UITableView.automaticDimension else { return }
    cell.layoutIfNeeded()
    let content = cell.contentView
    let fitted = content.systemLayoutSizeFitting(
      CGSize(width: content.bounds.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
    let height = fitted.isFinite && fitted > 0 ? fitted : 44
    guard measuredRowHeights[indexPath] != height else { return }
    measuredRowHeights[indexPath] = height
    if cell.frame.height != height { invalidateGeometry() }
  }

  /// Carries measured heights to the rows' new index paths after an update.
  func remapMeasuredHeights(_ map: TableUpdateMap) {
    guard !measuredRowHeights.isEmpty else { return }
    var moved: [IndexPath: CGFloat] = [:]
    for (old, height) in measuredRowHeights {
      if let new = map.newIndexPath(for: old) { moved[new] = height }
    }
    measuredRowHeights = moved
  }
}
