import Foundation

/// Builds a `ContractionHierarchy` over the turn graph (Geisberger, Sanders, Schultes & Delling
/// 2008): nodes are contracted one by one, least important first; contracting v removes it and adds
/// a shortcut u → w for each pair of its neighbours whose cheapest connection went through v (no
/// *witness* path around it).
///
/// Importance is OSRM's (`GraphContractor::EvaluateNodePriority`): 2 × the shortcuts added per arc
/// removed, plus 4 × the turns those shortcuts stand for per turn the removed arcs stood for, plus
/// the node's depth (one more than its deepest contracted neighbour, so contraction spreads evenly
/// and a query climbs few levels). Importance is kept up to date lazily: a node taken from the queue
/// is simulated again and goes back in if it grew. (OSRM instead simulates every neighbour of a
/// contracted node at once; measured on the 100× tiling that did 1.6× the simulations and 3.3× the
/// witness-search work for 4 % fewer shortcuts and no faster query: 7.2 s against 2.7 s CPU.)
///
/// An arc's cost is the turn's weight plus the weight of the edge it enters, so a path's cost is what
/// `RouteSearch` adds up (the first edge counted by the caller's share).
struct Contractor {
  /// Weight first: 16 bytes a stride rather than 24.
  struct Arc {
    var weight: Double
    var node: Int32
    /// A turn index below `turnCount`, else `turnCount` + the shortcut's index.
    var id: Int32

    init(node: Int32, weight: Double, id: Int32) {
      self.weight = weight
      self.node = node
      self.id = id
    }
  }

  /// A witness search gives up after settling this many nodes (then the shortcut is added: never
  /// wrong, only more arcs). 500 is common (e.g. RoutingKit uses a similar bound).
  static let witnessSettleLimit = 500

  private let turnCount: Int
  /// The arcs of the nodes still there; once a node is contracted its lists no longer change and
  /// are its arcs upward (out) and downward (in) in the hierarchy.
  private var outArcs: ContractorArcs
  private var inArcs: ContractorArcs
  private var contracted: [Bool]
  private var depth: [Int32]
  /// The nodes in the order they were contracted (the hierarchy numbers them by it).
  private var order: [Int32] = []
  private var shortcutFirst: [Int32] = []
  private var shortcutSecond: [Int32] = []
  /// How many turns each shortcut stands for.
  private var shortcutTurns: [Int32] = []
  /// The witness search's labels, reset through `touched` after each search; its open list and the
  /// nodes it must settle, kept across searches (no allocation per search).
  private var witnessCost: [Double]
  private var touched: [Int32] = []
  private var heap = MinHeap()
  private var isTarget: [Bool]
  /// The shortcuts the last `findShortcuts(of:)` found (reused: contraction simulates every node often).
  private var found: [Shortcut] = []
  /// The contracted node's neighbours, each once (marked in `isNeighbour`).
  private var neighbours: [Int32] = []
  private var isNeighbour: [Bool]

  init(turns: TurnGraph, nodeCost: (Int) -> Double) {
    let count = turns.nodeCount
    turnCount = turns.turnCount
    // A turn back onto the same node never lies on a cheapest path between two others.
    let kept = { (turn: Int, node: Int) in Int(turns.turnTarget[turn]) != node }
    var outSizes = [Int](repeating: 0, count: count)
    var inSizes = [Int](repeating: 0, count: count)
    for node in 0..<count {
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) where kept(turn, node) {
        outSizes[node] += 1
        inSizes[Int(turns.turnTarget[turn])] += 1
      }
    }
    outArcs = ContractorArcs(sizes: outSizes)
    inArcs = ContractorArcs(sizes: inSizes)
    for node in 0..<count {
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) where kept(turn, node) {
        let target = Int(turns.turnTarget[turn])
        let weight = Double(turns.turnWeight[turn]) + nodeCost(target)
        outArcs.append(Arc(node: Int32(target), weight: weight, id: Int32(turn)), to: node)
        inArcs.append(Arc(node: Int32(node), weight: weight, id: Int32(turn)), to: target)
      }
    }
    contracted = Array(repeating: false, count: count)
    depth = Array(repeating: 0, count: count)
    witnessCost = Array(repeating: .infinity, count: count)
    isTarget = Array(repeating: false, count: count)
    isNeighbour = Array(repeating: false, count: count)
  }

  /// Contracts every node and returns the hierarchy.
  mutating func build() -> ContractionHierarchy {
    let count = contracted.count
    var queue = MinHeap()
    order.reserveCapacity(count)
    for node in 0..<count {
      findShortcuts(of: node)
      queue.push(priority(node), Int32(node))
    }
    while !queue.isEmpty {
      let (key, node32) = queue.pop()
      let node = Int(node32)
      if contracted[node] { continue }
      // Lazy update: a node whose importance grew since it was queued goes back in.
      findShortcuts(of: node)
      let current = priority(node)
      if current > key + 1e-9 {
        queue.push(current, node32)
        continue
      }
      contract(node)
      order.append(node32)
      for neighbour in neighbours {
        let next = Int(neighbour)
        isNeighbour[next] = false
        depth[next] = max(depth[next], depth[node] + 1)
      }
    }
    return ContractionHierarchy(
      up: outArcs, down: inArcs, order: order, shortcutFirst: shortcutFirst, shortcutSecond: shortcutSecond)
  }

  /// How many turns an arc stands for.
  private func turns(_ id: Int32) -> Int {
    Int(id) < turnCount ? 1 : Int(shortcutTurns[Int(id) - turnCount])
  }

  /// The node's importance, given the shortcuts `findShortcuts(of: node)` just found.
  private func priority(_ node: Int) -> Double {
    let removed = outArcs.count(node) + inArcs.count(node)
    var removedTurns = 0
    for index in outArcs.range(node) { removedTurns += turns(outArcs[index].id) }
    for index in inArcs.range(node) { removedTurns += turns(inArcs[index].id) }
    guard removed > 0 else { return Double(depth[node]) }
    let addedTurns = found.reduce(0) { $0 + turns($1.first) + turns($1.second) }
    return 2 * Double(found.count) / Double(removed) + 4 * Double(addedTurns) / Double(removedTurns)
      + Double(depth[node])
  }

  /// Contracts `node`, adding the shortcuts `findShortcuts(of: node)` just found; its neighbours are
  /// left in `neighbours`.
  private mutating func contract(_ node: Int) {
    contracted[node] = true
    neighbours.removeAll(keepingCapacity: true)
    for index in outArcs.range(node) {
      let next = outArcs[index].node
      inArcs.remove(Int32(node), from: Int(next))
      markNeighbour(next)
    }
    for index in inArcs.range(node) {
      let previous = inArcs[index].node
      outArcs.remove(Int32(node), from: Int(previous))
      markNeighbour(previous)
    }
    for shortcut in found {
      let id = Int32(turnCount + shortcutFirst.count)
      shortcutFirst.append(shortcut.first)
      shortcutSecond.append(shortcut.second)
      shortcutTurns.append(Int32(turns(shortcut.first) + turns(shortcut.second)))
      add(from: shortcut.from, Arc(node: shortcut.to, weight: shortcut.weight, id: id))
    }
  }

  private mutating func markNeighbour(_ node: Int32) {
    guard !isNeighbour[Int(node)] else { return }
    isNeighbour[Int(node)] = true
    neighbours.append(node)
  }

  /// Adds an arc, or lowers the weight of an existing one between the same nodes.
  private mutating func add(from source: Int32, _ arc: Arc) {
    let from = Int(source)
    let to = Int(arc.node)
    if let index = outArcs.index(of: arc.node, in: from) {
      guard arc.weight < outArcs[index].weight else { return }
      outArcs[index] = arc
      if let back = inArcs.index(of: source, in: to) {
        inArcs[back] = Arc(node: source, weight: arc.weight, id: arc.id)
      }
      return
    }
    outArcs.append(arc, to: from)
    inArcs.append(Arc(node: source, weight: arc.weight, id: arc.id), to: to)
  }

  private struct Shortcut {
    var from: Int32
    var to: Int32
    var weight: Double
    var first: Int32
    var second: Int32
  }

  /// Sets `found` to the shortcuts contracting `node` needs: for each way in and way out, unless a
  /// witness path avoiding `node` costs no more.
  private mutating func findShortcuts(of node: Int) {
    found.removeAll(keepingCapacity: true)
    let outgoing = outArcs.range(node)
    guard !outgoing.isEmpty else { return }
    for inIndex in inArcs.range(node) {
      let incoming = inArcs[inIndex]
      let source = Int(incoming.node)
      var limit = 0.0
      var targets = 0
      for index in outgoing where outArcs[index].node != incoming.node {
        let arc = outArcs[index]
        limit = max(limit, incoming.weight + arc.weight)
        if !isTarget[Int(arc.node)] {
          isTarget[Int(arc.node)] = true
          targets += 1
        }
      }
      guard targets > 0 else { continue }
      witnessSearch(from: source, avoiding: node, limit: limit, targets: targets)
      for index in outgoing where outArcs[index].node != incoming.node {
        let arc = outArcs[index]
        isTarget[Int(arc.node)] = false
        let via = incoming.weight + arc.weight
        if witnessCost[Int(arc.node)] > via {
          found.append(
            Shortcut(from: incoming.node, to: arc.node, weight: via, first: incoming.id, second: arc.id))
        }
      }
      resetWitness()
    }
  }

  /// Dijkstra from `source` over the remaining graph without `avoided`, up to `limit`, until the
  /// `targets` nodes marked in `isTarget` are settled (their costs are final then: searching on
  /// could lower no other target's).
  private mutating func witnessSearch(
    from source: Int, avoiding avoided: Int, limit: Double, targets: Int
  ) {
    heap.removeAll()
    witnessCost[source] = 0
    touched.append(Int32(source))
    heap.push(0, Int32(source))
    var settled = 0
    var targetsLeft = targets
    while !heap.isEmpty, settled < Contractor.witnessSettleLimit {
      let (key, node32) = heap.pop()
      let node = Int(node32)
      if key > witnessCost[node] { continue }
      settled += 1
      if isTarget[node] {
        targetsLeft -= 1
        if targetsLeft == 0 { break }
      }
      for index in outArcs.range(node) {
        let arc = outArcs[index]
        let next = Int(arc.node)
        guard next != avoided else { continue }
        let candidate = key + arc.weight
        // Past the limit a node cannot be on a witness: not queued at all.
        if candidate <= limit && candidate < witnessCost[next] {
          if witnessCost[next] == .infinity { touched.append(arc.node) }
          witnessCost[next] = candidate
          heap.push(candidate, arc.node)
        }
      }
    }
  }

  private mutating func resetWitness() {
    for node in touched { witnessCost[Int(node)] = .infinity }
    touched.removeAll(keepingCapacity: true)
  }
}
