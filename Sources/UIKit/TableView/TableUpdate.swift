import Foundation

/// The changes one batch of a table (or collection view) makes, recorded as the app calls
/// `insertRows`, `deleteSections`, `moveRow`…: deletions, reloads and move sources name index paths
/// before the update, insertions and move targets after it, whatever the order of the calls (Apple's
/// `insertRows(at:with:)` documentation: insertions are handled after deletions).
struct TableUpdate<Animation> {
  var insertedSections: [Int: Animation] = [:]
  var deletedSections: [Int: Animation] = [:]
  var reloadedSections: [Int: Animation] = [:]
  var movedSections: [Int: Int] = [:]
  var insertedRows: [IndexPath: Animation] = [:]
  var deletedRows: [IndexPath: Animation] = [:]
  var reloadedRows: [IndexPath: Animation] = [:]
  var movedRows: [IndexPath: IndexPath] = [:]

  var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
      && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
  }

  /// Checks the batch against the row counts before and after it, as UIKit does before it animates,
  /// and works out where each row goes. The failure is UIKit's exception message.
  func resolve(before: [Int], after: [Int], nouns: UpdateNouns = .table) -> Result<
    TableUpdateMap, TableUpdateError
  > {
    let (rows, view) = (nouns.rows, nouns.view)
    if let message = indexProblem(before: before, after: after, nouns: nouns) {
      return .failure(TableUpdateError(message))
    }
    let expectedSections = before.count + insertedSections.count - deletedSections.count
    guard after.count == expectedSections else {
      return .failure(
        TableUpdateError(
          "Invalid update: invalid number of sections. The number of sections contained in the \(view) "
            + "after the update (\(after.count)) must be equal to the number of sections contained in the "
            + "\(view) before the update (\(before.count)), plus or minus the number of sections inserted "
            + "or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
    }
    let sectionMap = Self.fill(
      oldCount: before.count, newCount: after.count, removed: Set(deletedSections.keys),
      added: Set(insertedSections.keys), moved: movedSections)
    var map = TableUpdateMap(sectionMap: sectionMap, rowMaps: [], movedRows: movedRows)
    map.freshSections = Set(insertedSections.keys).union(reloadedSections.keys.compactMap { sectionMap[$0] })
    for (old, new) in sectionMap.enumerated() {
      guard let new, !map.freshSections.contains(new) else {
        map.rowMaps.append([])
        continue
      }
      let inserted = Set(insertedRows.keys.filter { $0.section == new }.map(\.row))
      let deleted = Set(deletedRows.keys.filter { $0.section == old }.map(\.row))
      let movedIn = Set(movedRows.values.filter { $0.section == new }.map(\.row))
      let movedOut = Set(movedRows.keys.filter { $0.section == old }.map(\.row))
      let expected = before[old] + inserted.count - deleted.count + movedIn.count - movedOut.count
      guard after[new] == expected else {
        return .failure(
          TableUpdateError(
            "Invalid update: invalid number of \(rows) in section \(new). The number of \(rows) contained in an "
              + "existing section after the update (\(after[new])) must be equal to the number of \(rows) "
              + "contained in that section before the update (\(before[old])), plus or minus the number of "
              + "\(rows) inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) "
              + "deleted) and plus or minus the number of \(rows) moved into or out of that section "
              + "(\(movedIn.count) moved in, \(movedOut.count) moved out)."))
      }
      map.rowMaps.append(
        Self.fill(
          oldCount: before[old], newCount: after[new], removed: deleted.union(movedOut),
          added: inserted.union(movedIn),
          moved: [:]))
    }
    map.freshRows = Set(insertedRows.keys).union(reloadedRows.keys.compactMap { map.newIndexPath(for: $0) })
    return .success(map)
  }

  /// UIKit's checks that each index path names a row that exists on its side of the update.
  private func indexProblem(before: [Int], after: [Int], nouns: UpdateNouns) -> String? {
    let (row, rows) = (nouns.row, nouns.rows)
    for section in deletedSections.keys.sorted() where section >= before.count {
      return
        "attempt to delete section \(section), but there are only \(before.count) sections before the update"
    }
    for section in insertedSections.keys.sorted() where section >= after.count {
      return
        "attempt to insert section \(section) but there are only \(after.count) sections after the update"
    }
    for path in deletedRows.keys.sorted() + reloadedRows.keys.sorted() + movedRows.keys.sorted()
    where !Self.exists(path, in: before) {
      let count = before.indices.contains(path.section) ? before[path.section] : 0
      return
        "attempt to delete \(row) \(path.row) from section \(path.section) which only contains \(count) \(rows) "
        + "before the update"
    }
    for path in insertedRows.keys.sorted() + movedRows.values.sorted() where !Self.exists(path, in: after) {
      let count = after.indices.contains(path.section) ? after[path.section] : 0
      return
        "attempt to insert \(row) \(path.row) into section \(path.section), but there are only \(count) \(rows) "
        + "in section \(path.section) after the update"
    }
    return nil
  }

  private static func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
    path.count == 2 && counts.indices.contains(path.section) && path.row >= 0
      && path.row < counts[path.section]
  }

  /// Pairs the old positions that stay with the new positions nobody claimed, in order: what is left
  /// keeps its relative order. Returns the new index of each old one (nil when it goes).
  static func fill(oldCount: Int, newCount: Int, removed: Set<Int>, added: Set<Int>, moved: [Int: Int])
    -> [Int?]
  {
    var result = [Int?](repeating: nil, count: oldCount)
    let targets = Set(moved.values)
    var free = (0..<newCount).lazy.filter { !added.contains($0) && !targets.contains($0) }.makeIterator()
    for old in 0..<oldCount where !removed.contains(old) {
      if let target = moved[old] {
        result[old] = target
      } else {
        result[old] = free.next()
      }
    }
    return result
  }
}

/// Where the rows of a table go in an update.
struct TableUpdateMap {
  /// The new index of each old section; nil for a deleted one.
  var sectionMap: [Int?]
  /// For each old section, the new row of each old row within the section's new index; empty for
  /// sections that go or whose rows are all new (reloaded).
  var rowMaps: [[Int?]]
  var movedRows: [IndexPath: IndexPath]
  /// New sections whose rows all get new cells: inserted and reloaded ones.
  var freshSections: Set<Int> = []
  /// New rows that get new cells: inserted and reloaded ones.
  var freshRows: Set<IndexPath> = []

  /// Where an old row is after the update, or nil if it is gone (deleted, or in a deleted or
  /// reloaded section). A reloaded row has a place but a new cell (see `isFresh`).
  func newIndexPath(for old: IndexPath) -> IndexPath? {
    if let target = movedRows[old] { return target }
    guard sectionMap.indices.contains(old.section), let section = sectionMap[old.section] else { return nil }
    let rows = rowMaps[old.section]
    guard rows.indices.contains(old.row), let row = rows[old.row] else { return nil }
    return IndexPath(row: row, section: section)
  }

  func isFresh(_ new: IndexPath) -> Bool {
    freshSections.contains(new.section) || freshRows.contains(new)
  }
}

/// The words UIKit's messages use for a table's rows and a collection view's items.
struct UpdateNouns {
  var row: String
  var rows: String
  var view: String

  static let table = UpdateNouns(row: "row", rows: "rows", view: "table view")
  static let collection = UpdateNouns(row: "item", rows: "items", view: "collection view")
}

/// UIKit's NSInternalInconsistencyException reason for a batch that does not add up.
struct TableUpdateError: Error, Equatable {
  let message: String
  init(_ message: String) { self.message = message }
}
