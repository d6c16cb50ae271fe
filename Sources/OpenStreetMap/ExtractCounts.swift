/// What reading an extract finds, without building a map: `hail benchmark-decode` times Hail's
/// decoder (and collector) alone with it, beside libosmium's, in `make bench-scale`.
@_spi(Hail) public struct ExtractCounts: Sendable, Equatable {
  /// Distinct nodes with a position on the globe.
  public var nodes = 0
  public var ways = 0
  public var relations = 0
  /// Way node references.
  public var references = 0

  /// Reads the extract at `path` as an import does and counts what it holds; throws `MapError` as
  /// an import would.
  public static func read(_ path: String) throws -> ExtractCounts {
    let extract = try OSMReader.read(path) { _ in }
    return ExtractCounts(
      nodes: extract.coordinates.count, ways: extract.ways.count, relations: extract.relationCount,
      references: extract.ways.referenceCount)
  }
}
