import Foundation

/// Node id → position while an extract is read: open addressing with linear probing in two flat
/// arrays (16 bytes a node at most half full), hashed by one multiplication. A `Dictionary` of the
/// same pairs hashes with SipHash and a 100× extract's 2.4 million nodes made it the import's
/// hottest lookup; this keeps one cache miss per lookup and no allocation per node.
struct NodeTable {
  /// `Int64.min` marks an empty slot: no OpenStreetMap id is that (negative ids, which editors give
  /// new objects, are small).
  private static let empty = Int64.min
  private var ids: [Int64]
  private var positions: [FixedCoordinate]
  private var mask: Int
  private(set) var count = 0

  init() {
    ids = [Int64](repeating: NodeTable.empty, count: 1 << 12)
    positions = [FixedCoordinate](
      repeating: FixedCoordinate(latitudeE7: 0, longitudeE7: 0), count: 1 << 12)
    mask = (1 << 12) - 1
  }

  private func slot(_ id: Int64) -> Int {
    // Fibonacci hashing: the top bits of the id times 2⁶⁴ over the golden ratio spread consecutive
    // ids over the table.
    Int(
      truncatingIfNeeded: (UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15)
        >> UInt64(64 - mask.nonzeroBitCount))
  }

  subscript(id: Int64) -> FixedCoordinate? {
    var index = slot(id)
    while true {
      let found = ids[index]
      if found == id { return positions[index] }
      if found == NodeTable.empty { return nil }
      index = (index + 1) & mask
    }
  }

  /// Sets `id`'s position (a later node with the same id replaces the earlier, as a dictionary would).
  mutating func set(_ id: Int64, _ position: FixedCoordinate) {
    if (count + 1) * 2 > ids.count { grow() }
    var index = slot(id)
    while ids[index] != NodeTable.empty && ids[index] != id { index = (index + 1) & mask }
    if ids[index] == NodeTable.empty { count += 1 }
    ids[index] = id
    positions[index] = position
  }

  private mutating func grow() {
    let (oldIDs, oldPositions) = (ids, positions)
    ids = [Int64](repeating: NodeTable.empty, count: oldIDs.count * 2)
    positions = [FixedCoordinate](
      repeating: FixedCoordinate(latitudeE7: 0, longitudeE7: 0), count: oldIDs.count * 2)
    mask = ids.count - 1
    count = 0
    for index in oldIDs.indices where oldIDs[index] != NodeTable.empty {
      set(oldIDs[index], oldPositions[index])
    }
  }

  var isEmpty: Bool { count == 0 }

  /// Every position, in no particular order.
  func forEachPosition(_ body: (FixedCoordinate) -> Void) {
    for index in ids.indices where ids[index] != NodeTable.empty { body(positions[index]) }
  }
}
