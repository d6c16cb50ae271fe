import Foundation

@_spi(Hail) extension MapStore {
  /// This map with its hierarchy contracted again by this build's `Contractor`, beside the one it
  /// was imported with, its shortcut count and the thread CPU seconds contracting took
  /// (`hail benchmark-contraction` compares the two hierarchies' queries).
  public func recontracted() -> (map: MapStore, shortcuts: Int, cpuSeconds: Double) {
    require(.all)
    let start = threadCPUSeconds()
    let hierarchy = ContractionHierarchy(graph: data.graph, turns: data.turns)
    let seconds = threadCPUSeconds() - start
    var rebuilt = indexes
    rebuilt.hierarchy = hierarchy
    return (MapStore(data, rebuilt), hierarchy.shortcutFirst.count, seconds)
  }

  /// How many nodes this map's hierarchy queries have settled so far, both sides, stalled ones too
  /// (per query: the search space).
  public var hierarchyNodesSettled: Int {
    require(.all)
    return hierarchySearch.nodesSettled
  }

  /// How many of this map's hierarchy queries so far met through the core (`HierarchyCore`).
  public var hierarchyJoinsThroughCore: Int {
    require(.all)
    return hierarchySearch.joinsThroughCore
  }

  /// How many of this map's joins through the core so far found no path back through it and
  /// searched again to the top (`CoreArcs.path`).
  public var hierarchyCoreFallbacks: Int {
    require(.all)
    return hierarchySearch.coreFallbackCount
  }

  /// The core's size and the seconds (wall clock, all cores) this build takes to make this map's
  /// core table again.
  public func coreBuildTime() -> (size: Int, seconds: Double) {
    require(.all)
    let hierarchy = indexes.hierarchy
    let start = DispatchTime.now().uptimeNanoseconds
    let core = HierarchyCore(hierarchy, size: hierarchy.core.size)
    return (core.size, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }

  /// The shortcuts in this map's hierarchy.
  public var shortcutCount: Int {
    require(.all)
    return indexes.hierarchy.shortcutFirst.count
  }

  /// The time metric's cheapest cost from graph node `source` (leaving it by any edge) to `target`
  /// (arriving by any) by the hierarchy query alone, no route built; nil when there is none.
  public func hierarchyCost(fromNode source: Int, toNode target: Int) -> Double? {
    require(.all)
    let graph = data.graph
    let sources = (Int(graph.edgeStart[source])..<Int(graph.edgeStart[source + 1])).map {
      SearchEnd(edge: $0, share: 1)
    }
    let targets = incomingEdges.wrapped.edges(into: target).map { SearchEnd(edge: $0, share: 1) }
    return hierarchySearch.search(sources: sources, targets: targets)?.cost
  }
}
