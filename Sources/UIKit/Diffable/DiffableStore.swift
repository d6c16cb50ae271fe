import Foundation

/// A list view a diffable data source can run a snapshot's difference on as one batch update:
/// the table (with its row animation) and the collection view.
@preconcurrency @MainActor
protocol DiffableBatchView: AnyObject {
  associatedtype BatchAnimation
  /// Opens a batch; `record` then puts the difference in it and `close` runs it.
  func openDiffableBatch()
  func recordDiffableBatch(_ update: TableUpdate<BatchAnimation>, completion: (() -> Void)?)
  func closeDiffableBatch()
  func reloadData()
}

/// What both diffable data sources share: the snapshot on screen, lookups by position (an index
/// path's section, then its row or item), and applying a new snapshot as one batch of the view.
@preconcurrency @MainActor
final class DiffableStore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>
  var current = Snapshot()

  /// Shows `snapshot`: the differences from the current one as one batch update, animated unless
  /// `animating` is false; `completion` runs when it is done. The snapshot becomes current inside
  /// the batch, so the view's check sees the new counts.
  func apply<View: DiffableBatchView>(
    _ snapshot: Snapshot, to view: View?, animation: View.BatchAnimation, animating: Bool,
    completion: (() -> Void)?
  ) {
    guard let view else { return current = snapshot }
    let update = snapshot.changes(from: current, animation: animation)
    let run = {
      view.openDiffableBatch()
      self.current = snapshot
      view.recordDiffableBatch(update, completion: completion)
      view.closeDiffableBatch()
    }
    if animating { run() } else { UIView.performWithoutAnimation(run) }
  }

  func applyUsingReloadData(
    _ snapshot: Snapshot, to view: (some DiffableBatchView)?, completion: (() -> Void)?
  ) {
    current = snapshot
    view?.reloadData()
    completion?()
  }

  func itemIdentifier(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2 else { return nil }
    return current.item(section: indexPath[0], index: indexPath[1])
  }

  func indexPath(for itemIdentifier: Item) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(indexes: [$0.section, $0.item]) }
  }
}

extension UITableView: DiffableBatchView {
  func openDiffableBatch() { beginUpdates() }
  func recordDiffableBatch(_ update: TableUpdate<RowAnimation>, completion: (() -> Void)?) {
    batch?.update = update
    if let completion { batch?.completions.append { _ in completion() } }
  }
  func closeDiffableBatch() { endUpdates() }
}

extension UICollectionView: DiffableBatchView {
  func openDiffableBatch() { beginBatch() }
  func recordDiffableBatch(_ update: TableUpdate<Void>, completion: (() -> Void)?) {
    batch?.update = update
    if let completion { batch?.completions.append { _ in completion() } }
  }
  func closeDiffableBatch() { endBatch() }
}
