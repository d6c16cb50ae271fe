import Foundation
import OpenStreetMap

/// `hail search TEXT [--near LAT,LON] [--limit N] [--map FILE]`: places by name.
enum SearchCommand: HailCommand {
  static let name = "search"
  static let summary = "TEXT [--near LAT,LON] [--limit N] [--map FILE]   find places by name"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(arguments, command: name, options: ["--near", "--limit", "--map"])
      guard !parsed.positional.isEmpty else { throw UsageError("search needs TEXT") }
      let text = parsed.positional.joined(separator: " ")
      let near = try parsed.options["--near"].map { try parsed.coordinate($0) }
      let limitText = parsed.options["--limit"] ?? "10"
      let limit: Int
      do { limit = try DecimalNumber.parseInteger(limitText) } catch { throw UsageError("--limit: \(error)") }
      guard limit > 0 else { throw UsageError("--limit must be a positive number, not '\(limitText)'") }
      guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw NothingFound("the search text is empty: nothing to look for")
      }
      let map = try parsed.loadMap()
      if let near, !map.contains(near) { throw MapError.offMap(near) }
      let results = map.search(text, near: near, limit: limit)
      guard !results.isEmpty else { throw NothingFound("no place matches '\(text)'") }
      for result in results {
        let name = result.name.localized(.local) ?? ""
        let english = result.name.english.map { $0 == name ? "" : " (\($0))" } ?? ""
        print(
          "\(name)\(english)\t\(result.categoryKey)=\(result.categoryValue)\t\(result.coordinate)\t"
            + String(format: "%.0f m", result.distance))
      }
    }
  }
}
