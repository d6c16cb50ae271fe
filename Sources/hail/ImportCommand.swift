import Foundation
import OpenStreetMap

/// `hail import IN.osm.pbf -o OUT.hailmap [--if-stale]`: imports an OpenStreetMap extract.
enum ImportCommand: HailCommand {
  static let name = "import"
  static let summary = "IN.osm.pbf -o OUT.hailmap [--if-stale]   import an OpenStreetMap extract"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(
        arguments, command: name, options: ["-o", "--output"], flags: ["--if-stale"])
      guard parsed.positional.count == 1 else { throw UsageError("import takes one input file: \(summary)") }
      guard let output = parsed.options["-o"] ?? parsed.options["--output"] else {
        throw UsageError("import needs -o OUT.hailmap")
      }
      let input = parsed.positional[0]
      // By device and inode, not by name: a hard link, a symbolic link or another spelling of the
      // input's path would otherwise have the map replace the extract it is read from.
      if FileIdentity.overwrites(output, anyOf: [input]) {
        throw UsageError("-o \(output) is the input extract itself; refusing to overwrite it")
      }
      // `make map` runs this on every build: skip when the map is current (this format, newer than
      // the extract).
      if parsed.flags.contains("--if-stale"), MapStore.formatVersion(at: output) == MapStore.formatVersion,
        let built = modified(output), let source = modified(input), built >= source
      {
        return
      }
      let start = Date()
      let display = ProgressDisplay()
      defer { display.finish() }
      let statistics = try MapStore.importExtract(at: input, writingTo: output, progress: display.update)
      display.finish()
      print(
        "hail: imported \(input) → \(output) in \(String(format: "%.2f", Date().timeIntervalSince(start))) s: "
          + "\(statistics.features) features, \(statistics.pointsOfInterest) places, \(statistics.addresses) "
          + "addresses, \(statistics.graphNodes) graph nodes, \(statistics.graphEdges) edges "
          + "(largest component \(statistics.largestComponent)), \(statistics.turnRestrictions) turn restrictions "
          + "(\(statistics.turnRestrictionsUnused) unused), contraction hierarchy "
          + "\(statistics.shortcuts) shortcuts in \(String(format: "%.2f", statistics.contractionSeconds)) s "
          + "(\(String(format: "%.2f", statistics.contractionCPUSeconds)) s CPU); "
          + "\(statistics.missingNodeReferences) node references outside the extract, "
          + "\(statistics.coordinatesOutOfRange) nodes off the globe dropped, "
          + "\(statistics.waysSplitAtGaps) ways split at gaps, \(statistics.areasDropped) open areas dropped; "
          + "\(statistics.seaPolygons) sea polygons from \(statistics.coastlineChains) coastline chains, "
          + "\(statistics.coastlineChainsDropped) dangling chains dropped")
    }
  }

  private static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
}
