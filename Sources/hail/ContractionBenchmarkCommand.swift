import Foundation
@_spi(Hail) import OpenStreetMap

/// `hail benchmark-contraction [--map FILE]`: contracts the map's turn graph again with this build
/// (thread CPU time, shortcuts) and times both hierarchies' queries — the stored one the map was
/// imported with and the new one — on the same random pairs, checking they find the same costs. So a
/// change to the contraction is measured without a whole import. Times are thread CPU time (the
/// figure to trust when other work shares the machine); run it from a release build.
enum ContractionBenchmarkCommand: HailCommand {
  static let name = "benchmark-contraction"
  static let summary = "[--map FILE]   contraction time and both hierarchies' query times"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(arguments, command: name, options: ["--map"])
      let stored = try MapStore(contentsOf: parsed.options["--map"] ?? MapArguments.defaultMap)
      let (rebuilt, shortcuts, seconds) = stored.recontracted()
      report("routing.contraction.cpu", seconds, "s")
      report("routing.contraction.shortcuts", Double(shortcuts), "count")
      report("routing.contraction.stored-shortcuts", Double(stored.shortcutCount), "count")
      // The core's table alone, made again from the stored hierarchy, wall time: part of the
      // contraction's wall time at import; its rows are shared among the cores, so the thread CPU
      // time above holds only the contracting thread's share of them.
      let core = stored.coreBuildTime()
      report("routing.core.size", Double(core.size), "nodes")
      report("routing.core.build", core.seconds, "s")
      // Deterministic pairs (SplitMix64, fixed seed): graph nodes, and coordinates in the map's box.
      var generator = SplitMix64(seed: 13)
      let nodes = stored.graph.nodeCount
      let nodePairs = (0..<1000).map { _ in
        (Int(generator.next() % UInt64(nodes)), Int(generator.next() % UInt64(nodes)))
      }
      let (southWest, northEast) = stored.coordinateBounds
      func randomCoordinate() -> Coordinate {
        Coordinate(
          latitude: southWest.latitude + (northEast.latitude - southWest.latitude) * generator.nextUnit(),
          longitude: southWest.longitude + (northEast.longitude - southWest.longitude) * generator.nextUnit())
      }
      let pairs = (0..<300).map { _ in (randomCoordinate(), randomCoordinate()) }.filter {
        (try? stored.route(from: $0.0, to: $0.1, includingSteps: false)) != nil
      }
      var disagreements = 0
      let costs = nodePairs.map { stored.hierarchyCost(fromNode: $0.0, toNode: $0.1) }
      for (pair, cost) in zip(nodePairs, costs) {
        let other = rebuilt.hierarchyCost(fromNode: pair.0, toNode: pair.1)
        if (cost == nil) != (other == nil) || abs((cost ?? 0) - (other ?? 0)) > 1e-6 * max(1, cost ?? 0) {
          disagreements += 1
        }
      }
      report("routing.contraction.disagreements", Double(disagreements), "count")
      for (label, map) in [("stored", stored), ("rebuilt", rebuilt)] {
        let query = nodePairs.map { pair in cpu { _ = map.hierarchyCost(fromNode: pair.0, toNode: pair.1) } }
        report("routing.\(label).query.p50", median(query) * 1e6, "us")
        let bare = pairs.map { pair in
          cpu { _ = try? map.route(from: pair.0, to: pair.1, includingSteps: false) }
        }
        report("routing.\(label).route.no-steps.p50", median(bare) * 1e6, "us")
        let full = pairs.map { pair in cpu { _ = try? map.route(from: pair.0, to: pair.1) } }
        report("routing.\(label).route.p50", median(full) * 1e6, "us")
        report("routing.\(label).route.p99", percentile(full, 0.99) * 1e6, "us")
      }
    }
  }

  /// The thread CPU seconds `body` took.
  private static func cpu(_ body: () -> Void) -> Double {
    let start = threadCPUSeconds()
    body()
    return threadCPUSeconds() - start
  }

  private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  /// The value below which `fraction` of the values lie (nearest rank).
  private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
  }

  private static func report(_ name: String, _ value: Double, _ unit: String) {
    print("\(name) \(String(format: "%.3f", value)) \(unit)")
  }
}
