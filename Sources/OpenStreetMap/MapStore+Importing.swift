import Foundation

/// Importing an OpenStreetMap extract: the map built from it, its indexes made, and the contraction
/// hierarchy, the longest step, made on another thread meanwhile.
extension MapStore {
  /// Imports an OpenStreetMap extract (.osm or .osm.pbf) into a new map, telling `progress` each
  /// phase as it starts (and the bytes read while the extract is read).
  public static func importExtract(at path: String, progress: ((ImportProgress) -> Void)? = nil) throws -> (
    map: MapStore, statistics: ImportStatistics
  ) {
    let (data, built, contraction, statistics) = try build(path, progress: progress)
    var indexes = built
    var finished = statistics
    indexes.hierarchy = contraction.finish(into: &finished)
    return (MapStore(data, indexes), finished)
  }

  /// Imports an OpenStreetMap extract into a `.hailmap` at `output`, written atomically, as
  /// `importExtract(at:progress:)` then `write(to:)` would, but sooner: the file is written while
  /// the contraction hierarchy, the import's longest step, is still being made on another thread
  /// (it had left this thread idle, then the whole file to write after it), and the hierarchy's
  /// sections go last.
  public static func importExtract(
    at path: String, writingTo output: String, progress: ((ImportProgress) -> Void)? = nil
  ) throws -> ImportStatistics {
    // A folder that is not there or cannot be written is told before the import, not after it.
    try MapFile.checkWritable(output)
    let (data, indexes, contraction, statistics) = try build(path, progress: progress)
    var finished = statistics
    // Writing includes the wait for the hierarchy. Should the write fail first (a full disk), the
    // contraction goes on alone until it finishes or the process ends, as the command does at once.
    progress?(ImportProgress(phase: .writing))
    try MapFile.write(data, indexes, hierarchy: { contraction.finish(into: &finished) }, to: output)
    return finished
  }

  /// The map of the extract at `path` and its indexes but for the contraction hierarchy, under way
  /// on another thread.
  private static func build(_ path: String, progress: ((ImportProgress) -> Void)?) throws -> (
    data: MapData, indexes: MapIndexes, contraction: Deferred<Contraction>, statistics: ImportStatistics
  ) {
    var builder = MapBuilder()
    let extract = try OSMReader.read(path, progress: progress) { builder.addNode($0) }
    // Consumed: the extract (node table, ways, relations) is let go as the builder finishes with it,
    // not held by this frame while the indexes are built.
    let (data, contraction) = builder.build(consume extract, progress: progress) { graph, turns in
      Self.contraction(graph, turns)
    }
    progress?(ImportProgress(phase: .indexing))
    let indexes = MapIndexes(data, hierarchy: ContractionHierarchy())
    return (data, indexes, contraction, builder.statistics)
  }

  /// A contraction hierarchy made on its own thread, with that thread's wall and CPU time.
  struct Contraction: Sendable {
    var hierarchy: ContractionHierarchy
    var seconds: Double
    var cpu: Double
  }

  /// The contraction hierarchy, the longest step and a single thread's work but for its core's
  /// table (rows shared among the cores), begun on another thread as soon as the road graph is
  /// built, while this one builds the rest of the map and the other indexes; `Deferred` hands it
  /// over (or makes it on the asking thread, should that thread not have begun by then). CPU time
  /// is that thread's own.
  private static func contraction(_ graph: RoadGraph, _ turns: TurnGraph) -> Deferred<Contraction> {
    let contraction = Deferred {
      let start = DispatchTime.now().uptimeNanoseconds
      let startCPU = threadCPUSeconds()
      let hierarchy = ContractionHierarchy(graph: graph, turns: turns)
      return Contraction(
        hierarchy: hierarchy, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
        cpu: threadCPUSeconds() - startCPU)
    }
    DispatchQueue.global().async { _ = contraction.wrapped }
    return contraction
  }
}

extension Deferred<MapStore.Contraction> {
  /// The hierarchy, waiting for it if it is still being made; its times and shortcuts go into
  /// `statistics`.
  func finish(into statistics: inout ImportStatistics) -> ContractionHierarchy {
    let contraction = wrapped
    statistics.contractionSeconds = contraction.seconds
    statistics.contractionCPUSeconds = contraction.cpu
    statistics.shortcuts = contraction.hierarchy.shortcutFirst.count
    return contraction.hierarchy
  }
}
