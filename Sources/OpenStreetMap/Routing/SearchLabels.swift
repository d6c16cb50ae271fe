import Foundation

/// One search direction's labels, for the few nodes a hierarchy query reaches: an open-addressing
/// table, so a query costs what it visits, not the map's size (a dense array per query would clear
/// megabytes on a large map).
struct SearchLabels {
  struct Label {
    var cost: Double
    /// The node before (forwards) or after (backwards) on the path, −1 at an end.
    var neighbour: Int32
    /// The arc to or from `neighbour`; at an end, what the search started from (a source's index,
    /// or the turn into a target).
    var arc: Int32
  }

  private var keys: [Int32]
  private var labels: [Label]
  private var used = 0

  init(capacity: Int = 256) {
    keys = Array(repeating: -1, count: capacity)
    labels = Array(repeating: Label(cost: .infinity, neighbour: -1, arc: -1), count: capacity)
  }

  subscript(node: Int32) -> Label? {
    let slot = find(node)
    return keys[slot] == node ? labels[slot] : nil
  }

  func cost(_ node: Int32) -> Double {
    let slot = find(node)
    return keys[slot] == node ? labels[slot].cost : .infinity
  }

  /// Sets the node's label if it is cheaper than the one it has; tells whether it was.
  mutating func improve(_ node: Int32, _ label: Label) -> Bool {
    var slot = find(node)
    if keys[slot] == node {
      guard label.cost < labels[slot].cost else { return false }
      labels[slot] = label
      return true
    }
    if 2 * (used + 1) > keys.count {
      grow()
      slot = find(node)
    }
    keys[slot] = node
    labels[slot] = label
    used += 1
    return true
  }

  /// The node's slot, or the empty slot where it would go (linear probing).
  private func find(_ node: Int32) -> Int {
    let mask = keys.count - 1
    var slot = Int(UInt32(bitPattern: node) &* 0x9E37_79B1) & mask
    while keys[slot] != -1 && keys[slot] != node { slot = (slot + 1) & mask }
    return slot
  }

  private mutating func grow() {
    let old = zip(keys, labels).filter { $0.0 != -1 }
    keys = Array(repeating: -1, count: keys.count * 2)
    labels = Array(repeating: Label(cost: .infinity, neighbour: -1, arc: -1), count: keys.count)
    for (key, label) in old {
      let slot = find(key)
      keys[slot] = key
      labels[slot] = label
    }
  }
}
