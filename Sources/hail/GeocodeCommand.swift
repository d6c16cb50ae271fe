import Foundation
import OpenStreetMap

/// `hail geocode LAT,LON [--lang zh|en] [--map FILE]`: the address at a coordinate.
enum GeocodeCommand: HailCommand {
  static let name = "geocode"
  static let summary = "LAT,LON [--lang zh|en] [--map FILE]   the address at a coordinate"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(arguments, command: name, options: ["--lang", "--map"])
      guard parsed.positional.count == 1 else { throw UsageError("geocode takes one LAT,LON") }
      let coordinate = try parsed.coordinate(parsed.positional[0])
      let languageText = parsed.options["--lang"] ?? "en"
      guard let language = MapLanguage(rawValue: languageText), language != .local else {
        throw UsageError("unknown language '\(languageText)' (zh or en)")
      }
      let map = try parsed.loadMap()
      print(try map.reverseGeocode(coordinate).formatted(language))
    }
  }
}
