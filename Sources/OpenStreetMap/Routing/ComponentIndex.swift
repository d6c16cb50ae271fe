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
  }

  /// Whether any road path may lead from component `from` to component `to`.
  func reaches(from: Int, to: Int) -> Bool {
    if from == to { return true }
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
