import Foundation

extension UITableView {
  /// How long a table's row animations take: 0.3 s, as commonly measured (Apple documents no
  /// figure), on the default ease-in-ease-out curve.
  static let rowAnimationDuration: TimeInterval = 0.3

  /// Animates a checked update: cells that stay slide to their new rows, rows that come into view
  /// slide in from where they were, new rows appear and removed rows leave by their `RowAnimation`.
  func animateUpdate(
    _ map: TableUpdateMap, update: TableUpdate<RowAnimation>, from old: TableGeometry,
    _ finish: @escaping (Bool) -> Void
  ) {
    var carried: [IndexPath: UITableViewCell] = [:]
    var leaving: [(cell: UITableViewCell, indexPath: IndexPath, end: RowTransition)] = []
    for (oldPath, cell) in visibleCellsByRow {
      if let newPath = map.newIndexPath(for: oldPath), !map.isFresh(newPath) {
        carried[newPath] = cell
      } else {
        let animation = resolved(
          update.removal(of: oldPath), at: oldPath, rows: old.rowCount(in: oldPath.section))
        if animation == .none {
          recycle(cell, at: oldPath, notify: true)
        } else {
          leaving.append((cell, oldPath, RowTransition(animation, frame: cell.frame)))
        }
      }
    }
    visibleCellsByRow.removeAll()
    highlightedRow = nil
    selectedRows = Set(selectedRows.compactMap { map.newIndexPath(for: $0) }.filter { !map.isFresh($0) })
    remapSupplementaryViews(map)
    let wanted = Set(geometry.rows(in: bounds.minY, bounds.maxY))
    var moves: [(cell: UITableViewCell, frame: CGRect)] = []
    var appearing: [(cell: UITableViewCell, frame: CGRect)] = []
    UIView.performWithoutAnimation {
      let previous = map.previousIndexPaths(for: wanted.filter { carried[$0] == nil && !map.isFresh($0) })
      for newPath in wanted.sorted() {
        let target = cellFrame(newPath, in: geometry)
        if let cell = carried.removeValue(forKey: newPath) {
          visibleCellsByRow[newPath] = cell
          moves.append((cell, target))
        } else if let oldPath = previous[newPath] {
          // A row that comes into view from off screen slides in from where it was.
          guard let cell = displayCell(at: newPath, frame: cellFrame(oldPath, in: old)) else { continue }
          moves.append((cell, target))
        } else {
          let rows = geometry.rowCount(in: newPath.section)
          let animation = resolved(update.insertion(of: newPath, map: map), at: newPath, rows: rows)
          let start = RowTransition(animation, frame: target)
          guard let cell = displayCell(at: newPath, frame: start.frame) else { continue }
          cell.alpha = start.alpha
          appearing.append((cell, target))
        }
      }
      // Cells that stay but end up off screen slide there, then go to the reuse queue.
      for (newPath, cell) in carried {
        leaving.append((cell, newPath, RowTransition(.none, frame: cellFrame(newPath, in: geometry))))
      }
    }
    for (cell, indexPath, _) in leaving { disappearingCells[ObjectIdentifier(cell)] = (cell, indexPath) }
    let width = bounds.width
    UIView.animate(
      withDuration: Self.rowAnimationDuration,
      animations: {
        for (cell, frame) in moves { cell.frame = frame }
        for (cell, frame) in appearing {
          cell.frame = frame
          cell.alpha = 1
        }
        for (cell, _, end) in leaving {
          cell.frame = end.frame
          cell.alpha = end.alpha
        }
        self.layoutSupplementaryViews(width: width, creating: false)
      },
      completion: { [weak self] finished in
        self?.endDisappearing(leaving.map(\.cell))
        finish(finished)
      })
  }

  /// Recycles cells whose leaving animation ended (unless a reload took them already).
  private func endDisappearing(_ cells: [UITableViewCell]) {
    for cell in cells {
      guard let (cell, indexPath) = disappearingCells.removeValue(forKey: ObjectIdentifier(cell)) else {
        continue
      }
      cell.alpha = 1
      recycle(cell, at: indexPath, notify: true)
    }
  }

  /// `.automatic` made concrete: a row at the start of its section comes from (goes to) below,
  /// one at the end from above, others fade (WWDC 2011, "UITableView Changes, Tips, Tricks").
  private func resolved(_ animation: RowAnimation, at indexPath: IndexPath, rows: Int) -> RowAnimation {
    guard animation == .automatic else { return animation }
    if indexPath.row == 0 && rows > 1 { return .bottom }
    if indexPath.row == rows - 1 && rows > 1 { return .top }
    return .fade
  }

  /// Section headers and footers follow their sections; those of removed sections go.
  private func remapSupplementaryViews(_ map: TableUpdateMap) {
    func remap(_ views: [Int: UIView], footer: Bool) -> [Int: UIView] {
      var result: [Int: UIView] = [:]
      for (section, view) in views {
        let new = map.sectionMap.indices.contains(section) ? map.sectionMap[section] : nil
        if let new, !map.freshSections.contains(new) {
          result[new] = view
        } else {
          recycleSupplementary(view, section: section, footer: footer, notify: true)
        }
      }
      return result
    }
    sectionHeaderViews = remap(sectionHeaderViews, footer: false)
    sectionFooterViews = remap(sectionFooterViews, footer: true)
  }
}

/// Where a row appearing starts (or a row leaving ends), by its `RowAnimation`, from its resting
/// frame: Apple's documentation of each case (`.top`: "slide in from the top", and so on).
struct RowTransition {
  var frame: CGRect
  var alpha: CGFloat = 1

  init(_ animation: UITableView.RowAnimation, frame rest: CGRect) {
    frame = rest
    switch animation {
    case .fade, .automatic: alpha = 0
    case .right: frame.origin.x += rest.width
    case .left: frame.origin.x -= rest.width
    case .top: frame.origin.y -= rest.height
    case .bottom: frame.origin.y += rest.height
    case .middle: frame = CGRect(x: rest.minX, y: rest.midY, width: rest.width, height: 0)
    case .none: break
    }
  }
}

extension TableUpdate where Animation == UITableView.RowAnimation {
  /// How a row (an index path before the update) leaves.
  func removal(of old: IndexPath) -> Animation {
    deletedRows[old] ?? reloadedRows[old] ?? deletedSections[old.section] ?? reloadedSections[old.section]
      ?? .fade
  }

  /// How a new row (an index path after the update) comes in.
  func insertion(of new: IndexPath, map: TableUpdateMap) -> Animation {
    if let animation = insertedRows[new] ?? insertedSections[new.section] { return animation }
    if let old = reloadedRows.keys.first(where: { map.newIndexPath(for: $0) == new }) {
      return reloadedRows[old] ?? .fade
    }
    let oldSection = map.sectionMap.firstIndex(of: new.section)
    return oldSection.flatMap { reloadedSections[$0] } ?? .fade
  }
}

extension TableUpdateMap {
  /// The rows before the update of some rows after it (for rows that were there before).
  func previousIndexPaths(for newPaths: Set<IndexPath>) -> [IndexPath: IndexPath] {
    guard !newPaths.isEmpty else { return [:] }
    var result: [IndexPath: IndexPath] = [:]
    for (from, to) in movedRows where newPaths.contains(to) { result[to] = from }
    for (oldSection, rows) in rowMaps.enumerated() {
      guard let section = sectionMap[oldSection] else { continue }
      for (oldRow, row) in rows.enumerated() {
        guard let row else { continue }
        let new = IndexPath(row: row, section: section)
        if newPaths.contains(new) { result[new] = IndexPath(row: oldRow, section: oldSection) }
      }
    }
    return result
  }
}
