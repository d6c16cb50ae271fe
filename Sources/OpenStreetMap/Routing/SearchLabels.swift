import CPrefetch
import Foundation

/// One search direction's labels, for the few nodes a hierarchy query reaches: the labels a query
/// set lie packed in the order they were set (`slots`), and a dense array over every node of the
/// graph (`position`) tells where a node's label is — a sparse set (Briggs & Torczon 1993). A node
/// has a label when its position names a slot that names it back, so nothing is ever cleared: a
/// query forgets its labels by emptying `slots`, and a stale position fails the check. A lookup is
/// one read of the dense array and one of the packed slots (the hash table this replaced probed and
/// hashed on every one of the ~10 lookups a settled node costs).
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

  /// A label beside its node, so a lookup checks the node and reads the cost from one cache line.
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
    slots.append(Slot(node: node, label: label))
    return true
  }

  /// Asks the processor to bring where the node's label is noted into cache, without waiting.
  func prefetch(_ node: Int32) { hail_prefetch(positions.base + Int(node)) }

  /// Forgets every label, keeping the capacity.
  mutating func removeAll() {
    slots.removeAll(keepingCapacity: true)
  }

  /// The node's slot, −1 when it has no label.
  private func slotIndex(_ node: Int32) -> Int {
    let index = Int(positions.base[Int(node)])
    return index < slots.count && slots[index].node == node ? index : -1
  }

  /// The dense node → slot array: one allocation, freed with its last owner. A copy of the labels
  /// shares it until one of them adds a label (then that one copies it), as an array would; so it
  /// is written only by its one owner, and may cross threads as an array's buffer does.
  private final class Positions: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
    let count: Int

    init(count: Int) {
      self.count = count
      // Zeroed and, at this size, mapped by the allocator page by page as touched.
      let raw = calloc(max(count, 1), MemoryLayout<UInt32>.stride)!
      base = raw.bindMemory(to: UInt32.self, capacity: max(count, 1))
    }

    func copy() -> Positions {
      let copied = Positions(count: count)
      copied.base.update(from: base, count: count)
      return copied
    }

    deinit { free(base) }
  }
}
