import Foundation

/// One section's items as an outline: items with children, each parent expanded or collapsed.
/// Hand it to `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`: the
/// section shows its `visibleItems` (children of collapsed parents are hidden), list cells are
/// indented by their `level(of:)`, and an `.outlineDisclosure` accessory expands and collapses its
/// item. Identifiers must be unique; an operation naming an item that is not there, or adding one
/// that is, is ignored (UIKit raises).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  public typealias Item = ItemIdentifierType

  private var roots: [Item] = []
  private var children: [Item: [Item]] = [:]
  private var parents: [Item: Item] = [:]
  private var expanded: Set<Item> = []

  public init() {}

  /// Every item, depth first: each parent before its children.
  public var items: [Item] { roots.flatMap { subtree($0) } }

  /// The items shown: those whose ancestors are all expanded, depth first.
  public var visibleItems: [Item] { roots.flatMap { visibleSubtree($0) } }

  public var rootItems: [Item] { roots }

  public func contains(_ item: Item) -> Bool { parents[item] != nil || roots.contains(item) }

  /// The item's depth: 0 for a root item.
  public func level(of item: Item) -> Int {
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  public func parent(of child: Item) -> Item? { parents[child] }

  /// The item's place in `items`.
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

  public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

  /// Whether every ancestor of the item is expanded.
  public func isVisible(_ item: Item) -> Bool {
    guard contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// Adds items at the end of the root items, or of `parent`'s children.
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    let added = fresh(items)
    guard let parent else { return roots += added }
    guard contains(parent) else { return }
    children[parent, default: []] += added
    for item in added { parents[item] = parent }
  }

  public mutating func insert(_ items: [Item], before item: Item) {
    insert(items, beside: item, offset: 0)
  }

  public mutating func insert(_ items: [Item], after item: Item) {
    insert(items, beside: item, offset: 1)
  }

  /// Removes the items with all their descendants.
  public mutating func delete(_ items: [Item]) {
    for item in items where contains(item) {
      let removed = subtree(item)
      if let parent = parents[item] {
        children[parent]?.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
      for gone in removed {
        children[gone] = nil
        parents[gone] = nil
        expanded.remove(gone)
      }
    }
  }

  public mutating func deleteAll() {
    self = Self()
  }

  public mutating func expand(_ items: [Item]) {
    for item in items where contains(item) { expanded.insert(item) }
  }

  public mutating func collapse(_ items: [Item]) {
    for item in items { expanded.remove(item) }
  }

  /// The subtree under `parent` as a snapshot of its own (with `parent` as its root if asked).
  public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
    var result = Self()
    guard contains(parent) else { return result }
    func copy(_ item: Item, under newParent: Item?) {
      result.append([item], to: newParent)
      if expanded.contains(item) { result.expanded.insert(item) }
      for child in children[item] ?? [] { copy(child, under: item) }
    }
    if includingParent {
      copy(parent, under: nil)
    } else {
      for child in children[parent] ?? [] { copy(child, under: nil) }
    }
    return result
  }

  /// Puts `replacement`'s items, with their structure and expansion, in place of `parent`'s children.
  mutating func replaceChildren(of parent: Item, with replacement: Self) {
    guard contains(parent) else { return }
    delete(children[parent] ?? [])
    for item in replacement.items {
      append([item], to: replacement.parent(of: item) ?? parent)
      if replacement.isExpanded(item) { expanded.insert(item) }
    }
  }

  private func subtree(_ item: Item) -> [Item] {
    [item] + (children[item] ?? []).flatMap { subtree($0) }
  }

  private func visibleSubtree(_ item: Item) -> [Item] {
    guard expanded.contains(item) else { return [item] }
    return [item] + (children[item] ?? []).flatMap { visibleSubtree($0) }
  }

  /// The items not yet in the snapshot, each once.
  private func fresh(_ items: [Item]) -> [Item] {
    var seen = Set<Item>()
    return items.filter { !contains($0) && seen.insert($0).inserted }
  }

  private mutating func insert(_ items: [Item], beside item: Item, offset: Int) {
    guard contains(item) else { return }
    let added = fresh(items)
    if let parent = parents[item] {
      guard let at = children[parent]?.firstIndex(of: item) else { return }
      children[parent]?.insert(contentsOf: added, at: at + offset)
      for new in added { parents[new] = parent }
    } else if let at = roots.firstIndex(of: item) {
      roots.insert(contentsOf: added, at: at + offset)
    }
  }
}
