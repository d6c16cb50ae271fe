import Foundation

/// A contraction hierarchy over the turn graph for the time metric (`Contractor` builds it at
/// import; the map file stores it, so a query reads it in place). Every node keeps only its arcs to
/// nodes contracted after it, forwards (`up`) and backwards (`down`: the arcs *into* the node from
/// later nodes, listed by their source), so a query searches upwards from both ends and meets at
/// the path's most important node (`HierarchySearch`). The hierarchy numbers its nodes by importance
/// (`rank`), not as the turn graph does. An arc id below the turn graph's
/// turn count is that turn; above, a shortcut standing for two arcs (`shortcutFirst`, then
/// `shortcutSecond`), which the query unpacks back into turns.
struct ContractionHierarchy: Sendable, Equatable {
  /// An arc to (upward) or from (downward) a node contracted after the arc's owner.
  struct Arc: Sendable, Equatable, BitwiseCopyable {
    /// The arc's other end, contracted after the owner: where an upward arc goes, where a downward
    /// one comes from (its rank).
    var node: Int32
    /// The turn or shortcut.
    var id: Int32
    /// The turns' weights plus the weights of the edges entered.
    var weight: Double

    /// The contractor's arc, its other end renumbered by `rank`.
    init(_ arc: Contractor.Arc, rank: Column<Int32>) {
      node = rank[Int(arc.node)]
      id = arc.id
      weight = arc.weight
    }
  }

  /// Each turn-graph node's number in the hierarchy: 0 for the node contracted last (the most
  /// important), `nodeCount − 1` for the first. `start` and `arcs` are listed, and arcs point, by
  /// these numbers, so the few hundred important nodes nearly every query settles lie together in
  /// the first pages of the arcs and of a query's label table. Numbered as the turn graph is (by
  /// import order), they were spread over the whole map at 100×: a cache miss or two per settled
  /// node, most of a query's time.
  var rank: Column<Int32> = []

  /// Node x's (by rank) upward arcs are `arcs[start[2x] ..< start[2x + 1]]`, its downward ones
  /// `arcs[start[2x + 1] ..< start[2x + 2]]`: a settled node's arcs, both the ones a query expands
  /// and the ones it checks for a stall, lie together, each one 16-byte record (node, id and weight
  /// side by side), so settling a node reads one or two cache lines, not six columns' worth.
  var start: Column<Int32> = [0]
  var arcs: Column<Arc> = []
  /// Shortcut `s` (arc id turnCount + s) is arc `shortcutFirst[s]` followed by `shortcutSecond[s]`;
  /// both have lower ids (they existed before it), so unpacking ends.
  var shortcutFirst: Column<Int32> = []
  var shortcutSecond: Column<Int32> = []
  /// The top nodes and the costs between them (`HierarchyCore`), where queries meet.
  var core = HierarchyCore()

  var nodeCount: Int { (start.count - 1) / 2 }

  init() {}

  /// The hierarchy of the contracted graph's remaining lists: each node's out-arcs are its upward
  /// arcs, its in-arcs its downward ones; `order` lists the turn-graph nodes as they were contracted.
  init(
    up: ContractorArcs, down: ContractorArcs, order: [Int32], shortcutFirst: [Int32], shortcutSecond: [Int32]
  ) {
    let nodeCount = order.count
    rank = Column(repeating: 0, count: nodeCount)
    for (position, node) in order.reversed().enumerated() { rank[Int(node)] = Int32(position) }
    start.reserveCapacity(2 * nodeCount + 1)
    arcs.reserveCapacity((0..<nodeCount).reduce(0) { $0 + up.count($1) + down.count($1) })
    for node in order.reversed() {
      let x = Int(node)
      for index in up.range(x) { arcs.append(Arc(up[index], rank: rank)) }
      start.append(Int32(arcs.count))
      for index in down.range(x) { arcs.append(Arc(down[index], rank: rank)) }
      start.append(Int32(arcs.count))
    }
    self.shortcutFirst = Column(shortcutFirst)
    self.shortcutSecond = Column(shortcutSecond)
  }
}

extension ContractionHierarchy {
  /// The hierarchy for the time metric over `turns` (edges weighed by `graph.edgeWeight`), with
  /// its core.
  init(graph: RoadGraph, turns: TurnGraph) {
    var contractor = Contractor(turns: turns) { Double(graph.edgeWeight[Int(turns.nodeEdge[$0])]) }
    self = contractor.build()
    core = HierarchyCore(self, size: HierarchyCore.size(forNodeCount: nodeCount))
  }
}
