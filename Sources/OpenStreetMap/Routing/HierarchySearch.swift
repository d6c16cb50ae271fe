import CPrefetch
import Foundation
import Synchronization

/// The time metric's query over the contraction hierarchy: Dijkstra upwards from the sources and,
/// backwards, upwards from the targets, alternating, until neither queue can beat the best meeting;
/// nodes reached more cheaply from above are not expanded (stall-on-demand). A side labels nodes by
/// their rank in the hierarchy (`ContractionHierarchy.rank`), the sources and targets translated as
/// they enter, and a label's arc is a turn or shortcut id, the same in either numbering. The path is unpacked
/// into the turn graph's turns, so `makeRoute` builds the same route as from `RouteSearch`.
///
/// A query between two points stops at the hierarchy's core (`HierarchyCore`): its top nodes are
/// labelled but not settled, and each side's core nodes are joined through the core's table (the
/// meeting is then two nodes, and the core's path between them). A side searched for many queries
/// (`space`) is searched to the top.
///
/// The backward search starts on the turns *into* each target (and its via-way copies) with the
/// target's share of its edge, so a path always ends with a turn, as `RouteSearch`'s does: staying
/// on one edge is the caller's `direct` cost.
///
/// One per map (`MapStore.hierarchySearch`), made on the first route: it keeps the sides (label
/// tables and queues) of finished queries for the next ones (OSRM keeps its query heaps per thread
/// the same way), so a query's search allocates nothing once the tables have grown to its size.
final class HierarchySearch: Sendable {
  let hierarchy: ContractionHierarchy
  let graph: RoadGraph
  let turns: TurnGraph
  /// The turns into each node (`MapIndexes.reverseStart/Turn/Source`).
  let reverseStart: Column<Int32>
  let reverseTurn: Column<Int32>
  let reverseSource: Column<Int32>
  let copies: [Int: [Int]]
  /// The hierarchy's arcs read in place without bounds checks (`ArcReader`).
  private let arcs: ArcReader
  /// Shortcut s's halves (`ContractionHierarchy.shortcutFirst[s]`, `shortcutSecond[s]`) side by
  /// side, copied from the map's two columns when the search is made (8 bytes a shortcut, 2.6 MB
  /// at 100×): unpacking a path then waits on one cache miss a shortcut, not on one in each column.
  private let halves: [SIMD2<Int32>]
  /// Shortcut s's driving time in seconds (its turns' times and the times of the edges they
  /// enter, as `MapStore.totals` adds them up), made on the first travel time asked: a query that
  /// needs only the time (`seconds`) adds the packed path's arcs and unpacks nothing.
  private let shortcutSeconds: Deferred<[Double]>
  /// The core's arcs between its nodes, to walk a path through it back (`HierarchyCore`).
  let coreArcs: CoreArcs
  /// Finished queries' sides, emptied, for the next query on any thread; at most 16 are kept, so a
  /// burst of parallel queries does not pin memory.
  private let spareSides = SparePool<Side>(limit: 16)
  /// How many sides were ever made: what reuse keeps to the most queries running at once, times two.
  private let sidesMade = Atomic<Int>(0)
  /// How many backward sides were started from targets: a one-to-many question towards one point
  /// starts one per try of `route(from:to:)`, not one per origin.
  private let targetStarts = Atomic<Int>(0)
  /// How many nodes all queries settled (stalled ones too): the search space the benchmark prints.
  private let settledNodes = Atomic<Int>(0)
  /// How many queries met through the core (two core nodes and the core's path between them).
  let coreJoins = Atomic<Int>(0)
  /// How many joins through the core found no path back through it and searched again to the top.
  let coreFallbacks = Atomic<Int>(0)

  init(
    hierarchy: ContractionHierarchy, graph: RoadGraph, turns: TurnGraph, reverseStart: Column<Int32>,
    reverseTurn: Column<Int32>, reverseSource: Column<Int32>, copies: [Int: [Int]]
  ) {
    self.hierarchy = hierarchy
    arcs = ArcReader(hierarchy)
    coreArcs = CoreArcs(hierarchy)
    let halves = zip(hierarchy.shortcutFirst, hierarchy.shortcutSecond).map { SIMD2($0, $1) }
    self.halves = halves
    shortcutSeconds = Deferred {
      // A shortcut's halves are older arcs (the validator checks it), so one pass in id order
      // finds both halves' times already summed.
      var seconds: [Double] = []
      seconds.reserveCapacity(halves.count)
      let turnCount = turns.turnCount
      func time(_ arc: Int32) -> Double {
        arc < turnCount ? Self.turnSeconds(Int(arc), graph, turns) : seconds[Int(arc) - turnCount]
      }
      for pair in halves { seconds.append(time(pair.x) + time(pair.y)) }
      return seconds
    }
    self.graph = graph
    self.turns = turns
    self.reverseStart = reverseStart
    self.reverseTurn = reverseTurn
    self.reverseSource = reverseSource
    self.copies = copies
  }

  func nodeCost(_ node: Int) -> Double { Double(graph.edgeWeight[Int(turns.nodeEdge[node])]) }

  /// One side of a query: its labels and the nodes still to settle.
  struct Side {
    var labels: SearchLabels
    var queue = MinHeap()
    /// Nodes numbered below this (the core's, or none) are labelled but not queued.
    var queuedFrom: Int32 = 0
    /// The backward side's core labels below the best meeting, gathered for the join (kept from
    /// query to query for their room).
    var coreLabels: [(node: Int32, cost: Double)] = []

    mutating func removeAll() {
      labels.removeAll()
      queue.removeAll()
      queuedFrom = 0
      coreLabels.removeAll(keepingCapacity: true)
    }
  }

  /// The cheapest path from any source to any target. `forwardSpace` or `backwardSpace`, when
  /// given, is that side already searched to the end (`space(sources:)`/`space(targets:)`, shared by
  /// many queries with one common end); only the other side then runs. `stopsAtCore` false searches
  /// both sides to the top, as before the core (the tests' comparison).
  func search(
    sources: [SearchEnd], targets: [SearchEnd], direct: Double = .infinity, forwardSpace: Side? = nil,
    backwardSpace: Side? = nil, stopsAtCore: Bool = true
  ) -> SearchPath? {
    meet(
      sources: sources, targets: targets, direct: direct, forwardSpace, backwardSpace,
      stopsAtCore: stopsAtCore
    ) {
      path($0, cost: $1, $2, $3, sources: sources, targets: targets)
    }
  }

  /// The cost of the path `search` would find and its driving time in seconds, as
  /// `MapStore.totals` adds up that path (the ends' edges in part), without the path: the packed
  /// arcs' times are added (`shortcutSeconds`), nothing is unpacked. What a travel time asks.
  func seconds(
    sources: [SearchEnd], targets: [SearchEnd], direct: Double = .infinity, forwardSpace: Side? = nil,
    backwardSpace: Side? = nil
  ) -> (cost: Double, seconds: Double)? {
    let shortcuts = shortcutSeconds.wrapped
    return meet(sources: sources, targets: targets, direct: direct, forwardSpace, backwardSpace) {
      ($1, seconds($0, $2, $3, shortcuts: shortcuts, sources: sources, targets: targets))
    }
  }

  /// Runs the query and reads its meeting (node, cost and both sides' labels) with `read`; nil
  /// when the sides do not meet below `direct`.
  private func meet<Result>(
    sources: [SearchEnd], targets: [SearchEnd], direct: Double, _ forwardSpace: Side?, _ backwardSpace: Side?,
    stopsAtCore: Bool = true, _ read: (Meeting, Double, SearchLabels, SearchLabels) -> Result
  ) -> Result? {
    // Two fresh sides stop at the core; a side searched to the top meets the other anywhere.
    let stopsAtCore = stopsAtCore && forwardSpace == nil && backwardSpace == nil
    var forward = forwardSpace ?? start(from: sources, stopsAtCore: stopsAtCore)
    var backward = backwardSpace ?? start(towards: targets, stopsAtCore: stopsAtCore)
    defer {
      if forwardSpace == nil { recycle(&forward) }
      if backwardSpace == nil { recycle(&backward) }
    }
    var best = direct
    var meeting: Int32 = -1
    run(&forward, &backward, best: &best, meeting: &meeting)
    var found = Meeting(forward: meeting, backward: meeting)
    if stopsAtCore { joinThroughCore(forward.labels, &backward, best: &best, meeting: &found) }
    guard found.forward >= 0 else { return nil }
    // No path back through the core (`corePath`): search again to the top.
    guard fillCorePath(&found) else {
      return meet(sources: sources, targets: targets, direct: direct, nil, nil, stopsAtCore: false, read)
    }
    return read(found, best, forward.labels, backward.labels)
  }

  /// Every node the sources reach upwards, settled: the forward side of any query from them. Give
  /// it back with `recycle` when those queries are done.
  func space(sources: [SearchEnd]) -> Side {
    var forward = start(from: sources, stopsAtCore: false)
    var backward = spareSide()
    defer { recycle(&backward) }
    var best = Double.infinity
    var meeting: Int32 = -1
    run(&forward, &backward, best: &best, meeting: &meeting)
    return forward
  }

  /// Every node reaching the targets upwards (backwards), settled. Give it back with `recycle`.
  func space(targets: [SearchEnd]) -> Side {
    var forward = spareSide()
    defer { recycle(&forward) }
    var backward = start(towards: targets, stopsAtCore: false)
    var best = Double.infinity
    var meeting: Int32 = -1
    run(&forward, &backward, best: &best, meeting: &meeting)
    return backward
  }

  /// An empty side: a finished query's if one is spare, else a new one.
  private func spareSide() -> Side {
    if let side = spareSides.pop() { return side }
    sidesMade.add(1, ordering: .relaxed)
    return Side(labels: SearchLabels(nodeCount: hierarchy.nodeCount))
  }

  /// Empties `side` and keeps it for a later query (`side` is left without storage).
  func recycle(_ side: inout Side) {
    side.removeAll()
    var kept = Side(labels: .unallocated, queue: MinHeap())
    swap(&kept, &side)
    spareSides.keep(kept)
  }

  /// How many sides this search ever made (the test of reuse: not one per query).
  var sidesEverMade: Int { sidesMade.load(ordering: .relaxed) }
  /// How many searches started backwards from targets.
  var targetSearchesStarted: Int { targetStarts.load(ordering: .relaxed) }
  /// How many nodes the queries so far settled, both sides together.
  var nodesSettled: Int { settledNodes.load(ordering: .relaxed) }
  /// How many queries so far met through the core.
  var joinsThroughCore: Int { coreJoins.load(ordering: .relaxed) }
  /// How many joins so far found no path back through the core.
  var coreFallbackCount: Int { coreFallbacks.load(ordering: .relaxed) }

  private func start(from sources: [SearchEnd], stopsAtCore: Bool) -> Side {
    var side = spareSide()
    side.queuedFrom = stopsAtCore ? Int32(coreArcs.size) : 0
    for (index, source) in sources.enumerated() {
      let cost = nodeCost(source.edge) * source.share
      let label = SearchLabels.Label(cost: cost, neighbour: -1, arc: Int32(index))
      let node = hierarchy.rank[source.edge]
      if side.labels.improve(node, label), node >= side.queuedFrom { side.queue.push(cost, node) }
    }
    return side
  }

  private func start(towards targets: [SearchEnd], stopsAtCore: Bool) -> Side {
    targetStarts.add(1, ordering: .relaxed)
    var side = spareSide()
    side.queuedFrom = stopsAtCore ? Int32(coreArcs.size) : 0
    for target in targets {
      enter(target.edge, share: target.share, &side)
      for copy in copies[target.edge] ?? [] { enter(copy, share: target.share, &side) }
    }
    return side
  }

  /// Labels the turns into `node` with their cost plus `share` of the node's own.
  private func enter(_ node: Int, share: Double, _ side: inout Side) {
    let share = nodeCost(node) * share
    for index in Int(reverseStart[node])..<Int(reverseStart[node + 1]) {
      let turn = reverseTurn[index]
      let cost = Double(turns.turnWeight[Int(turn)]) + share
      let label = SearchLabels.Label(cost: cost, neighbour: -1, arc: turn)
      let source = hierarchy.rank[Int(reverseSource[index])]
      if side.labels.improve(source, label), source >= side.queuedFrom { side.queue.push(cost, source) }
    }
  }

  /// Settles the side with the smaller key until neither can beat `best`.
  private func run(_ forward: inout Side, _ backward: inout Side, best: inout Double, meeting: inout Int32) {
    var settled = 0
    defer { settledNodes.add(settled, ordering: .relaxed) }
    while true {
      let forwardKey = forward.queue.minimum ?? .infinity
      let backwardKey = backward.queue.minimum ?? .infinity
      if min(forwardKey, backwardKey) >= best { break }
      let isForward = forwardKey <= backwardKey
      let (key, node) = isForward ? forward.queue.pop() : backward.queue.pop()
      // The node this side settles next is most likely its queue's new least: its arcs are asked
      // for now (their offsets were when it was queued), so they arrive while this one is settled.
      if let next = isForward ? forward.queue.minimumValue : backward.queue.minimumValue {
        arcs.prefetchArcs(next)
        // And where the other side's label for it would be, which settling it reads.
        if isForward { backward.labels.prefetch(next) } else { forward.labels.prefetch(next) }
      }
      let other = isForward ? backward.labels.cost(node) : forward.labels.cost(node)
      if isForward ? key > forward.labels.cost(node) : key > backward.labels.cost(node) { continue }
      if key + other < best {
        best = key + other
        meeting = node
      }
      settled += 1
      if isForward {
        settle(node, key, &forward, below: best, expand: arcs.up(node), stall: arcs.down(node))
      } else {
        settle(node, key, &backward, below: best, expand: arcs.down(node), stall: arcs.up(node))
      }
    }
  }

  /// Expands a settled node along `expand` (its up arcs forwards, down arcs backwards) unless it is
  /// stalled: a later node reaches it more cheaply along `stall`, so no shortest path climbs through it.
  /// A node reached at `limit` (the best meeting so far) or more is left unlabelled: the search ends
  /// before settling it, it cannot meet the other side below the limit, and it could stall no node
  /// (its cost is at least the key of any node still settled), so the cost found is the same
  /// without its label and heap entry; between paths of equal cost the heap may pick the other.
  /// (236 k → 228 k instructions in this loop a route at 100×.)
  private func settle(
    _ node: Int32, _ key: Double, _ side: inout Side, below limit: Double,
    expand: UnsafeBufferPointer<ContractionHierarchy.Arc>,
    stall: UnsafeBufferPointer<ContractionHierarchy.Arc>
  ) {
    for arc in stall where side.labels.cost(arc.node) + arc.weight < key { return }
    for arc in expand {
      let cost = key + arc.weight
      if cost < limit, side.labels.improve(arc.node, .init(cost: cost, neighbour: node, arc: arc.id)),
        arc.node >= side.queuedFrom
      {
        side.queue.push(cost, arc.node)
        arcs.prefetchOffsets(arc.node)
      }
    }
  }

  /// The turns from the source up to the meeting node and down to the target, shortcuts unpacked.
  private func path(
    _ meeting: Meeting, cost: Double, _ forward: SearchLabels, _ backward: SearchLabels,
    sources: [SearchEnd], targets: [SearchEnd]
  ) -> SearchPath {
    // The path's arcs as walked; the forward side's (from the meeting node back to the source) are
    // turned into driving order, then all are unpacked into turns at once.
    var arcs: [Int] = []
    var forwardArcs = 0
    let ends = walk(meeting, forward, backward, sources: sources, targets: targets) { arc, isForward in
      arcs.append(Int(arc))
      if isForward { forwardArcs += 1 }
    }
    arcs[..<forwardArcs].reverse()
    var taken = unpack(arcs)
    taken.append(ends.last)
    var nodes: [Int] = []
    nodes.reserveCapacity(taken.count + 1)
    nodes.append(ends.source.edge)
    for turn in taken { nodes.append(Int(turns.turnTarget[turn])) }
    return SearchPath(cost: cost, nodes: nodes, turns: taken, source: ends.source, target: ends.target)
  }

  /// The seconds of the path through `meeting`, added as `MapStore.totals` adds them: the source's
  /// edge in its share, each arc's turns with the edges they enter (a shortcut's time summed once),
  /// the last turn, and the target's edge in its share.
  private func seconds(
    _ meeting: Meeting, _ forward: SearchLabels, _ backward: SearchLabels, shortcuts: [Double],
    sources: [SearchEnd], targets: [SearchEnd]
  ) -> Double {
    let turnCount = turns.turnCount
    var seconds = 0.0
    let ends = walk(meeting, forward, backward, sources: sources, targets: targets) { arc, _ in
      seconds += arc < turnCount ? Self.turnSeconds(Int(arc), graph, turns) : shortcuts[Int(arc) - turnCount]
    }
    return seconds + Double(turns.turnTime[ends.last])
      + Self.edgeSeconds(ends.source.edge, graph, turns) * ends.source.share
      + Self.edgeSeconds(ends.lastNode, graph, turns) * ends.target.share
  }

  /// The one walk of the labels behind `path` and `seconds`: `visit` is given each packed arc (turn
  /// or shortcut) of the core's path between the meeting's nodes and of the forward labels from
  /// there back to the source (`isForward`, so against the driving order), then of the backward
  /// labels from the meeting down to the last turn. Returns
  /// what the labels' arcs leave out: the source the path starts from, its last turn (the label a
  /// backward side starts with, `enter`), the node that turn enters, and the target of that node.
  private func walk(
    _ meeting: Meeting, _ forward: SearchLabels, _ backward: SearchLabels, sources: [SearchEnd],
    targets: [SearchEnd], _ visit: (_ arc: Int32, _ isForward: Bool) -> Void
  ) -> (source: SearchEnd, last: Int, lastNode: Int, target: SearchEnd) {
    for arc in meeting.core { visit(arc, true) }
    var node = meeting.forward
    while let label = forward[node], label.neighbour >= 0 {
      visit(label.arc, true)
      node = label.neighbour
    }
    // The path's first node: its label's arc is the index of the source it started from.
    let source = sources[Int(forward[node]!.arc)]
    node = meeting.backward
    while let label = backward[node], label.neighbour >= 0 {
      visit(label.arc, false)
      node = label.neighbour
    }
    let last = Int(backward[node]!.arc)
    let lastNode = Int(turns.turnTarget[last])
    let lastEdge = Int(turns.nodeEdge[lastNode])
    return (source, last, lastNode, targets.first { $0.edge == lastEdge }!)
  }

  /// A turn-graph node's edge time, seconds (`EdgeRecords.Record.time`).
  private static func edgeSeconds(_ node: Int, _ graph: RoadGraph, _ turns: TurnGraph) -> Double {
    Double(graph.edgeTime[Int(turns.nodeEdge[node])])
  }

  /// A turn's time and the time of the edge it enters, seconds.
  private static func turnSeconds(_ turn: Int, _ graph: RoadGraph, _ turns: TurnGraph) -> Double {
    Double(turns.turnTime[turn]) + edgeSeconds(Int(turns.turnTarget[turn]), graph, turns)
  }

  /// The turns `arcs` stand for, in driving order. The path is a linked list (`UnpackList`), so a
  /// shortcut is replaced where it stands: its first half takes its entry, its second half a new
  /// one linked after it. The shortcuts are replaced a whole pass at a time, a pass reading only the
  /// entries still shortcuts (`pending`): the reads of one pass do not wait on one another, so the
  /// processor overlaps their cache misses (depth first, a shortcut's halves were read only once its
  /// parent's had arrived; at 100× a long route's few hundred shortcuts were then a miss each, one
  /// after another), and no pass copies the turns already found (passes over the whole path as an
  /// array, before, cost 210 instructions a turn of a route at 100×; this, 80). (Both halves have
  /// lower ids than their shortcut, which the validator checks, so unpacking ends.)
  private func unpack(_ arcs: [Int]) -> [Int] {
    guard !arcs.isEmpty else { return [] }
    var list = UnpackList(arcs)
    let turnCount = Int32(turns.turnCount)
    halves.withUnsafeBufferPointer { pairs in
      var pending = list.shortcuts(from: turnCount)
      while !pending.isEmpty {
        // The pass's halves asked for first, in a loop of nothing else: the linking loop below has
        // room for only a few of its reads at once, and at 100× most of them miss the cache.
        for entry in pending { hail_prefetch(pairs.baseAddress! + Int(list[entry] - turnCount)) }
        var next: [Int] = []
        next.reserveCapacity(2 * pending.count)
        for entry in pending {
          let pair = pairs[Int(list[entry] - turnCount)]
          let second = list.split(entry, pair.x, pair.y)
          if pair.x >= turnCount { next.append(entry) }
          if pair.y >= turnCount { next.append(second) }
        }
        pending = next
      }
    }
    return list.walk()
  }
}

/// The hierarchy's arcs through raw pointers into its columns: the query's inner loop then reads
/// without a bounds check per access (the validator checked every offset and node when the map was
/// opened, or when routing first used it). Kept alive by the search's `hierarchy`.
struct ArcReader: @unchecked Sendable {
  let start: UnsafePointer<Int32>
  let arcs: UnsafePointer<ContractionHierarchy.Arc>

  init(_ hierarchy: ContractionHierarchy) {
    start = hierarchy.start.unsafeBase
    arcs = hierarchy.arcs.unsafeBase
  }

  /// Node x's upward arcs.
  func up(_ x: Int32) -> UnsafeBufferPointer<ContractionHierarchy.Arc> { slice(2 * Int(x)) }
  /// Node x's downward arcs.
  func down(_ x: Int32) -> UnsafeBufferPointer<ContractionHierarchy.Arc> { slice(2 * Int(x) + 1) }

  /// Asks the processor to bring node x's arc offsets into cache, without waiting for them.
  func prefetchOffsets(_ x: Int32) { hail_prefetch(start + 2 * Int(x)) }

  /// Asks the processor to bring node x's first arcs into cache, without waiting for them.
  func prefetchArcs(_ x: Int32) { hail_prefetch(arcs + Int(start[2 * Int(x)])) }

  private func slice(_ list: Int) -> UnsafeBufferPointer<ContractionHierarchy.Arc> {
    let first = Int(start[list])
    return UnsafeBufferPointer(start: arcs + first, count: Int(start[list + 1]) - first)
  }
}
