import Foundation

extension UICollectionView {
  public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

  /// Selects an item without telling the delegate, as UIKit's does.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return deselectAll() }
    guard indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section)
    else { return }
    if !allowsMultipleSelection { deselectAll() }
    selectedItems.insert(indexPath)
    cellForVisibleItem(indexPath)?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item without telling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.remove(indexPath)
    cellForVisibleItem(indexPath)?.isSelected = false
  }

  private func deselectAll() {
    for indexPath in selectedItems { deselectItem(at: indexPath, animated: false) }
  }

  /// A visible cell without running a layout pass (selection may happen inside one).
  func cellForVisibleItem(_ indexPath: IndexPath) -> UICollectionViewCell? {
    visibleViews[CollectionElement(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
  }

  // MARK: Touches on cells

  /// A touch on an item highlights it, unless an item is swiped open: the touch closes it.
  func cellTouchBegan(_ cell: UICollectionViewCell) {
    if swipeController.swipe != nil { return swipeController.close(animated: true) }
    let toggles = (cell as? UICollectionViewListCell)?.togglesOutlineOnTap == true
    guard selectsOnTouch || toggles, let indexPath = indexPath(for: cell),
      collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    else { return }
    highlightedItem = indexPath
    cell.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  /// A touch that lifts inside the highlighted cell selects its item (or, with multiple selection,
  /// deselects a selected one), asking the delegate first, as UIKit does.
  func cellTouchEnded(_ cell: UICollectionViewCell, inside: Bool) {
    guard let indexPath = highlightedItem, cellForVisibleItem(indexPath) === cell else { return }
    unhighlight(cell, at: indexPath)
    guard inside else { return }
    // A header-style outline disclosure: a tap anywhere expands or collapses; it never selects.
    if (cell as? UICollectionViewListCell)?.togglesOutlineOnTap == true { return toggleOutline(of: cell) }
    let delegate = collectionDelegate
    let allowsMultipleSelection = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for previous in selectedItems where previous != indexPath {
        deselectItem(at: previous, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    selectedItems.insert(indexPath)
    cell.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Whether a touch may highlight and select: `allowsSelection`, or in editing mode
  /// `allowsSelectionDuringEditing`; a header-style outline cell toggles instead.
  private var selectsOnTouch: Bool {
    isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  /// Expands or collapses a cell's item through a data source that keeps outlines.
  func toggleOutline(of cell: UICollectionViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    (dataSource as? any OutlineDataSource)?.toggleOutline(at: indexPath)
  }

  func cellTouchCancelled(_ cell: UICollectionViewCell) {
    guard let indexPath = highlightedItem, cellForVisibleItem(indexPath) === cell else { return }
    unhighlight(cell, at: indexPath)
  }

  private func unhighlight(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    highlightedItem = nil
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }
}
