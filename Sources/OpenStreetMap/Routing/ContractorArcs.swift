import Foundation

/// One direction's arcs of the graph `Contractor` works on, every node's list in one flat array
/// (OSRM's `DynamicGraph` keeps its edges the same way): node x's are `arcs[first[x] ..< first[x] +
/// count[x]]` with room up to `room[x]`; a full list moves to the end with twice the room, so adding
/// is amortised constant and no node has an allocation of its own (an array per node cost a
/// reference count and an indirection on every step of every witness search).
struct ContractorArcs {
  private(set) var arcs: [Contractor.Arc] = []
  private var first: [Int]
  private var count: [Int32]
  private var room: [Int32]
  private static let unused = Contractor.Arc(node: -1, weight: 0, id: -1)

  /// Lists for `nodes` nodes, `sizes[x]` arcs' room for node x (the graph's own arcs).
  init(sizes: [Int]) {
    first = []
    first.reserveCapacity(sizes.count)
    var total = 0
    for size in sizes {
      first.append(total)
      total += size
    }
    arcs = Array(repeating: ContractorArcs.unused, count: total)
    count = Array(repeating: 0, count: sizes.count)
    room = sizes.map { Int32($0) }
  }

  /// Where node x's arcs are in `arcs`.
  func range(_ node: Int) -> Range<Int> { first[node]..<first[node] + Int(count[node]) }

  func count(_ node: Int) -> Int { Int(count[node]) }

  subscript(index: Int) -> Contractor.Arc {
    get { arcs[index] }
    set { arcs[index] = newValue }
  }

  mutating func append(_ arc: Contractor.Arc, to node: Int) {
    if count[node] == room[node] {
      // Moved to the end with twice the room; the old place is left unused.
      // (Element by element: appending a slice of `arcs` to itself would copy the whole array.)
      let newRoom = max(4, 2 * Int(room[node]))
      let start = arcs.count
      for offset in 0..<newRoom {
        arcs.append(offset < count(node) ? arcs[first[node] + offset] : ContractorArcs.unused)
      }
      first[node] = start
      room[node] = Int32(newRoom)
    }
    arcs[first[node] + Int(count[node])] = arc
    count[node] += 1
  }

  /// The index in `arcs` of node x's arc to or from `other`, nil when it has none.
  func index(of other: Int32, in node: Int) -> Int? {
    range(node).first { arcs[$0].node == other }
  }

  /// Removes node x's arcs to or from `other` (the last arc takes each one's place).
  mutating func remove(_ other: Int32, from node: Int) {
    var index = first[node]
    while index < first[node] + Int(count[node]) {
      if arcs[index].node == other {
        count[node] -= 1
        arcs[index] = arcs[first[node] + Int(count[node])]
      } else {
        index += 1
      }
    }
  }
}
