import Foundation

/// Builds a `ContractionHierarchy` over the turn graph (Geisberger, Sanders, Schultes & Delling
/// 2008): nodes are contracted one by one, least important first; contracting v removes it and adds
/// a shortcut u → w for each pair of its neighbours whose cheapest connection went through v (no
/// *witness* path around it). Importance is the edge difference (shortcuts added less arcs removed)
/// plus the neighbours already contracted (spreads contraction evenly), kept up to date lazily.
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
  private var outArcs: [[Arc]]
  private var inArcs: [[Arc]]
  private var contracted: [Bool]
  private var deletedNeighbours: [Int32]
  private var shortcutFirst: [Int32] = []
  private var shortcutSecond: [Int32] = []
  /// The witness search's labels, reset through `touched` after each search; its open list and the
  /// nodes it must settle, kept across searches (no allocation per search).
  private var witnessCost: [Double]
  private var touched: [Int32] = []
  private var heap = MinHeap()
  private var isTarget: [Bool]
  /// The shortcuts the last `shortcuts(of:)` found (reused: contraction simulates every node often).
  private var found: [Shortcut] = []

  init(turns: TurnGraph, nodeCost: (Int) -> Double) {
    let count = turns.nodeCount
    turnCount = turns.turnCount
    outArcs = Array(repeating: [], count: count)
    inArcs = Array(repeating: [], count: count)
    for node in 0..<count {
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
        let target = Int(turns.turnTarget[turn])
        // A turn back onto the same node never lies on a cheapest path between two others.
        guard target != node else { continue }
        let weight = Double(turns.turnWeight[turn]) + nodeCost(target)
        outArcs[node].append(Arc(node: Int32(target), weight: weight, id: Int32(turn)))
        inArcs[target].append(Arc(node: Int32(node), weight: weight, id: Int32(turn)))
      }
    }
    contracted = Array(repeating: false, count: count)
    deletedNeighbours = Array(repeating: 0, count: count)
    witnessCost = Array(repeating: .infinity, count: count)
    isTarget = Array(repeating: false, count: count)
  }

  /// Contracts every node and returns the hierarchy.
  mutating func build() -> ContractionHierarchy {
    let count = contracted.count
    var queue = MinHeap()
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
    }
    return ContractionHierarchy(
      up: .init(outArcs), down: .init(inArcs), shortcutFirst: Column(shortcutFirst),
      shortcutSecond: Column(shortcutSecond))
  }

  /// The node's importance, given the shortcuts `findShortcuts(of: node)` just found.
  private func priority(_ node: Int) -> Double {
    let removed = outArcs[node].count + inArcs[node].count
    return Double(found.count - removed) + Double(deletedNeighbours[node])
  }

  /// Contracts `node`, adding the shortcuts `findShortcuts(of: node)` just found.
  private mutating func contract(_ node: Int) {
    contracted[node] = true
    for arc in outArcs[node] {
      let next = Int(arc.node)
      inArcs[next].removeAll { $0.node == Int32(node) }
      deletedNeighbours[next] += 1
    }
    for arc in inArcs[node] {
      let previous = Int(arc.node)
      outArcs[previous].removeAll { $0.node == Int32(node) }
      deletedNeighbours[previous] += 1
    }
    for shortcut in found {
      let id = Int32(turnCount + shortcutFirst.count)
      shortcutFirst.append(shortcut.first)
      shortcutSecond.append(shortcut.second)
      add(from: shortcut.from, Arc(node: shortcut.to, weight: shortcut.weight, id: id))
    }
  }

  /// Adds an arc, or lowers the weight of an existing one between the same nodes.
  private mutating func add(from source: Int32, _ arc: Arc) {
    let from = Int(source)
    let to = Int(arc.node)
    if let index = outArcs[from].firstIndex(where: { $0.node == arc.node }) {
      guard arc.weight < outArcs[from][index].weight else { return }
      outArcs[from][index] = arc
      if let back = inArcs[to].firstIndex(where: { $0.node == source }) {
        inArcs[to][back] = Arc(node: source, weight: arc.weight, id: arc.id)
      }
      return
    }
    outArcs[from].append(arc)
    inArcs[to].append(Arc(node: source, weight: arc.weight, id: arc.id))
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
    let outgoing = outArcs[node]
    guard !outgoing.isEmpty else { return }
    for incoming in inArcs[node] {
      let source = Int(incoming.node)
      var limit = 0.0
      var targets = 0
      for arc in outgoing where arc.node != incoming.node {
        limit = max(limit, incoming.weight + arc.weight)
        if !isTarget[Int(arc.node)] {
          isTarget[Int(arc.node)] = true
          targets += 1
        }
      }
      guard targets > 0 else { continue }
      witnessSearch(from: source, avoiding: node, limit: limit, targets: targets)
      for arc in outgoing where arc.node != incoming.node {
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
  private mutating func witnessSearch(from source: Int, avoiding avoided: Int, limit: Double, targets: Int) {
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
      if key > limit { break }
      settled += 1
      if isTarget[node] {
        targetsLeft -= 1
        if targetsLeft == 0 { break }
      }
      for arc in outArcs[node] where Int(arc.node) != avoided {
        let next = Int(arc.node)
        let candidate = key + arc.weight
        if candidate < witnessCost[next] {
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
