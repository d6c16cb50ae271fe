import CPrefetch
import Foundation

/// One search direction's labels, for the few nodes a hierarchy query reaches: the labels a query
/// set lie packed in the order they were set (`slots`), a bitmap over every node of the graph
/// (`marks`) tells which nodes have one, and a dense array (`base`) where a node's label is (a
/// sparse set after Briggs & Torczon 1993, its membership kept in bits). A lookup of a node without
/// a label — most of what a settled node's stall check and arcs ask — reads one bit: at 100× the
/// bitmap is 24 KB and stays in the nearest caches, where the array (775 KB) was read all over
/// (the query 5–9 % faster). A labelled node costs one read of the array and
/// one of the packed slots (the hash table this replaced probed and hashed on every one of the ~10
/// lookups a settled node costs). A query forgets its labels by clearing its slots' words of the
/// bitmap and emptying `slots`: the array's stale entries are never read.
///
/// The dense array holds 4 bytes a node, allocated zeroed by `calloc`, so its pages cost memory only
/// once a query touches them. The labels are kept from query to query (`HierarchySearch`'s spare
/// sides): a query allocates nothing once `slots` has grown to its size.
struct SearchLabels {
  struct Label {
    var cost: Double
    /// The node before (forwards) or after (backwards) on the path, −1 at an end.
    var neighbour: Int32
    /// The arc to or from `neighbour`; at an end, what the search started from (a source's index,
    /// or the turn into a target).
    var arc: Int32
  }

  /// A label beside its node: the node is kept so `removeAll` finds the bitmap word to clear.
  private struct Slot {
    var node: Int32
    var label: Label
  }

  private var positions: Positions
  private var slots: [Slot] = []

  /// Labels for the nodes `0 ..< nodeCount`.
  init(nodeCount: Int) {
    positions = Positions(count: nodeCount)
    slots.reserveCapacity(256)
  }

  /// Labels without storage, to stand where some were moved out: they must not be used.
  static let unallocated = SearchLabels(nodeCount: 0)

  subscript(node: Int32) -> Label? {
    let index = slotIndex(node)
    return index >= 0 ? slots[index].label : nil
  }

  func cost(_ node: Int32) -> Double {
    let index = slotIndex(node)
    return index >= 0 ? slots[index].label.cost : .infinity
  }

  /// Sets the node's label if it is cheaper than the one it has; tells whether it was.
  mutating func improve(_ node: Int32, _ label: Label) -> Bool {
    let index = slotIndex(node)
    if index >= 0 {
      guard label.cost < slots[index].label.cost else { return false }
      slots[index].label = label
      return true
    }
    if !isKnownUniquelyReferenced(&positions) { positions = positions.copy() }
    positions.base[Int(node)] = UInt32(slots.count)
    positions.marks[Int(node) >> 6] |= 1 << UInt64(node & 63)
    slots.append(Slot(node: node, label: label))
    return true
  }

  /// Calls `body` with each labelled node numbered below `bound` and its cost.
  func forEachLabel(below bound: Int32, _ body: (Int32, Double) -> Void) {
    for slot in slots where slot.node < bound { body(slot.node, slot.label.cost) }
  }

  /// Asks the processor to bring the bitmap word telling whether the node has a label into cache,
  /// without waiting.
  func prefetch(_ node: Int32) { hail_prefetch(positions.marks + (Int(node) >> 6)) }

  /// Forgets every label, keeping the capacity.
  mutating func removeAll() {
    if !slots.isEmpty {
      if !isKnownUniquelyReferenced(&positions) { positions = positions.copy() }
      for slot in slots { positions.marks[Int(slot.node) >> 6] = 0 }
    }
    slots.removeAll(keepingCapacity: true)
  }

  /// The node's slot, −1 when it has no label.
  private func slotIndex(_ node: Int32) -> Int {
    guard positions.marks[Int(node) >> 6] & (1 << UInt64(node & 63)) != 0 else { return -1 }
    return Int(positions.base[Int(node)])
  }

  /// The node → slot array and the bitmap of labelled nodes, freed with their last owner. A copy
  /// of the labels shares them until one of them adds a label or forgets its labels (then that one
  /// copies them), as an array would; so they are written only by their one owner, and may cross
  /// threads as an array's buffer does.
  private final class Positions: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
    let marks: UnsafeMutablePointer<UInt64>
    let count: Int

    init(count: Int) {
      self.count = count
      // Zeroed and, at this size, mapped by the allocator page by page as touched.
      let raw = calloc(max(count, 1), MemoryLayout<UInt32>.stride)!
      base = raw.bindMemory(to: UInt32.self, capacity: max(count, 1))
      marks = calloc(count / 64 + 1, 8)!.bindMemory(to: UInt64.self, capacity: count / 64 + 1)
    }

    func copy() -> Positions {
      let copied = Positions(count: count)
      copied.base.update(from: base, count: count)
      copied.marks.update(from: marks, count: count / 64 + 1)
      return copied
    }

    deinit {
      free(base)
      free(marks)
    }
  }
}
