import Foundation

/// A collection view data source driven by snapshots: `apply` diffs the new snapshot against the
/// current one and animates the inserts, deletes and moves. Keep a reference to it: the collection
/// view holds its data source weakly, as UIKit's does.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  NSObject, UICollectionViewDataSource
{
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  private(set) weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// The outlines applied to sections (`apply(_:to:animatingDifferences:completion:)`).
  private(set) var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
      [:]
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot`: the differences from the current one as one batch update, animated unless
  /// `animatingDifferences` is false; `completion` runs when it is done.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    // A section whose items change loses its outline (its items are flat again).
    sectionSnapshots = sectionSnapshots.filter {
      snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems
    }
    store.apply(
      snapshot, to: collectionView, animation: (), animating: animatingDifferences, completion: completion)
  }

  /// Shows an outline in one section (appended if new): its visible items, as one batch update of
  /// the differences; list cells are indented by their level and outline disclosures turn.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var whole = store.current
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    store.apply(
      whole, to: collectionView, animation: (), animating: animatingDifferences, completion: completion)
    refreshOutlineState(of: section)
  }

  /// The section's outline; a section applied flat is an outline of root items.
  open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<
    ItemIdentifierType
  > {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(store.current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Shows `snapshot` by reloading, without working out differences.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    store.applyUsingReloadData(snapshot, to: collectionView, completion: completion)
  }

  /// A copy of the snapshot on screen.
  open func snapshot() -> Snapshot { store.current }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    store.itemIdentifier(at: indexPath)
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    store.indexPath(for: itemIdentifier)
  }

  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.current.section(at: index) }

  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    store.current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { store.current.numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    store.current.count(inSection: section)
  }

  /// The provider's cell; UIKit raises when it returns nil, the engine reports it and shows a plain cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
      showOutlineState(of: cell, item: item, section: indexPath.section)
      return cell
    }
    CollectionDiagnostics.report("the cell provider returned no cell for item at \(indexPath)")
    return UICollectionViewCell(frame: .zero)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    CollectionDiagnostics.report("no supplementary view provided for kind \(kind) at \(indexPath)")
    return UICollectionReusableView(frame: .zero)
  }
}
