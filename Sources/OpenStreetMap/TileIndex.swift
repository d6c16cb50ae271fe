import Foundation

/// Items bucketed by square tiles of the Web Mercator plane, for rectangle queries. Tiles come in
/// levels: 100 m (a city block) at level 0, four times wider at each level up, until one tile holds
/// the world. An item goes to the lowest level whose tiles are at least as wide as its box, so it is
/// listed in at most 2 × 2 tiles; only occupied tiles are stored (sorted keys), so the index grows
/// with the data and never with the map's bounding box — a road running to (0°, 0°) costs a few
/// entries at a high level, not a grid the size of the ocean. A query reads, per non-empty level,
/// one binary search per tile row it covers.
struct TileIndex: Sendable, Equatable {
  /// Level 0's tile width in projected metres.
  static let baseSize = 100.0
  /// 100 m × 4^11 ≈ 419,000 km: level 11's tile is wider than the world (40,075 km).
  static let levels = 12
  /// Tile coordinates are counted from the world's west and south edges in 22 bits: the world is
  /// 400,750 level-0 tiles across, fewer than 2^22.
  private static let coordinateBits: UInt64 = 22

  /// Occupied tiles, sorted: level, then row, then column (`key`).
  let keys: Column<UInt64>
  /// Tile `keys[t]` holds `items[tileStart[t] ..< tileStart[t + 1]]`, ascending.
  let tileStart: Column<Int32>
  let items: Column<Int32>
  /// Bit `l` set when level `l` holds any item.
  let levelMask: UInt16

  /// An index as a map file stores it.
  init(keys: Column<UInt64>, tileStart: Column<Int32>, items: Column<Int32>, levelMask: UInt16) {
    self.keys = keys
    self.tileStart = tileStart
    self.items = items
    self.levelMask = levelMask
  }

  /// Indexes `boxes` (item `i` has box `boxes[i]`; null boxes are skipped).
  init<Boxes: Collection<MapRect>>(boxes: Boxes) {
    var entryKeys: [UInt64] = []
    var entryItems: [Int32] = []
    entryKeys.reserveCapacity(boxes.count * 2)
    entryItems.reserveCapacity(boxes.count * 2)
    var mask: UInt16 = 0
    for (item, box) in boxes.enumerated() where !box.isNull {
      let level = TileIndex.level(for: box)
      mask |= 1 << level
      let (columns, rows) = TileIndex.tiles(box, level: level)
      for row in rows {
        for column in columns {
          entryKeys.append(TileIndex.key(level, row, column))
          entryItems.append(Int32(item))
        }
      }
    }
    // Items were added in ascending order; a stable sort by key keeps them so within each tile.
    TileIndex.radixSort(&entryKeys, &entryItems)
    var keys = Column<UInt64>()
    var tileStart = Column<Int32>()
    for (index, key) in entryKeys.enumerated() where keys.last != key {
      keys.append(key)
      tileStart.append(Int32(index))
    }
    tileStart.append(Int32(entryKeys.count))
    self.keys = keys
    self.tileStart = tileStart
    items = Column(entryItems)
    levelMask = mask
  }

  /// Sorts by the 48-bit keys, stably, carrying the items along: three counting passes of 16 bits
  /// (a comparison sort of millions of pairs took seconds when a 100× map opened).
  static func radixSort(_ keys: inout [UInt64], _ items: inout [Int32]) {
    var keyBuffer = [UInt64](repeating: 0, count: keys.count)
    var itemBuffer = [Int32](repeating: 0, count: items.count)
    for shift in stride(from: 0, to: Int(2 * coordinateBits + 4), by: 16) {
      var counts = [Int](repeating: 0, count: 1 << 16 + 1)
      for key in keys { counts[Int(key >> UInt64(shift) & 0xFFFF) + 1] += 1 }
      for digit in 0..<(1 << 16) { counts[digit + 1] += counts[digit] }
      for index in keys.indices {
        let digit = Int(keys[index] >> UInt64(shift) & 0xFFFF)
        keyBuffer[counts[digit]] = keys[index]
        itemBuffer[counts[digit]] = items[index]
        counts[digit] += 1
      }
      swap(&keys, &keyBuffer)
      swap(&items, &itemBuffer)
    }
  }

  /// The number of occupied tiles (tests check the index stays small).
  var tileCount: Int { keys.count }

  /// The lowest level whose tiles are at least as wide and as tall as `box`.
  static func level(for box: MapRect) -> Int {
    let extent = max(box.width, box.height)
    var level = 0
    var size = baseSize
    while size < extent && level < levels - 1 {
      size *= 4
      level += 1
    }
    return level
  }

  /// The columns and rows of level `level` that `box` touches, clamped to the world.
  private static func tiles(_ box: MapRect, level: Int) -> (ClosedRange<Int>, ClosedRange<Int>) {
    let size = baseSize * Double(1 << (2 * level))
    let last = Double((1 << coordinateBits) - 1)
    func tile(_ value: Double) -> Int {
      let index = ((value + WebMercator.halfWorld) / size).rounded(.down)
      return Int(index.isNaN ? 0 : min(max(index, 0), last))
    }
    return (tile(box.minX)...tile(box.maxX), tile(box.minY)...tile(box.maxY))
  }

  private static func key(_ level: Int, _ row: Int, _ column: Int) -> UInt64 {
    UInt64(level) << (2 * coordinateBits) | UInt64(row) << coordinateBits | UInt64(column)
  }

  /// Calls `body` with every item whose tiles touch `rect`; an item may come more than once. The
  /// keys a query looks for ascend (levels, then rows), so each search gallops on from where the
  /// last one ended: on a large map the rows after the first cost a few probes near it, not a
  /// binary search of the whole key array (which misses the cache at every step).
  func forEachCandidate(in rect: MapRect, _ body: (Int) -> Void) {
    guard !rect.isNull else { return }
    keys.withUnsafeBufferPointer { keys in
      var tile = 0
      for level in 0..<TileIndex.levels where levelMask & (1 << level) != 0 {
        let (columns, rows) = TileIndex.tiles(rect, level: level)
        // A tall rectangle (a low-zoom tile) walks the occupied tiles of its rows once; a viewport
        // searches each row.
        if rows.count > TileIndex.rowsSearched {
          tile = keys.gallop(to: TileIndex.key(level, rows.lowerBound, 0), from: tile)
          let end = TileIndex.key(level, rows.upperBound, (1 << Int(TileIndex.coordinateBits)) - 1)
          while tile < keys.count && keys[tile] <= end {
            if columns.contains(Int(keys[tile] & ((1 << TileIndex.coordinateBits) - 1))) { visit(tile, body) }
            tile += 1
          }
          continue
        }
        for row in rows {
          tile = keys.gallop(to: TileIndex.key(level, row, columns.lowerBound), from: tile)
          let end = TileIndex.key(level, row, columns.upperBound)
          while tile < keys.count && keys[tile] <= end {
            visit(tile, body)
            tile += 1
          }
        }
      }
    }
  }

  /// Above this many rows a query walks the rows' tiles instead of searching each row.
  private static let rowsSearched = 64

  private func visit(_ tile: Int, _ body: (Int) -> Void) {
    for index in Int(tileStart[tile])..<Int(tileStart[tile + 1]) { body(Int(items[index])) }
  }

  /// The distinct items whose tiles touch `rect`, in ascending order.
  func candidates(in rect: MapRect) -> [Int] {
    var result: [Int] = []
    forEachCandidate(in: rect) { result.append($0) }
    result.sort()
    var unique: [Int] = []
    unique.reserveCapacity(result.count)
    for item in result where unique.last != item { unique.append(item) }
    return unique
  }
}
