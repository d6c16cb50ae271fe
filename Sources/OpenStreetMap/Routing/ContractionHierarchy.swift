import Foundation

/// A contraction hierarchy over the turn graph for the time metric (`Contractor` builds it at
/// import; the map file stores it, so a query reads it in place). Every node keeps only its arcs to
/// nodes contracted after it, forwards (`up…`) and backwards (`down…`: the arcs *into* the node from
/// later nodes, listed by their source), so a query searches upwards from both ends and meets at
/// the path's most important node (`ContractionHierarchy+Query`). An arc id below the turn graph's
/// turn count is that turn; above, a shortcut standing for two arcs (`shortcutFirst`, then
/// `shortcutSecond`), which the query unpacks back into turns.
struct ContractionHierarchy: Sendable, Equatable {
  /// One direction's arcs in compressed sparse rows: node x's are `start[x] ..< start[x + 1]`.
  struct Arcs: Sendable, Equatable {
    var start: Column<Int32> = [0]
    /// The arc's other end, contracted after x: where an upward arc goes, where a downward one comes
    /// from.
    var node: Column<Int32> = []
    /// The turn or shortcut.
    var id: Column<Int32> = []
    /// The turns' weights plus the weights of the edges entered.
    var weight: Column<Double> = []

    init() {}

    init(_ lists: ContractorArcs, nodeCount: Int) {
      for x in 0..<nodeCount {
        for index in lists.range(x) {
          node.append(lists[index].node)
          id.append(lists[index].id)
          weight.append(lists[index].weight)
        }
        start.append(Int32(node.count))
      }
    }

    func of(_ x: Int) -> Range<Int> { Int(start[x])..<Int(start[x + 1]) }
  }

  /// Each node's arcs to later nodes, and (reversed) from them.
  var up = Arcs()
  var down = Arcs()
  /// Shortcut `s` (arc id turnCount + s) is arc `shortcutFirst[s]` followed by `shortcutSecond[s]`;
  /// both have lower ids (they existed before it), so unpacking ends.
  var shortcutFirst: Column<Int32> = []
  var shortcutSecond: Column<Int32> = []

  var nodeCount: Int { up.start.count - 1 }
}

extension ContractionHierarchy {
  /// The hierarchy for the time metric over `turns` (edges weighed by `graph.edgeWeight`).
  init(graph: RoadGraph, turns: TurnGraph) {
    var contractor = Contractor(turns: turns) { Double(graph.edgeWeight[Int(turns.nodeEdge[$0])]) }
    self = contractor.build()
  }

  /// The turns an arc stands for, in driving order, appended to `turns`; `stack` is scratch space
  /// kept by the caller across the path's arcs (one allocation per path, not per arc).
  func unpack(_ arc: Int, turnCount: Int, into turns: inout [Int], stack: inout [Int]) {
    stack.removeAll(keepingCapacity: true)
    stack.append(arc)
    while let next = stack.popLast() {
      if next < turnCount {
        turns.append(next)
      } else {
        stack.append(Int(shortcutSecond[next - turnCount]))
        stack.append(Int(shortcutFirst[next - turnCount]))
      }
    }
  }
}
