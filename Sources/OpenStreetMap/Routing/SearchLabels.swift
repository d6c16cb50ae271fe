import Foundation

/// One search direction's labels, for the few nodes a hierarchy query reaches: an open-addressing
/// table, so a query costs what it visits, not the map's size (a dense array per query would clear
/// megabytes on a large map). The table is kept from query to query (`HierarchySearch`'s spare
/// sides): `removeAll()` empties only the slots the last query filled, and the capacity it grew to
/// stays, so a query allocates nothing.
struct SearchLabels {
  struct Label {
    var cost: Double
    /// The node before (forwards) or after (backwards) on the path, −1 at an end.
    var neighbour: Int32
    /// The arc to or from `neighbour`; at an end, what the search started from (a source's index,
    /// or the turn into a target).
    var arc: Int32
  }

  /// A slot: its node (−1 when empty) beside its label, so a probe reads one cache line.
  private struct Slot {
    var node: Int32
    var label: Label
  }

  private static let empty = Slot(node: -1, label: Label(cost: .infinity, neighbour: -1, arc: -1))
  private var slots: [Slot]
  /// The slots in use, in the order they were filled: what `removeAll()` empties.
  private var filled: [Int32] = []
  /// 32 − log₂(capacity): a node's home slot is the top bits of its Fibonacci hash (the low bits of
  /// a product depend only on the key's low bits, and node numbers of one area share those).
  private var shift: UInt32

  init(capacity: Int = 256) {
    slots = Array(repeating: SearchLabels.empty, count: capacity)
    shift = UInt32(32 - capacity.trailingZeroBitCount)
  }

  /// A table without storage, to stand where one was moved out: it must not be used.
  static let unallocated = SearchLabels(slots: [], shift: 32)

  private init(slots: [Slot], shift: UInt32) {
    self.slots = slots
    self.shift = shift
  }

  subscript(node: Int32) -> Label? {
    let slot = slots[find(node)]
    return slot.node == node ? slot.label : nil
  }

  func cost(_ node: Int32) -> Double {
    let slot = slots[find(node)]
    return slot.node == node ? slot.label.cost : .infinity
  }

  /// Sets the node's label if it is cheaper than the one it has; tells whether it was.
  mutating func improve(_ node: Int32, _ label: Label) -> Bool {
    var index = find(node)
    if slots[index].node == node {
      guard label.cost < slots[index].label.cost else { return false }
      slots[index].label = label
      return true
    }
    if 2 * (filled.count + 1) > slots.count {
      grow()
      index = find(node)
    }
    slots[index] = Slot(node: node, label: label)
    filled.append(Int32(index))
    return true
  }

  /// Forgets every label, keeping the capacity.
  mutating func removeAll() {
    for index in filled { slots[Int(index)] = SearchLabels.empty }
    filled.removeAll(keepingCapacity: true)
  }

  /// The node's slot, or the empty slot where it would go (linear probing).
  private func find(_ node: Int32) -> Int {
    let mask = slots.count - 1
    var index = Int((UInt32(bitPattern: node) &* 0x9E37_79B1) >> shift)
    while slots[index].node != -1 && slots[index].node != node { index = (index + 1) & mask }
    return index
  }

  private mutating func grow() {
    let old = filled.map { slots[Int($0)] }
    slots = Array(repeating: SearchLabels.empty, count: slots.count * 2)
    shift -= 1
    filled.removeAll(keepingCapacity: true)
    for slot in old {
      let index = find(slot.node)
      slots[index] = slot
      filled.append(Int32(index))
    }
  }
}
