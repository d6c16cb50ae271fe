import Foundation

/// A min-heap of (cost, node): the open list of every search here (A*, the hierarchy's query, the
/// contraction's witness searches). Stale entries are skipped on pop by the caller.
///
/// Four children a node (a 4-ary heap: half the levels of a binary one, and a node's children share
/// a cache line), each entry its key beside its value (one array, one uniqueness check an
/// operation), sifted through the buffer's pointer: the witness searches spent a third of the
/// contraction in this heap.
struct MinHeap {
  private struct Entry {
    var key: Double
    var value: Int32
  }

  private static let arity = 4
  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }
  /// The least key, nil when empty.
  var minimum: Double? { entries.first?.key }
  /// The value with the least key, nil when empty.
  var minimumValue: Int32? { entries.first?.value }

  /// Empties the heap, keeping its capacity for the next search.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }

  mutating func push(_ key: Double, _ value: Int32) {
    // Costs are sums of non-negative finite weights; a NaN would order nothing (and the pop's
    // tournament and a loop over the children would then disagree).
    assert(!key.isNaN, "a heap key is a number")
    let entry = Entry(key: key, value: value)
    entries.append(entry)
    entries.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / MinHeap.arity
        if heap[parent].key <= key { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = entry
    }
  }

  mutating func pop() -> (Double, Int32) {
    let top = entries[0]
    let last = entries.removeLast()
    if !entries.isEmpty {
      entries.withUnsafeMutableBufferPointer { heap in
        let count = heap.count
        var parent = 0
        while true {
          let first = MinHeap.arity * parent + 1
          if first >= count { break }
          var child = first
          if first + MinHeap.arity - 1 < count {
            // All four children (the tournament is written for an arity of 4): the least in a
            // tournament of selects, not a branch on each comparison (random keys mispredicted most
            // of them). Ties go to the earlier child, as the loop below gives them.
            let left = heap[first + 1].key < heap[first].key ? first + 1 : first
            let right = heap[first + 3].key < heap[first + 2].key ? first + 3 : first + 2
            child = heap[right].key < heap[left].key ? right : left
          } else {
            for index in first + 1..<count where heap[index].key < heap[child].key {
              child = index
            }
          }
          if heap[child].key >= last.key { break }
          heap[parent] = heap[child]
          parent = child
        }
        heap[parent] = last
      }
    }
    return (top.key, top.value)
  }
}
