import Foundation

/// A contraction hierarchy over the turn graph for the time metric (`Contractor` builds it at
/// import; the map file stores it, so a query reads it in place). Every node keeps only its arcs to
/// nodes contracted after it, forwards (`up…`) and backwards (`down…`: the arcs *into* the node from
/// later nodes, listed by their source), so a query searches upwards from both ends and meets at
/// the path's most important node (`ContractionHierarchy+Query`). An arc id below the turn graph's
/// turn count is that turn; above, a shortcut standing for two arcs (`shortcutFirst`, then
/// `shortcutSecond`), which the query unpacks back into turns.
struct ContractionHierarchy: Sendable, Equatable {
  /// Node x's upward arcs are `upStart[x] ..< upStart[x + 1]`.
  var upStart: Column<Int32> = [0]
  var upTarget: Column<Int32> = []
  var upArc: Column<Int32> = []
  /// Cost of the arc: the turns' weights plus the weights of the edges entered.
  var upWeight: Column<Double> = []
  /// Node x's downward arcs (u → x with u contracted after x) are `downStart[x] ..< downStart[x + 1]`.
  var downStart: Column<Int32> = [0]
  var downSource: Column<Int32> = []
  var downArc: Column<Int32> = []
  var downWeight: Column<Double> = []
  /// Shortcut `s` (arc id turnCount + s) is arc `shortcutFirst[s]` followed by `shortcutSecond[s]`;
  /// both have lower ids (they existed before it), so unpacking ends.
  var shortcutFirst: Column<Int32> = []
  var shortcutSecond: Column<Int32> = []

  var nodeCount: Int { upStart.count - 1 }
}

extension ContractionHierarchy {
  /// The hierarchy for the time metric over `turns` (edges weighed by `graph.edgeWeight`).
  init(graph: RoadGraph, turns: TurnGraph) {
    var contractor = Contractor(turns: turns) { Double(graph.edgeWeight[Int(turns.nodeEdge[$0])]) }
    self = contractor.build()
  }

  init(
    upward: [[Contractor.Arc]], downward: [[Contractor.Arc]], shortcutFirst: [Int32], shortcutSecond: [Int32]
  ) {
    for arcs in upward {
      for arc in arcs {
        upTarget.append(arc.node)
        upArc.append(arc.id)
        upWeight.append(arc.weight)
      }
      upStart.append(Int32(upTarget.count))
    }
    for arcs in downward {
      for arc in arcs {
        downSource.append(arc.node)
        downArc.append(arc.id)
        downWeight.append(arc.weight)
      }
      downStart.append(Int32(downSource.count))
    }
    self.shortcutFirst = Column(shortcutFirst)
    self.shortcutSecond = Column(shortcutSecond)
  }

  /// The turns an arc stands for, in driving order, appended to `turns`.
  func unpack(_ arc: Int, turnCount: Int, into turns: inout [Int]) {
    var stack = [arc]
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
