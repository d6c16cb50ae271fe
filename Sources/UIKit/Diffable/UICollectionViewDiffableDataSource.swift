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

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  public var supplementaryViewProvider: SupplementaryViewProvider?

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot`: the differences from the current one as one batch update, animated unless
  /// `animatingDifferences` is false; `completion` runs when it is done.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    guard let collectionView else { return current = snapshot }
    let update = snapshot.changes(from: current, animation: ())
    let run = {
      collectionView.beginBatch()
      self.current = snapshot
      collectionView.batch?.update = update
      if let completion { collectionView.batch?.completions.append { _ in completion() } }
      collectionView.endBatch()
    }
    if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
  }

  /// Shows `snapshot` by reloading, without working out differences.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// A copy of the snapshot on screen.
  open func snapshot() -> Snapshot { current }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(section: indexPath.section, index: indexPath.item)
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.count(inSection: section)
  }

  /// The provider's cell; UIKit raises when it returns nil, the engine reports it and shows a plain cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
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
