import Foundation
@_spi(Hail) import OpenStreetMap

/// `hail benchmark-decode IN.osm.pbf`: reads an extract as `hail import` does (Hail's PBF decoder
/// into the import's node table and way store, no map built) and prints what it counted, in the
/// form of `scripts/decode`'s counting programs, so `make bench-scale` can time the decoders side by
/// side and check that they agree.
enum DecodeBenchmarkCommand: HailCommand {
  static let name = "benchmark-decode"
  static let summary = "IN.osm.pbf   read an extract without building a map; print its counts"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(arguments, command: name, options: [])
      guard parsed.positional.count == 1, let input = parsed.positional.first else {
        throw UsageError("benchmark-decode needs one extract")
      }
      let counts = try ExtractCounts.read(input)
      print(
        "\(counts.nodes) nodes \(counts.ways) ways \(counts.relations) relations \(counts.references) refs")
    }
  }
}
