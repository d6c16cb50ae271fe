import Foundation
@_spi(Hail) import OpenStreetMap

/// `hail benchmark-map [EXTRACT.osm.pbf | --map FILE]`: the map data figures, one `name value
/// unit` line each: import (from an extract), load, route, geocode and search. With `--map` it
/// measures an imported map and skips the import (`make bench-scale` times imports on their own).
/// Run it from a release build (`swift run -c release hail benchmark-map`).
enum MapBenchmarkCommand: HailCommand {
  static let name = "benchmark-map"
  static let summary = "[IN.osm.pbf | --map FILE]   map import, load, route, geocode and search timings"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(arguments, command: name, options: ["--map"])
      var path = parsed.options["--map"] ?? ""
      if parsed.options["--map"] == nil {
        let input = parsed.positional.first ?? "data/Helsinki.osm.pbf"
        let importTimes = (0..<5).map { _ in time { _ = try? MapStore.importExtract(at: input) } }
        let (imported, _) = try MapStore.importExtract(at: input)
        report("map.import", median(importTimes) * 1000, "ms")
        path = NSTemporaryDirectory() + "hail-bench-\(getpid()).hailmap"
        try imported.write(to: path)
      }
      defer { if parsed.options["--map"] == nil { unlink(path) } }
      // As commands open maps (sections verified on first use), then with every section verified.
      let verification = MapArguments.verification
      var map = try MapStore(contentsOf: path, verification: verification)
      report("map.load.rss", residentMegabytes(), "MB")
      let loadTimes = (0..<5).map { _ in
        time { map = (try? MapStore(contentsOf: path, verification: verification)) ?? map }
      }
      report("map.load", median(loadTimes) * 1000, "ms")
      let verifiedTimes = (0..<3).map { _ in time { _ = try? MapStore(contentsOf: path) } }
      report("map.load.verified", median(verifiedTimes) * 1000, "ms")

      // Deterministic query points inside the map (SplitMix64, fixed seed).
      var generator = SplitMix64(seed: 42)
      let (southWest, northEast) = map.coordinateBounds
      func randomCoordinate() -> Coordinate {
        Coordinate(
          latitude: southWest.latitude + (northEast.latitude - southWest.latitude) * generator.nextUnit(),
          longitude: southWest.longitude + (northEast.longitude - southWest.longitude) * generator.nextUnit())
      }
      var pairs: [(Coordinate, Coordinate)] = []
      while pairs.count < 100 {
        let pair = (randomCoordinate(), randomCoordinate())
        if (try? map.route(from: pair.0, to: pair.1)) != nil { pairs.append(pair) }
      }
      let routeTimes = pairs.map { pair in time { _ = try? map.route(from: pair.0, to: pair.1) } }
      report("map.route.p50", median(routeTimes) * 1e6, "us")
      report("map.route.p99", percentile(routeTimes, 0.99) * 1e6, "us")
      // Each route's thread CPU time, the figure to compare when other work shares the machine (a
      // pass of its own: the clock's system call, timed inside the wall time, lets the scheduler run
      // other work there).
      let routeCPUTimes = pairs.map { pair in threadCPUTime { _ = try? map.route(from: pair.0, to: pair.1) } }
      report("map.route.cpu.p50", median(routeCPUTimes) * 1e6, "us")
      // Without turn-by-turn steps: what cruising cars and ETAs ask for (and OSRM's default).
      let bareTimes = pairs.map { pair in
        time { _ = try? map.route(from: pair.0, to: pair.1, includingSteps: false) }
      }
      report("map.route.no-steps.p50", median(bareTimes) * 1e6, "us")
      report("map.route.no-steps.p99", percentile(bareTimes, 0.99) * 1e6, "us")
      let nodes = map.graph.nodeCount
      let nodeTimes = (0..<100).map { _ in
        let a = Int(generator.next() % UInt64(nodes))
        let b = Int(generator.next() % UInt64(nodes))
        return time { _ = map.route(fromNode: a, toNode: b) }
      }
      report("map.route.node-to-node.p50", median(nodeTimes) * 1e6, "us")
      // The hierarchy query alone between random graph nodes (no route built), and the nodes it
      // settles: the search space a contraction hierarchy keeps to a few hundred at any size.
      // (Its own generator: the figures after it keep their points.)
      var queryGenerator = SplitMix64(seed: 7)
      _ = map.hierarchyCost(fromNode: 0, toNode: 0)  // verifies the sections it requires, untimed
      let settledBefore = map.hierarchyNodesSettled
      let joinsBefore = map.hierarchyJoinsThroughCore
      let fallbacksBefore = map.hierarchyCoreFallbacks
      let queryTimes = (0..<1000).map { _ in
        let a = Int(queryGenerator.next() % UInt64(nodes))
        let b = Int(queryGenerator.next() % UInt64(nodes))
        return time { _ = map.hierarchyCost(fromNode: a, toNode: b) }
      }
      report("map.route.query.p50", median(queryTimes) * 1e6, "us")
      report("map.route.query.settled", Double(map.hierarchyNodesSettled - settledBefore) / 1000, "nodes")
      // The share of those queries whose sides met through the core's table (`HierarchyCore`).
      report(
        "map.route.query.through-core", Double(map.hierarchyJoinsThroughCore - joinsBefore) / 1000, "fraction"
      )
      // Joins that found no path back through the core and searched again (a rounding: `CoreArcs`).
      report("map.route.query.core-fallbacks", Double(map.hierarchyCoreFallbacks - fallbacksBefore), "count")
      // Dispatch's question: 50 cars' times to one pickup (one search backwards).
      let estimateTimes = (0..<20).map { _ in
        let cars = (0..<50).map { _ in randomCoordinate() }
        let pickup = randomCoordinate()
        return time { _ = map.travelTimes(from: cars, to: pickup) }
      }
      report("map.travel-times.50-to-1.p50", median(estimateTimes) * 1e6, "us")
      _ = try? map.reverseGeocode(randomCoordinate())  // checks the geocoding sections once (first use)
      let geocodePoints = (0..<1000).map { _ in randomCoordinate() }
      var geocodeTimes: [Double] = []
      geocodeTimes.reserveCapacity(geocodePoints.count)
      let geocodeCPU = threadCPUTime {
        for coordinate in geocodePoints {
          geocodeTimes.append(time { _ = try? map.reverseGeocode(coordinate) })
        }
      }
      report("map.geocode.p50", median(geocodeTimes) * 1e6, "us")
      // The thread's CPU time per query: what the query costs when other work shares the machine.
      report("map.geocode.cpu.mean", geocodeCPU / Double(geocodePoints.count) * 1e6, "us")
      let words = [
        "kaisaniemi", "rautatie", "stock", "museo", "kahvila", "aleksanterinkatu", "hotel", "apteekki",
      ]
      let searchTimes = (0..<100).map { index in
        time { _ = map.search(words[index % words.count], near: randomCoordinate()) }
      }
      report("map.search.p50", median(searchTimes) * 1e6, "us")
      // The substring step alone: the query's bigram lists intersected shortest first, galloping
      // (as search does) beside walking both lists, for the words above.
      for (name, merging) in [
        ("map.search.bigram-intersect.p50", false), ("map.search.bigram-merge.p50", true),
      ] {
        let times = (0..<100).map { index in
          time { _ = map.substringCandidateCount(words[index % words.count], merging: merging) }
        }
        report(name, median(times) * 1e6, "us")
      }
      let candidates = words.map { map.substringCandidateCount($0) }.reduce(0, +)
      report("map.search.bigram-candidates", Double(candidates) / Double(words.count), "units")
    }
  }

  private static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The calling thread's CPU seconds spent in `body`.
  private static func threadCPUTime(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
  }

  private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  /// The value below which `fraction` of the values lie (nearest rank).
  private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
  }

  /// The process's resident memory now (`VmRSS` in /proc/self/status), in megabytes.
  static func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes / 1000
  }

  private static func report(_ name: String, _ value: Double, _ unit: String) {
    print("\(name) \(String(format: "%.3f", value)) \(unit)")
  }
}

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny seeded generator, so every run measures the same queries.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
