import Foundation

/// The state of a list as identifiers: sections in order, each with its items in order. Build one
/// and hand it to a diffable data source, which works out the inserts, deletes and moves.
/// Identifiers must be unique across the snapshot: a repeated item or section identifier, or an
/// operation naming one that is not there, is ignored (UIKit raises).
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  public typealias Section = SectionIdentifierType
  public typealias Item = ItemIdentifierType

  private(set) var sections: [Section] = []
  private(set) var items: [[Item]] = []
  private(set) var reloadedItems: Set<Item> = []
  private(set) var reconfiguredItems: Set<Item> = []
  private(set) var reloadedSections: Set<Section> = []

  public init() {}

  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
  public var numberOfSections: Int { sections.count }
  public var sectionIdentifiers: [Section] { sections }
  public var itemIdentifiers: [Item] { items.flatMap { $0 } }
  public var reloadedItemIdentifiers: [Item] { itemIdentifiers.filter { reloadedItems.contains($0) } }
  public var reconfiguredItemIdentifiers: [Item] { itemIdentifiers.filter { reconfiguredItems.contains($0) } }
  public var reloadedSectionIdentifiers: [Section] { sections.filter { reloadedSections.contains($0) } }

  public func numberOfItems(inSection identifier: Section) -> Int {
    indexOfSection(identifier).map { items[$0].count } ?? 0
  }

  public func itemIdentifiers(inSection identifier: Section) -> [Item] {
    indexOfSection(identifier).map { items[$0] } ?? []
  }

  public func sectionIdentifier(containingItem identifier: Item) -> Section? {
    position(of: identifier).map { sections[$0.section] }
  }

  /// The item's index in the whole snapshot (counting across sections), as UIKit's.
  public func indexOfItem(_ identifier: Item) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  public func indexOfSection(_ identifier: Section) -> Int? {
    sections.firstIndex(of: identifier)
  }

  /// Appends to the last section when `sectionIdentifier` is nil.
  public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
    guard let section = sectionIdentifier.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
    else { return }
    items[section] += fresh(identifiers)
  }

  public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
    guard let at = position(of: beforeIdentifier) else { return }
    items[at.section].insert(contentsOf: fresh(identifiers), at: at.item)
  }

  public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
    guard let at = position(of: afterIdentifier) else { return }
    items[at.section].insert(contentsOf: fresh(identifiers), at: at.item + 1)
  }

  public mutating func deleteItems(_ identifiers: [Item]) {
    let gone = Set(identifiers)
    items = items.map { $0.filter { !gone.contains($0) } }
    reloadedItems.subtract(gone)
    reconfiguredItems.subtract(gone)
  }

  public mutating func deleteAllItems() {
    sections = []
    items = []
    reloadedItems = []
    reconfiguredItems = []
    reloadedSections = []
  }

  public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
    move(identifier, next: toIdentifier, after: false)
  }

  public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
    move(identifier, next: toIdentifier, after: true)
  }

  /// Marks items whose cells must be made again (a new cell, crossfaded).
  public mutating func reloadItems(_ identifiers: [Item]) {
    reloadedItems.formUnion(identifiers.filter { position(of: $0) != nil })
  }

  /// Marks items whose existing cells are configured again in place.
  public mutating func reconfigureItems(_ identifiers: [Item]) {
    reconfiguredItems.formUnion(identifiers.filter { position(of: $0) != nil })
  }

  public mutating func appendSections(_ identifiers: [Section]) {
    let new = freshSections(identifiers)
    sections += new
    items += new.map { _ in [] }
  }

  public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
    guard let at = indexOfSection(toIdentifier) else { return }
    insertSections(freshSections(identifiers), at: at)
  }

  public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
    guard let at = indexOfSection(toIdentifier) else { return }
    insertSections(freshSections(identifiers), at: at + 1)
  }

  public mutating func deleteSections(_ identifiers: [Section]) {
    let gone = Set(identifiers)
    for index in sections.indices.reversed() where gone.contains(sections[index]) {
      sections.remove(at: index)
      items.remove(at: index)
    }
    reloadedSections.subtract(gone)
  }

  public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
    moveSection(identifier, next: toIdentifier, after: false)
  }

  public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
    moveSection(identifier, next: toIdentifier, after: true)
  }

  public mutating func reloadSections(_ identifiers: [Section]) {
    reloadedSections.formUnion(identifiers.filter { indexOfSection($0) != nil })
  }

  // MARK: Helpers

  func position(of identifier: Item) -> (section: Int, item: Int)? {
    for (section, list) in items.enumerated() {
      if let item = list.firstIndex(of: identifier) { return (section, item) }
    }
    return nil
  }

  /// Moves the item at one position to another (positions as index paths: section, then item),
  /// as a table's reorder does; positions that do not exist change nothing.
  mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    guard items.indices.contains(source[0]), items[source[0]].indices.contains(source[1]),
      items.indices.contains(destination[0])
    else { return }
    let item = items[source[0]].remove(at: source[1])
    items[destination[0]].insert(item, at: min(max(destination[1], 0), items[destination[0]].count))
  }

  /// The identifiers not in the snapshot yet, each once.
  private func fresh(_ identifiers: [Item]) -> [Item] {
    var seen = Set(itemIdentifiers)
    return identifiers.filter { seen.insert($0).inserted }
  }

  private func freshSections(_ identifiers: [Section]) -> [Section] {
    var seen = Set(sections)
    return identifiers.filter { seen.insert($0).inserted }
  }

  private mutating func insertSections(_ new: [Section], at index: Int) {
    sections.insert(contentsOf: new, at: index)
    items.insert(contentsOf: new.map { _ in [] }, at: index)
  }

  private mutating func move(_ identifier: Item, next neighbour: Item, after: Bool) {
    guard identifier != neighbour, let from = position(of: identifier), position(of: neighbour) != nil else {
      return
    }
    items[from.section].remove(at: from.item)
    guard let to = position(of: neighbour) else { return }
    items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
  }

  private mutating func moveSection(_ identifier: Section, next neighbour: Section, after: Bool) {
    guard identifier != neighbour, let from = indexOfSection(identifier), indexOfSection(neighbour) != nil
    else { return }
    let list = items.remove(at: from)
    sections.remove(at: from)
    guard let to = indexOfSection(neighbour) else { return }
    sections.insert(identifier, at: to + (after ? 1 : 0))
    items.insert(list, at: to + (after ? 1 : 0))
  }
}
