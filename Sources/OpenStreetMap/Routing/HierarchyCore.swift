import Foundation

/// The contraction hierarchy's top: its `size` most important nodes (ranks `0 ..< size`) and the
/// cheapest path between every two of them, made at import and stored with the hierarchy. Nine in
/// ten of the nodes a query settled at 100× were among the top 2,048 (266 a query, 240 of them
/// ranked below 2,048, a scratch count of the benchmark's 1,000 queries), and the top nodes have
/// the most arcs; so a query's searches stop where they enter the core (`HierarchySearch`) and join
/// each side's entries through this table: 27 nodes settled a query, the query 4× faster. (A
/// transit-node idea, as in Bast et al., "In Transit to Constant Time Shortest-Path Queries in Road
/// Networks", 2007, with the hierarchy's top as the transit nodes.)
///
/// `cost[f · size + b]` is the cost from core node f to core node b, ∞ when b cannot be reached.
/// The path itself is not stored: walking back from b, the node before each one is one whose cost
/// from f plus its arc's weight is exactly the node's own cost (the sweeps below added them so);
/// `CoreArcs` finds it among the core's arcs into the node. The validator checks the table's
/// shape and numbers. A cost too low for the arcs is found by that walk (no such node), and the
/// query searches to the top instead; a cost too high (∞ too) cannot be told from a real one, and
/// routes through it come out longer, or not at all, as with a wrong arc weight.
struct HierarchyCore: Sendable, Equatable {
  var cost: Column<Double> = []

  /// How many nodes the core has (the table is square).
  var size: Int { Int(Double(cost.count).squareRoot()) }

  init() {}

  /// The core's size for a hierarchy of `nodeCount` nodes: a 64th of the nodes, at most 2,048
  /// (the table then takes 32 MB, against 148 MB of map at 100×). Tried at 100× (`hail
  /// benchmark-map`, one build, the same minutes): 1,024 nodes, query p50 38–41 µs and 44 nodes
  /// settled; 2,048, 20–33 µs and 27 nodes; 3,072, 25 µs and 21 nodes for 2.25× the memory.
  static func size(forNodeCount nodeCount: Int) -> Int { min(2048, nodeCount / 64) }

  /// The core of `hierarchy`'s top `size` nodes. Each row is two sweeps over the core (PHAST,
  /// Delling et al. 2011): up arcs from f in order of falling rank number, then every core node's
  /// down arcs in order of rising rank number; a hierarchy's cheapest paths climb and then descend,
  /// so the sweeps find them without a queue. The rows are shared among the processor's cores.
  init(_ hierarchy: ContractionHierarchy, size: Int) {
    precondition(size <= hierarchy.nodeCount, "a core is part of its hierarchy")
    let reader = ArcReader(hierarchy)
    var cost = [Double](repeating: .infinity, count: size * size)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, size))
    cost.withUnsafeMutableBufferPointer { costs in
      // Each thread writes its own rows.
      nonisolated(unsafe) let costs = costs
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for f in stride(from: worker, to: size, by: workers) {
          Self.sweep(from: f, reader, UnsafeMutableBufferPointer(rebasing: costs[f * size..<(f + 1) * size]))
        }
      }
    }
    self.cost = Column(cost)
  }

  /// One row: the costs from core node `f` to every core node.
  private static func sweep(from f: Int, _ reader: ArcReader, _ cost: UnsafeMutableBufferPointer<Double>) {
    cost[f] = 0
    // Up arcs lead to smaller numbers: by falling number, each node's climb is final before it is
    // left (the downward sweep may lower it later). The `where`s keep a file's arcs that break the
    // order (the validator does not check it) inside the row.
    for u in stride(from: f, through: 0, by: -1) where cost[u] < .infinity {
      for arc in reader.up(Int32(u)) where arc.node < u && cost[u] + arc.weight < cost[Int(arc.node)] {
        cost[Int(arc.node)] = cost[u] + arc.weight
      }
    }
    // Down arcs come from smaller numbers: by rising number, each source is final when read.
    for v in 0..<cost.count {
      for arc in reader.down(Int32(v)) where arc.node < v && cost[Int(arc.node)] + arc.weight < cost[v] {
        cost[v] = cost[Int(arc.node)] + arc.weight
      }
    }
  }
}
