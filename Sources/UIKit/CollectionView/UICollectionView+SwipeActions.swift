import Foundation

/// A collection view's list sections swipe like table rows: the actions come from the section's
/// `UICollectionLayoutListConfiguration` providers, and the table's swipe machinery runs them.
extension UICollectionView: SwipeActionsHost {
  func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

  func swipeIndexPath(of cell: UIView) -> IndexPath? {
    (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
  }

  func swipeCell(at indexPath: IndexPath) -> UIView? { cellForVisibleItem(indexPath) }

  func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let list = layout.preparedSections[indexPath.section]?.listConfiguration
    else { return nil }
    let provider =
      leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
    return provider?(indexPath)
  }

  var allowsSwipeActions: Bool { true }
}
