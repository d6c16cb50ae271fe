import Foundation

/// The road network's strongly connected components as a small graph of their own (the
/// condensation): which component is the largest, and whether one can reach another at all. The
/// components join both directions of two-way roads, so they connect a little more than the turns
/// do: "cannot reach" is certain, and saves a search that would explore everything reachable only
/// to fail. Made at import (`MapSummary`) and read in place: made on open, it walked every turn of
/// the map before the fleet's first route (31 M instructions at 100×, callgrind).
struct ComponentIndex: Sendable, Equatable {
  /// The largest component's number, alone in a column; 0 when the map has no components.
  var largestColumn: Column<Int32> = [0]
  /// The components each component's turns lead into directly (sorted):
  /// `successors[successorStart[c] ..< successorStart[c + 1]]`.
  var successorStart: Column<Int32> = [0]
  var successors: Column<Int32> = []
  /// Per component, bit 0: it can reach the largest; bit 1: the largest can reach it. Most
  /// questions have the main network at one end (a car, a pickup), and these answer them without a
  /// walk.
  var reachFlags: Column<UInt8> = []

  static let reachesLargestBit: UInt8 = 1
  static let reachedFromLargestBit: UInt8 = 2

  var largest: Int { Int(largestColumn[0]) }
  var count: Int { reachFlags.count }

  init() {}

  init(_ turns: TurnGraph) {
    let sizes = turns.componentSize
    let largest = sizes.indices.max { sizes[$0] < sizes[$1] } ?? 0
    largestColumn = [Int32(largest)]
    var next = [Set<Int32>](repeating: [], count: sizes.count)
    for node in 0..<turns.nodeCount {
      let from = turns.edgeComponent[Int(turns.nodeEdge[node])]
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
        let to = turns.edgeComponent[Int(turns.nodeEdge[Int(turns.turnTarget[turn])])]
        if to != from { next[Int(from)].insert(to) }
      }
    }
    let links = next.map { $0.sorted() }
    for targets in links {
      successors.append(contentsOf: targets)
      successorStart.append(Int32(successors.count))
    }
    var predecessors = [[Int32]](repeating: [], count: sizes.count)
    for (component, targets) in links.enumerated() {
      for target in targets { predecessors[Int(target)].append(Int32(component)) }
    }
    let reachedFromLargest = Self.closure(from: largest, along: links)
    let reachesLargest = Self.closure(from: largest, along: predecessors)
    reachFlags = Column(
      sizes.indices.lazy.map {
        (reachesLargest[$0] ? Self.reachesLargestBit : 0)
          | (reachedFromLargest[$0] ? Self.reachedFromLargestBit : 0)
      })
  }

  /// The components reachable from `start` along `links` (itself included).
  private static func closure(from start: Int, along links: [[Int32]]) -> [Bool] {
    var seen = [Bool](repeating: false, count: links.count)
    guard links.indices.contains(start) else { return seen }
    seen[start] = true
    var stack = [start]
    while let component = stack.popLast() {
      for next in links[component] where !seen[Int(next)] {
        seen[Int(next)] = true
        stack.append(Int(next))
      }
    }
    return seen
  }

  /// Whether any road path may lead from component `from` to component `to`.
  func reaches(from: Int, to: Int) -> Bool {
    if from == to { return true }
    let reachesLargest = reachFlags[from] & Self.reachesLargestBit != 0
    let reachedFromLargest = reachFlags[to] & Self.reachedFromLargestBit != 0
    if reachesLargest && reachedFromLargest { return true }
    if from == largest { return reachedFromLargest }
    if to == largest { return reachesLargest }
    var seen: Set<Int> = [from]
    var stack = [from]
    while let component = stack.popLast() {
      for next in successors[Int(successorStart[component])..<Int(successorStart[component + 1])]
      where seen.insert(Int(next)).inserted {
        if Int(next) == to { return true }
        stack.append(Int(next))
      }
    }
    return false
  }
}
