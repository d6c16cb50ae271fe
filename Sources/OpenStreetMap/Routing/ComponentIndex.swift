import Foundation

/// The road network's strongly connected components as a small graph of their own (the
/// condensation): which component is the largest, and whether one can reach another at all. The
/// components join both directions of two-way roads, so they connect a little more than the turns
/// do: "cannot reach" is certain, and saves a search that would explore everything reachable only
/// to fail.
struct ComponentIndex: Sendable {
  let largest: Int
  /// The components each component's turns lead into directly.
  private let successors: [[Int32]]
  /// Whether each component can reach the largest, and be reached from it: most questions have the
  /// main network at one end (a car, a pickup), and these answer them without a walk.
  private let reachesLargest: [Bool]
  private let reachedFromLargest: [Bool]

  init(_ turns: TurnGraph) {
    let sizes = turns.componentSize
    largest = sizes.indices.max { sizes[$0] < sizes[$1] } ?? 0
    var next = [Set<Int32>](repeating: [], count: sizes.count)
    for node in 0..<turns.nodeCount {
      let from = turns.edgeComponent[Int(turns.nodeEdge[node])]
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
        let to = turns.edgeComponent[Int(turns.nodeEdge[Int(turns.turnTarget[turn])])]
        if to != from { next[Int(from)].insert(to) }
      }
    }
    successors = next.map { $0.sorted() }
    var predecessors = [[Int32]](repeating: [], count: sizes.count)
    for (component, targets) in successors.enumerated() {
      for target in targets { predecessors[Int(target)].append(Int32(component)) }
    }
    reachedFromLargest = Self.closure(from: largest, along: successors)
    reachesLargest = Self.closure(from: largest, along: predecessors)
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
    if reachesLargest[from] && reachedFromLargest[to] { return true }
    if from == largest { return reachedFromLargest[to] }
    if to == largest { return reachesLargest[from] }
    var seen: Set<Int> = [from]
    var stack = [from]
    while let component = stack.popLast() {
      for next in successors[component] where seen.insert(Int(next)).inserted {
        if Int(next) == to { return true }
        stack.append(Int(next))
      }
    }
    return false
  }
}
