import Foundation
import OpenStreetMap

/// `hail route --from LAT,LON --to LAT,LON [--metric time|distance] [--json] [--map FILE]`.
enum RouteCommand: HailCommand {
  static let name = "route"
  static let summary =
    "--from LAT,LON --to LAT,LON [--metric time|distance] [--json] [--map FILE]   a driving route"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(
        arguments, command: name, options: ["--from", "--to", "--metric", "--map"], flags: ["--json"])
      guard parsed.positional.isEmpty else {
        throw UsageError("unexpected argument '\(parsed.positional[0])'")
      }
      guard let fromText = parsed.options["--from"], let toText = parsed.options["--to"] else {
        throw UsageError("route needs --from LAT,LON and --to LAT,LON")
      }
      let from = try parsed.coordinate(fromText)
      let to = try parsed.coordinate(toText)
      let metricText = parsed.options["--metric"] ?? "time"
      guard let metric = RouteMetric(rawValue: metricText) else {
        throw UsageError("unknown metric '\(metricText)' (time or distance)")
      }
      let map = try parsed.loadMap()
      let route = try map.route(from: from, to: to, metric: metric)
      if parsed.flags.contains("--json") {
        let coordinates = route.coordinates.map { "[\(fixed($0.latitude)),\(fixed($0.longitude))]" }
        print(
          "{\"distance\":\(String(format: "%.1f", route.distance)),"
            + "\"expectedTravelTime\":\(String(format: "%.1f", route.expectedTravelTime)),"
            + "\"metric\":\"\(metric.rawValue)\",\"coordinates\":[\(coordinates.joined(separator: ","))]}")
      } else {
        print(
          String(
            format: "%.0f m, %.0f s (%.1f min), %d points", route.distance, route.expectedTravelTime,
            route.expectedTravelTime / 60, route.coordinates.count))
      }
    }
  }

  private static func fixed(_ value: Double) -> String { String(format: "%.7f", value) }
}
