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
  private var current = Snapshot()
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
    guard let tableView else { return current = snapshot }
    let update = snapshot.changes(from: current, animation: defaultRowAnimation)
    let run = {
      tableView.beginUpdates()
      self.current = snapshot
      tableView.batch?.update = update
      if let completion { tableView.batch?.completions.append { _ in completion() } }
      tableView.endUpdates()
    }
    if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
  }

  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  open func snapshot() -> Snapshot { current }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(section: indexPath.section, index: indexPath.row)
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.count(inSection: section)
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
}
