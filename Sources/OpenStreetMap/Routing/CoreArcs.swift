import Foundation

/// The arcs into each node of the hierarchy's core from other core nodes: the node's down arcs,
/// and the up arcs of less important core nodes that lead to it. With the core's table they give
/// back the path the table's cost stands for (`path`). Made with the query (`HierarchySearch`).
struct CoreArcs: Sendable {
  /// Node v's arcs in are `arcs[start[v] ..< start[v + 1]]`, each with the node it comes from.
  private var start: [Int32]
  private var arcs: [ContractionHierarchy.Arc]
  let size: Int

  init(_ hierarchy: ContractionHierarchy) {
    let size = hierarchy.core.size
    self.size = size
    let reader = ArcReader(hierarchy)
    var lists = [[ContractionHierarchy.Arc]](repeating: [], count: size)
    // Arcs between core nodes only, whatever the file says: a path's walk reads the costs of the
    // nodes they come from in a row of the core's table.
    for node in 0..<Int32(size) {
      lists[Int(node)].append(contentsOf: reader.down(node).filter { $0.node < size })
      // Up arcs lead to more important nodes, in the core: each is an arc into its end.
      for arc in reader.up(node) where arc.node < size {
        var into = arc
        into.node = node
        lists[Int(arc.node)].append(into)
      }
    }
    start = [0]
    arcs = []
    for list in lists {
      arcs += list
      start.append(Int32(arcs.count))
    }
  }

  /// The arcs (turns or shortcuts) of the cheapest path from core node f to core node b, from b
  /// back to f (against the driving order), from f's row of the core's table: walking back from b,
  /// the arc into each node from a node whose cost plus the arc's weight is the node's cost,
  /// exactly as the table's sweep added it. Nil when the walk finds no such arc, or takes more
  /// steps than the core has nodes (zero-weight arcs could turn it in a circle): a table that does
  /// not match the hierarchy, or, rarely, a valid one where a node's cost was set in the upward
  /// sweep from a node the downward sweep then lowered by a rounding's worth, which no arc matches
  /// exactly (the benchmark counts them: `map.route.query.core-fallbacks`).
  func path(from f: Int32, to b: Int32, costs row: UnsafeBufferPointer<Double>) -> [Int32]? {
    var path: [Int32] = []
    var node = b
    while node != f {
      guard path.count < size else { return nil }
      let cost = row[Int(node)]
      var step: ContractionHierarchy.Arc?
      for arc in arcs[Int(start[Int(node)])..<Int(start[Int(node) + 1])]
      where arc.node != node && row[Int(arc.node)] + arc.weight == cost {
        step = arc
        break
      }
      guard let step else { return nil }
      path.append(step.id)
      node = step.node
    }
    return path
  }
}
