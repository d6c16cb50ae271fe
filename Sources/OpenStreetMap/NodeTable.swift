import Foundation

/// Node id → position while an extract is read: open addressing with linear probing in one flat
/// array of id and position side by side (a lookup misses the cache once), at most three quarters
/// full. A `Dictionary` of the same pairs hashes with SipHash; a 100× extract's 2.4 million nodes
/// made it the import's hottest lookup.
///
/// Ids are hashed sixteen at a time: ids that differ only in their last four bits keep their order
/// in neighbouring slots. Extracts list nodes by id, and a way's nodes were mostly made together, so
/// reading the nodes and then the ways walks the table nearly in order rather than one cache miss
/// per node.
struct NodeTable {
  private struct Slot {
    var id: Int64
    var position: FixedCoordinate
  }

  /// `Int64.min` marks an empty slot: no OpenStreetMap id is that (negative ids, which editors give
  /// new objects, are small).
  private static let empty = Slot(id: Int64.min, position: FixedCoordinate(latitudeE7: 0, longitudeE7: 0))
  private var slots: [Slot]
  private var mask: Int
  private(set) var count = 0

  init() {
    slots = [Slot](repeating: NodeTable.empty, count: 1 << 12)
    mask = (1 << 12) - 1
  }

  private func slot(_ id: Int64) -> Int {
    // Fibonacci hashing of the id's group of sixteen (the top bits of the group times 2⁶⁴ over the
    // golden ratio), the low four bits kept as the place within the group.
    let group = (UInt64(bitPattern: id) >> 4) &* 0x9E37_79B9_7F4A_7C15
    let groupBits = UInt64(mask.nonzeroBitCount - 4)
    return Int(truncatingIfNeeded: (group >> (64 - groupBits)) << 4 | UInt64(id & 15))
  }

  subscript(id: Int64) -> FixedCoordinate? {
    slots.withUnsafeBufferPointer { slots in
      var index = slot(id)
      while true {
        let found = slots[index]
        if found.id == id { return found.position }
        if found.id == Int64.min { return nil }
        index = (index + 1) & mask
      }
    }
  }

  /// Sets `id`'s position (a later node with the same id replaces the earlier, as a dictionary would).
  mutating func set(_ id: Int64, _ position: FixedCoordinate) {
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let mask = mask
    var index = slot(id)
    let added = slots.withUnsafeMutableBufferPointer { slots in
      while slots[index].id != Int64.min && slots[index].id != id { index = (index + 1) & mask }
      let added = slots[index].id == Int64.min
      slots[index] = Slot(id: id, position: position)
      return added
    }
    if added { count += 1 }
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: NodeTable.empty, count: old.count * 2)
    mask = slots.count - 1
    count = 0
    for slot in old where slot.id != Int64.min { set(slot.id, slot.position) }
  }

  var isEmpty: Bool { count == 0 }

  /// Every position, in no particular order.
  func forEachPosition(_ body: (FixedCoordinate) -> Void) {
    for slot in slots where slot.id != Int64.min { body(slot.position) }
  }
}
