import Foundation

/// A table data source driven by snapshots: `apply` diffs the new snapshot against the current one
/// and animates the changes with `defaultRowAnimation`. Keep a reference to it: the table holds its
/// data source weakly, as UIKit's does.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  NSObject, UITableViewDataSource
{
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
  /// How changed rows animate (UIKit's default: `.automatic`).
  public var defaultRowAnimation = UITableView.RowAnimation.automatic

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows `snapshot`: the differences from the current one as one batch update, animated unless
  /// `animatingDifferences` is false; `completion` runs when it is done.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    store.apply(
      snapshot, to: tableView, animation: defaultRowAnimation, animating: animatingDifferences,
      completion: completion)
  }

  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    store.applyUsingReloadData(snapshot, to: tableView, completion: completion)
  }

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

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { store.current.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.current.count(inSection: section)
  }

  /// The provider's cell; UIKit raises when it returns nil, the engine reports it and shows a plain cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    TableDiagnostics.report("the cell provider returned no cell for row at \(indexPath)")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// No row is editable unless a subclass says so (as UIKit's diffable data source).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// A row the user dragged moves in the current snapshot too, as UIKit's does.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    store.current.moveItem(at: sourceIndexPath, to: destinationIndexPath)
  }
}
