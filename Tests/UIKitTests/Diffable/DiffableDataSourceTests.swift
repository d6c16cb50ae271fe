import Testing

@_spi(Hail) @testable import UIKit

@MainActor
@Suite struct DiffableDataSourceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

  private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test func snapshotEditsKeepIdentifiersUniqueAndOrdered() {
    var s = snapshot([("main", ["a", "b", "c"]), ("more", ["d"])])
    s.insertItems(["x"], afterItem: "a")
    s.moveItem("c", beforeItem: "a")
    s.deleteItems(["b"])
    s.appendItems(["a", "e"])  // "a" is there already
    #expect(s.itemIdentifiers(inSection: "main") == ["c", "a", "x"])
    #expect(s.itemIdentifiers(inSection: "more") == ["d", "e"])
    #expect(s.indexOfItem("d") == 3)
    #expect(s.sectionIdentifier(containingItem: "e") == "more")
    #expect(s.numberOfItems == 5)
    s.moveSection("more", beforeSection: "main")
    #expect(s.sectionIdentifiers == ["more", "main"])
  }

  @Test func theDifferenceNamesDeletesInsertsAndTheFewestMoves() {
    let old = snapshot([("main", ["a", "b", "c", "d", "e"])])
    let new = snapshot([("main", ["e", "a", "x", "c", "d"])])
    let update = new.changes(from: old, animation: 0)
    #expect(update.deletedRows.keys.sorted() == [IndexPath(item: 1, section: 0)])
    #expect(update.insertedRows.keys.sorted() == [IndexPath(item: 2, section: 0)])
    // a, c, d keep their order; only e moves (from 4 to 0).
    #expect(update.movedRows == [IndexPath(item: 4, section: 0): IndexPath(item: 0, section: 0)])
  }

  @Test func itemsChangingSectionMoveAndNewSectionsComeWhole() {
    let old = snapshot([("fav", ["a"]), ("all", ["b", "c"])])
    let new = snapshot([("recent", ["z"]), ("fav", ["a", "c"]), ("all", ["b"])])
    let update = new.changes(from: old, animation: 0)
    #expect(update.insertedSections.keys.sorted() == [0])
    #expect(update.movedRows == [IndexPath(item: 1, section: 1): IndexPath(item: 1, section: 1)])
    #expect(update.insertedRows.isEmpty && update.deletedRows.isEmpty)
    #expect(update.movedSections.isEmpty)
    let map = try? update.resolve(before: old.counts, after: new.counts).get()
    #expect(map?.newIndexPath(for: IndexPath(item: 0, section: 1)) == IndexPath(item: 0, section: 2))
  }

  @Test func applyingASnapshotAnimatesACollectionView() throws {
    let app = Headless()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(frame: app.root.bounds, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
      cell.accessibilityIdentifier = item
    }
    let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    app.root.addSubview(view)
    source.apply(snapshot([("main", ["a", "b", "c", "d"])]), animatingDifferences: false)
    app.advance(0.1)
    #expect(itemNames(view) == ["a", "b", "c", "d"])
    let d = try #require(cell(view, "d"))
    var done = 0
    source.apply(snapshot([("main", ["d", "a", "c"])])) { done += 1 }
    #expect(itemNames(view) == ["d", "a", "c"])
    #expect(source.indexPath(for: "c") == IndexPath(item: 2, section: 0))
    #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "d")
    // d slides from the second line's start (0, 110) to the first item (0, 0).
    app.advance(0.15)
    #expect(abs(d.layer.presentation()!.frame.minY - 55) < 1e-6)
    app.advance(0.2)
    #expect(done == 1)
    #expect(cell(view, "b") == nil)
  }

  @Test func applyingASnapshotUpdatesATable() {
    let app = Headless()
    let table = UITableView(frame: app.root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.accessibilityIdentifier = item
      return cell
    }
    app.root.addSubview(table)
    source.apply(snapshot([("main", ["a", "b"])]), animatingDifferences: false)
    #expect(names(table) == ["a", "b"])
    source.apply(snapshot([("main", ["b", "c"]), ("more", ["a"])]))
    #expect(names(table) == ["b", "c", "a"])
    #expect(table.numberOfSections == 2)
  }

  @Test func aReorderedRowMovesInTheSnapshotOfASubclassThatAllowsIt() {
    final class Movable: UITableViewDiffableDataSource<String, String> {
      override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }
    let app = Headless()
    let table = UITableView(frame: app.root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = Movable(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.accessibilityIdentifier = item
      return cell
    }
    app.root.addSubview(table)
    source.apply(snapshot([("main", ["a", "b", "c", "d"])]), animatingDifferences: false)
    table.isEditing = true
    table.layoutIfNeeded()
    // "a" (y 0…44) dragged by its reorder control until its middle is over "c" (y 88…132).
    app.drag(from: CGPoint(x: 353, y: 22), to: CGPoint(x: 353, y: 110))
    #expect(source.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
    #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "a")
    app.advance(0.35)
    #expect(names(table) == ["b", "c", "a", "d"])
    // The diffable data source's rows are not editable unless a subclass says so: no delete control.
    #expect(
      table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == UITableViewCell.EditingStyle.none)
    withExtendedLifetime(source) {}  // the table holds its data source weakly
  }
}
