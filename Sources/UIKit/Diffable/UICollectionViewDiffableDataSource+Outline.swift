import Foundation

/// A data source that can expand and collapse the item at an index path (a diffable data source
/// with section snapshots); an `.outlineDisclosure` accessory without a handler asks it.
@preconcurrency @MainActor
protocol OutlineDataSource: AnyObject {
  func toggleOutline(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource {
  /// What runs as a section snapshot's items expand and collapse; each `should…` answer of false
  /// keeps the item as it is. `snapshotForExpandingParentItem` gives the children a parent shows
  /// when it expands, from those it has.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    public var shouldExpandItem: ((Item) -> Bool)?
    public var willExpandItem: ((Item) -> Void)?
    public var shouldCollapseItem: ((Item) -> Bool)?
    public var willCollapseItem: ((Item) -> Void)?
    public var snapshotForExpandingParentItem:
      ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

    public init() {}
  }

  /// Gives a cell its item's place in the outline: expanded or not, and (a list cell) its level.
  func showOutlineState(of cell: UICollectionViewCell, item: ItemIdentifierType, section: Int) {
    guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier] else {
      return
    }
    cell.isExpandedInOutline = outline.isExpanded(item)
    (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
  }

  /// Brings the visible cells of a section up to its section snapshot (their chevrons turn).
  func refreshOutlineState(of section: SectionIdentifierType) {
    guard let collectionView, let index = self.index(for: section) else { return }
    for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == index {
      guard let cell = collectionView.cellForVisibleItem(indexPath), let item = itemIdentifier(for: indexPath)
      else { continue }
      showOutlineState(of: cell, item: item, section: index)
    }
  }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
  /// Expands a collapsed item or collapses an expanded one, as the handlers allow, and applies the
  /// section snapshot (animated: the children come and go as inserts and deletes).
  func toggleOutline(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
      var outline = sectionSnapshots[section]
    else { return }
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParentItem {
        outline.replaceChildren(of: item, with: children(item, outline.snapshot(of: item)))
      }
      outline.expand([item])
    }
    apply(outline, to: section)
  }
}
