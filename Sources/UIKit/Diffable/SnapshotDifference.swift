import Foundation

extension NSDiffableDataSourceSnapshot {
  /// The batch that turns `old` into this snapshot, in a table's terms: sections and items that
  /// went (old indexes), came (new indexes), moved (an item to another section, or out of order
  /// in its own: the fewest moves, from Swift's `difference(from:)`), and reloaded ones. Every
  /// change gets `animation`.
  func changes<Animation>(from old: Self, animation: Animation) -> TableUpdate<Animation> {
    var update = TableUpdate<Animation>()
    let oldSections = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1, $0) })
    let newSections = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    for (index, section) in old.sections.enumerated() where newSections[section] == nil {
      update.deletedSections[index] = animation
    }
    for (index, section) in sections.enumerated() where oldSections[section] == nil {
      update.insertedSections[index] = animation
    }
    let reloadedSections = reloadedSections.filter { oldSections[$0] != nil }
    for section in reloadedSections { update.reloadedSections[oldSections[section]!] = animation }
    let keptOld = old.sections.filter { newSections[$0] != nil }
    let keptNew = sections.filter { oldSections[$0] != nil }
    for change in keptNew.difference(from: keptOld) {
      guard case .remove(_, let section, _) = change else { continue }
      update.movedSections[oldSections[section]!] = newSections[section]!
    }
    // Sections whose items all get new cells on one side: gone, new or reloaded.
    let oldWhole = Set(update.deletedSections.keys).union(update.reloadedSections.keys)
    let newWhole = Set(update.insertedSections.keys).union(reloadedSections.map { newSections[$0]! })
    let oldPaths = old.indexPaths
    let newPaths = indexPaths
    for (item, path) in oldPaths where !oldWhole.contains(path.section) {
      if let new = newPaths[item], !newWhole.contains(new.section) { continue }
      update.deletedRows[path] = animation
    }
    for (item, path) in newPaths where !newWhole.contains(path.section) {
      if let previous = oldPaths[item], !oldWhole.contains(previous.section) { continue }
      update.insertedRows[path] = animation
    }
    // Items on both sides: a move when the section changes or the order within it does.
    for (sectionIndex, section) in sections.enumerated() where !newWhole.contains(sectionIndex) {
      let stays = { (item: Item) -> Bool in
        guard let before = oldPaths[item], !oldWhole.contains(before.section) else { return false }
        return old.sections[before.section] == section
      }
      let keptBefore =
        oldSections[section].map { old.items[$0].filter { newPaths[$0]?.section == sectionIndex } } ?? []
      let keptAfter = items[sectionIndex].filter(stays)
      var moved = Set<Item>()
      for change in keptAfter.difference(from: keptBefore) {
        if case .remove(_, let item, _) = change { moved.insert(item) }
      }
      for item in items[sectionIndex] {
        guard let before = oldPaths[item], !oldWhole.contains(before.section) else { continue }
        if !stays(item) || moved.contains(item) { update.movedRows[before] = newPaths[item]! }
      }
    }
    for item in reloadedItems.union(reconfiguredItems) {
      guard let before = oldPaths[item], !oldWhole.contains(before.section), let after = newPaths[item],
        !newWhole.contains(after.section)
      else { continue }
      update.reloadedRows[before] = animation
    }
    return update
  }

  /// Every item's index path.
  var indexPaths: [Item: IndexPath] {
    var result: [Item: IndexPath] = [:]
    for (section, list) in items.enumerated() {
      for (row, item) in list.enumerated() { result[item] = IndexPath(item: row, section: section) }
    }
    return result
  }

  /// The item counts per section, as a data source answers them.
  var counts: [Int] { items.map(\.count) }

  /// The item at a section and index, if there is one (what a diffable data source's
  /// `itemIdentifier(for:)` answers).
  func item(section: Int, index: Int) -> Item? {
    items.indices.contains(section) && items[section].indices.contains(index) ? items[section][index] : nil
  }

  func section(at index: Int) -> Section? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  func count(inSection index: Int) -> Int {
    items.indices.contains(index) ? items[index].count : 0
  }
}
