import Foundation
import OpenStreetMap
import Ride

/// `hail fare --from LAT,LON --to LAT,LON [--at TIME] [--city NAME] [--tariffs DIR] [--lang zh|en]
/// [--map FILE]`: every service's itemised estimate for the route between two points, starting at
/// `--at` (ISO 8601 with a zone, such as 2025-03-12T08:00:00+02:00; default: now). A broken tariff
/// file is one line naming the file and the field, and exit status 2.
enum FareCommand: HailCommand {
  static let name = "fare"
  static let summary =
    "--from LAT,LON --to LAT,LON [--at TIME] [--city NAME] [--tariffs DIR] [--lang zh|en] [--map FILE]   fare estimates"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(
        arguments, command: name,
        options: ["--from", "--to", "--at", "--city", "--tariffs", "--lang", "--map"])
      guard parsed.positional.isEmpty else {
        throw UsageError("unexpected argument '\(parsed.positional[0])'")
      }
      guard let fromText = parsed.options["--from"], let toText = parsed.options["--to"] else {
        throw UsageError("fare needs --from LAT,LON and --to LAT,LON")
      }
      let from = try parsed.coordinate(fromText)
      let to = try parsed.coordinate(toText)
      let language = parsed.options["--lang"] ?? "en"
      guard ["zh", "en"].contains(language) else {
        throw UsageError("unknown language '\(language)' (zh or en)")
      }
      let start = try parsed.options["--at"].map(date) ?? Date()
      let tariffs = try TariffBook.load(
        directory: parsed.options["--tariffs"] ?? TariffBook.defaultDirectory,
        city: parsed.options["--city"] ?? "helsinki")
      let path = try parsed.loadMap().path(from: from, to: to)
      print(String(format: "%.0f m, %.0f s (%.1f min)", path.distance, path.duration, path.duration / 60))
      for service in Service.allCases {
        let tariff = tariffs[service]
        let fare = tariff.estimate(distance: path.distance, expectedTravelTime: path.duration, start: start)
        let items = fare.items.map { "\($0.kind.name.text(language)) \(amount($0.amount))" }
        print("\(tariff.name.text(language)): \(fare.total) (\(items.joined(separator: ", ")))")
      }
    }
  }

  private static func date(_ text: String) throws -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else {
      throw UsageError(
        "'\(text)' is not a time (expected ISO 8601 with a zone, such as 2025-03-12T08:00:00+02:00)")
    }
    return date
  }

  private static func amount(_ money: Money) -> String { String(format: "%.2f", money.amount) }
}
