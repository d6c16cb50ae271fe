import Foundation

/// Where a query between two points meets when its sides stop at the hierarchy's core
/// (`HierarchyCore`): the best join of the two sides' core labels through the core's table, and the
/// core's path between the two nodes it joins.
extension HierarchySearch {
  /// Where a query's sides met: one node, or a core node of each side and the core's path between
  /// them (its arcs from the backward side's node back to the forward side's, against the driving
  /// order, as the forward labels are walked).
  struct Meeting {
    var forward: Int32
    var backward: Int32
    var core: [Int32] = []
  }

  /// The cheapest join of a forward core label f and a backward one b, `cost(f) + core(f, b) +
  /// cost(b)`, if it beats `best`. When the cheapest path's top is in the core, it climbs into the
  /// core at some f and leaves it at some b, and every node before f and after b is outside the
  /// core and costs less than the path: both sides settled them (`run` stops only at `best`), so f
  /// and b are labelled no higher than the path's costs to and from them, and the table's cost
  /// between them is no higher than the path's part in the core. Every join is a real path, so the
  /// best one is the path's cost.
  func joinThroughCore(
    _ forward: SearchLabels, _ backward: inout Side, best: inout Double, meeting: inout Meeting
  ) {
    let size = coreArcs.size
    let limit = best
    // Moved out of the side, not copied: a copy would share the side's buffer, and the first
    // append would then allocate a new one on every query.
    var exits: [(node: Int32, cost: Double)] = []
    swap(&exits, &backward.coreLabels)
    defer { swap(&exits, &backward.coreLabels) }
    backward.labels.forEachLabel(below: Int32(size)) { node, cost in
      if cost < limit { exits.append((node, cost)) }
    }
    guard !exits.isEmpty else { return }
    hierarchy.core.cost.withUnsafeBufferPointer { table in
      forward.forEachLabel(below: Int32(size)) { entry, cost in
        let row = Int(entry) * size
        for exit in exits where cost + table[row + Int(exit.node)] + exit.cost < best {
          best = cost + table[row + Int(exit.node)] + exit.cost
          meeting = Meeting(forward: entry, backward: exit.node)
        }
      }
    }
  }

  /// Fills in the core's path of a meeting through the core (`CoreArcs.path`); false when there is
  /// none to be found (counted in `coreFallbacks`): the table does not match the arcs, or a sum in
  /// it rounded otherwise than the arcs' (see `CoreArcs.path`), and the query must search again.
  func fillCorePath(_ meeting: inout Meeting) -> Bool {
    guard meeting.forward != meeting.backward else { return true }
    let size = coreArcs.size
    let path = hierarchy.core.cost.withUnsafeBufferPointer { table in
      let row = Int(meeting.forward) * size
      return coreArcs.path(
        from: meeting.forward, to: meeting.backward,
        costs: UnsafeBufferPointer(rebasing: table[row..<row + size]))
    }
    guard let path else {
      coreFallbacks.add(1, ordering: .relaxed)
      return false
    }
    meeting.core = path
    coreJoins.add(1, ordering: .relaxed)
    return true
  }
}
