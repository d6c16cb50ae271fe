import Foundation

/// The path `HierarchySearch.unpack` works on: arcs in a linked list (`arc[i]` is followed by entry
/// `link[i]`, −1 after the last; entry 0 comes first), in raw buffers that double when full, so
/// splitting an entry costs a few stores (two arrays' appends were most of the unpacking). Not
/// copyable: it owns its buffers and frees them when it ends.
struct UnpackList: ~Copyable {
  private var arc: UnsafeMutablePointer<Int32>
  private var link: UnsafeMutablePointer<Int32>
  private var count: Int
  private var capacity: Int

  /// `arcs` in order. Not empty.
  init(_ arcs: [Int]) {
    precondition(!arcs.isEmpty, "a path to unpack has an arc")
    count = arcs.count
    // A route at 100× unpacks to a few hundred turns (355 at the benchmark pairs' median): 16 a
    // packed arc, and 256 at least, and the buffers seldom grow.
    capacity = max(256, 16 * arcs.count)
    arc = .allocate(capacity: capacity)
    link = .allocate(capacity: capacity)
    for (index, value) in arcs.enumerated() {
      (arc + index).initialize(to: Int32(value))
      (link + index).initialize(to: index + 1 < count ? Int32(index + 1) : -1)
    }
  }

  /// The arc in `entry`.
  subscript(entry: Int) -> Int32 { arc[entry] }

  /// The entries whose arc is a shortcut (`turnCount` or above).
  func shortcuts(from turnCount: Int32) -> [Int] { (0..<count).filter { arc[$0] >= turnCount } }

  /// Puts `first` in `entry` and `second` in a new entry after it; returns the new entry.
  mutating func split(_ entry: Int, _ first: Int32, _ second: Int32) -> Int {
    if count == capacity { grow() }
    (arc + count).initialize(to: second)
    (link + count).initialize(to: link[entry])
    arc[entry] = first
    link[entry] = Int32(count)
    count += 1
    return count - 1
  }

  /// The arcs in list order.
  func walk() -> [Int] {
    // Room for one more: the caller appends the path's last turn.
    let arcs = [Int](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
      var entry = 0
      while entry >= 0 {
        buffer.initializeElement(at: initialized, to: Int(arc[entry]))
        initialized += 1
        entry = Int(link[entry])
      }
    }
    return arcs
  }

  deinit {
    arc.deallocate()
    link.deallocate()
  }

  private mutating func grow() {
    capacity *= 2
    arc = Self.moved(arc, count, capacity)
    link = Self.moved(link, count, capacity)
  }

  /// `buffer`'s first `count` values in a new buffer of `capacity`; `buffer` is freed.
  private static func moved(_ buffer: UnsafeMutablePointer<Int32>, _ count: Int, _ capacity: Int)
    -> UnsafeMutablePointer<Int32>
  {
    let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    larger.moveInitialize(from: buffer, count: count)
    buffer.deallocate()
    return larger
  }
}
