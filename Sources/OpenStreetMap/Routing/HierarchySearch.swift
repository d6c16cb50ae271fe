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

  /// One side of a query: its labels and the nodes still to settle.
  struct Side {
    var labels = SearchLabels()
    var queue = MinHeap()
  }

  /// The cheapest path from any source to any target. `forwardSpace` or `backwardSpace`, when
  /// given, is that side already searched to the end (`space(sources:)`/`space(targets:)`, shared by
  /// many queries with one common end); only the other side then runs.
  func search(
    sources: [SearchEnd], targets: [SearchEnd], direct: Double = .infinity, forwardSpace: Side? = nil,
    backwardSpace: Side? = nil
  ) -> SearchPath? {
    var forward = forwardSpace ?? start(from: sources)
    var backward = backwardSpace ?? start(towards: targets)
    var best = direct
    var meeting: Int32 = -1
    run(&forward, &backward, best: &best, meeting: &meeting)
    guard meeting >= 0 else { return nil }
    return path(meeting, cost: best, forward.labels, backward.labels, sources: sources, targets: targets)
  }

  /// Every node the sources reach upwards, settled: the forward side of any query from them.
  func space(sources: [SearchEnd]) -> Side {
    var forward = start(from: sources)
    var backward = Side()
    var best = Double.infinity
    var meeting: Int32 = -1
    run(&forward, &backward, best: &best, meeting: &meeting)
    return forward
  }

  /// Every node reaching the targets upwards (backwards), settled.
  func space(targets: [SearchEnd]) -> Side {
    var forward = Side()
    var backward = start(towards: targets)
    var best = Double.infinity
    var meeting: Int32 = -1
    run(&forward, &backward, best: &best, meeting: &meeting)
    return backward
  }

  private func start(from sources: [SearchEnd]) -> Side {
    var side = Side()
    for (index, source) in sources.enumerated() {
      let cost = nodeCost(source.edge) * source.share
      let label = SearchLabels.Label(cost: cost, neighbour: -1, arc: Int32(index))
      if side.labels.improve(Int32(source.edge), label) { side.queue.push(cost, Int32(source.edge)) }
    }
    return side
  }

  private func start(towards targets: [SearchEnd]) -> Side {
    var side = Side()
    for target in targets {
      for node in [target.edge] + (copies[target.edge] ?? []) {
        let share = nodeCost(node) * target.share
        for index in Int(reverseStart[node])..<Int(reverseStart[node + 1]) {
          let turn = reverseTurn[index]
          let cost = Double(turns.turnWeight[Int(turn)]) + share
          let label = SearchLabels.Label(cost: cost, neighbour: -1, arc: turn)
          if side.labels.improve(reverseSource[index], label) { side.queue.push(cost, reverseSource[index]) }
        }
      }
    }
    return side
  }

  /// Settles the side with the smaller key until neither can beat `best`.
  private func run(_ forward: inout Side, _ backward: inout Side, best: inout Double, meeting: inout Int32) {
    while true {
      let forwardKey = forward.queue.minimum ?? .infinity
      let backwardKey = backward.queue.minimum ?? .infinity
      if min(forwardKey, backwardKey) >= best { break }
      let isForward = forwardKey <= backwardKey
      let (key, node) = isForward ? forward.queue.pop() : backward.queue.pop()
      let other = isForward ? backward.labels.cost(node) : forward.labels.cost(node)
      if isForward ? key > forward.labels.cost(node) : key > backward.labels.cost(node) { continue }
      if key + other < best {
        best = key + other
        meeting = node
      }
      if isForward {
        settle(node, key, &forward, expand: hierarchy.up, stall: hierarchy.down)
      } else {
        settle(node, key, &backward, expand: hierarchy.down, stall: hierarchy.up)
      }
    }
  }

  /// Expands a settled node along `expand` (up arcs forwards, down arcs backwards) unless it is
  /// stalled: a later node reaches it more cheaply along `stall`, so no shortest path climbs through it.
  private func settle(
    _ node: Int32, _ key: Double, _ side: inout Side, expand: ContractionHierarchy.Arcs,
    stall: ContractionHierarchy.Arcs
  ) {
    for arc in stall.of(Int(node)) where side.labels.cost(stall.node[arc]) + stall.weight[arc] < key {
      return
    }
    for arc in expand.of(Int(node)) {
      let next = expand.node[arc]
      let cost = key + expand.weight[arc]
      if side.labels.improve(next, .init(cost: cost, neighbour: node, arc: expand.id[arc])) {
        side.queue.push(cost, next)
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
    var stack: [Int] = []
    for arc in up.reversed() {
      hierarchy.unpack(arc, turnCount: turns.turnCount, into: &taken, stack: &stack)
    }
    node = meeting
    while let label = backward[node], label.neighbour >= 0 {
      hierarchy.unpack(Int(label.arc), turnCount: turns.turnCount, into: &taken, stack: &stack)
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
