import Foundation

/// The time metric's query over the contraction hierarchy: Dijkstra upwards from the sources and,
/// backwards, upwards from the targets, alternating, until neither queue can beat the best meeting;
/// nodes reached more cheaply from above are not expanded (stall-on-demand). The path is unpacked
/// into the turn graph's turns, so `makeRoute` builds the same route as from `RouteSearch`.
///
/// The backward search starts on the turns *into* each target (and its via-way copies) with the
/// target's share of its edge, so a path always ends with a turn, as `RouteSearch`'s does: staying
/// on one edge is the caller's `direct` cost.
struct HierarchySearch {
  let hierarchy: ContractionHierarchy
  let graph: RoadGraph
  let turns: TurnGraph
  /// The turns into each node (`MapIndexes.reverseStart/Turn/Source`).
  let reverseStart: Column<Int32>
  let reverseTurn: Column<Int32>
  let reverseSource: Column<Int32>
  let copies: [Int: [Int]]

  func nodeCost(_ node: Int) -> Double { Double(graph.edgeWeight[Int(turns.nodeEdge[node])]) }

  func search(sources: [SearchEnd], targets: [SearchEnd], direct: Double = .infinity) -> SearchPath? {
    var forward = SearchLabels()
    var backward = SearchLabels()
    var forwardQueue = MinHeap()
    var backwardQueue = MinHeap()
    for (index, source) in sources.enumerated() {
      let cost = nodeCost(source.edge) * source.share
      let label = SearchLabels.Label(cost: cost, neighbour: -1, arc: Int32(index))
      if forward.improve(Int32(source.edge), label) { forwardQueue.push(cost, Int32(source.edge)) }
    }
    for target in targets {
      for node in [target.edge] + (copies[target.edge] ?? []) {
        let share = nodeCost(node) * target.share
        for index in Int(reverseStart[node])..<Int(reverseStart[node + 1]) {
          let turn = reverseTurn[index]
          let cost = Double(turns.turnWeight[Int(turn)]) + share
          let label = SearchLabels.Label(cost: cost, neighbour: -1, arc: turn)
          if backward.improve(reverseSource[index], label) { backwardQueue.push(cost, reverseSource[index]) }
        }
      }
    }
    var best = direct
    var meeting: Int32 = -1
    while true {
      let forwardKey = forwardQueue.minimum ?? .infinity
      let backwardKey = backwardQueue.minimum ?? .infinity
      if min(forwardKey, backwardKey) >= best { break }
      let isForward = forwardKey <= backwardKey
      let (key, node) = isForward ? forwardQueue.pop() : backwardQueue.pop()
      let other = isForward ? backward.cost(node) : forward.cost(node)
      if isForward ? key > forward.cost(node) : key > backward.cost(node) { continue }
      if key + other < best {
        best = key + other
        meeting = node
      }
      if isForward {
        settleForward(node, key, &forward, &forwardQueue)
      } else {
        settleBackward(node, key, &backward, &backwardQueue)
      }
    }
    guard meeting >= 0 else { return nil }
    return path(meeting, cost: best, forward, backward, sources: sources, targets: targets)
  }

  private func settleForward(
    _ node: Int32, _ key: Double, _ labels: inout SearchLabels, _ queue: inout MinHeap
  ) {
    let x = Int(node)
    // Stalled: a node above reaches this one more cheaply, so no shortest path climbs through it.
    for arc in Int(hierarchy.downStart[x])..<Int(hierarchy.downStart[x + 1])
    where labels.cost(hierarchy.downSource[arc]) + hierarchy.downWeight[arc] < key {
      return
    }
    for arc in Int(hierarchy.upStart[x])..<Int(hierarchy.upStart[x + 1]) {
      let next = hierarchy.upTarget[arc]
      let cost = key + hierarchy.upWeight[arc]
      if labels.improve(next, .init(cost: cost, neighbour: node, arc: hierarchy.upArc[arc])) {
        queue.push(cost, next)
      }
    }
  }

  private func settleBackward(
    _ node: Int32, _ key: Double, _ labels: inout SearchLabels, _ queue: inout MinHeap
  ) {
    let x = Int(node)
    for arc in Int(hierarchy.upStart[x])..<Int(hierarchy.upStart[x + 1])
    where labels.cost(hierarchy.upTarget[arc]) + hierarchy.upWeight[arc] < key {
      return
    }
    for arc in Int(hierarchy.downStart[x])..<Int(hierarchy.downStart[x + 1]) {
      let previous = hierarchy.downSource[arc]
      let cost = key + hierarchy.downWeight[arc]
      if labels.improve(previous, .init(cost: cost, neighbour: node, arc: hierarchy.downArc[arc])) {
        queue.push(cost, previous)
      }
    }
  }

  /// The turns from the source up to the meeting node and down to the target, shortcuts unpacked.
  private func path(
    _ meeting: Int32, cost: Double, _ forward: SearchLabels, _ backward: SearchLabels,
    sources: [SearchEnd], targets: [SearchEnd]
  ) -> SearchPath {
    var up: [Int] = []
    var node = meeting
    while let label = forward[node], label.neighbour >= 0 {
      up.append(Int(label.arc))
      node = label.neighbour
    }
    let first = Int(node)
    let source = sources[Int(forward[node]!.arc)]
    var taken: [Int] = []
    for arc in up.reversed() { hierarchy.unpack(arc, turnCount: turns.turnCount, into: &taken) }
    node = meeting
    while let label = backward[node], label.neighbour >= 0 {
      hierarchy.unpack(Int(label.arc), turnCount: turns.turnCount, into: &taken)
      node = label.neighbour
    }
    let last = Int(backward[node]!.arc)
    taken.append(last)
    let lastEdge = turns.nodeEdge[Int(turns.turnTarget[last])]
    let target = targets.first { $0.edge == Int(lastEdge) }!
    let nodes = [first] + taken.map { Int(turns.turnTarget[$0]) }
    return SearchPath(cost: cost, nodes: nodes, turns: taken, source: source, target: target)
  }
}
