import Foundation
import OpenStreetMap

/// `hail route --from LAT,LON --to LAT,LON [--metric time|distance] [--lang en|zh] [--json] [--map FILE]`:
/// the route's figures and its turn-by-turn steps (in JSON with each step's geometry); and two
/// forms for the OSRM comparison (scripts/compare-osrm.py): `--pairs FILE` routes every line
/// `LAT,LON LAT,LON` of FILE and prints one JSON object a line (with the query's median time over 5
/// runs), `--bounds` prints the map's box as `SOUTH WEST NORTH EAST`.
enum RouteCommand: HailCommand {
  static let name = "route"
  static let summary =
    "--from LAT,LON --to LAT,LON [--metric time|distance] [--lang en|zh] [--json] [--map FILE]   a driving route"

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(
        arguments, command: name, options: ["--from", "--to", "--metric", "--map", "--pairs", "--lang"],
        flags: ["--json", "--bounds"])
      guard parsed.positional.isEmpty else {
        throw UsageError("unexpected argument '\(parsed.positional[0])'")
      }
      let metricText = parsed.options["--metric"] ?? "time"
      guard let metric = RouteMetric(rawValue: metricText) else {
        throw UsageError("unknown metric '\(metricText)' (time or distance)")
      }
      if parsed.flags.contains("--bounds") {
        let (southWest, northEast) = try parsed.loadMap().coordinateBounds
        print(
          [southWest.latitude, southWest.longitude, northEast.latitude, northEast.longitude].map(fixed)
            .joined(separator: " "))
        return
      }
      if let pairsPath = parsed.options["--pairs"] {
        let pairs = try readPairs(pairsPath, parsed)
        let map = try parsed.loadMap()
        for (from, to) in pairs { print(timedJSON(map, from, to, metric)) }
        return
      }
      guard let fromText = parsed.options["--from"], let toText = parsed.options["--to"] else {
        throw UsageError("route needs --from LAT,LON and --to LAT,LON")
      }
      let from = try parsed.coordinate(fromText)
      let to = try parsed.coordinate(toText)
      let languageText = parsed.options["--lang"] ?? "en"
      guard let language = MapLanguage(rawValue: languageText), language != .local else {
        throw UsageError("unknown language '\(languageText)' (en or zh)")
      }
      let map = try parsed.loadMap()
      let route = try map.route(from: from, to: to, metric: metric)
      if parsed.flags.contains("--json") {
        print(RouteJSON.route(route, metric: metric, language: language))
      } else {
        print(
          String(
            format: "%.0f m, %.0f s (%.1f min), %d points", route.distance, route.expectedTravelTime,
            route.expectedTravelTime / 60, route.coordinates.count))
        for step in route.steps {
          print(String(format: "%7.0f m  ", step.distance) + step.instructions(language))
        }
      }
    }
  }

  /// The lines of a pairs file: `LAT,LON LAT,LON`, blank lines skipped.
  private static func readPairs(_ path: String, _ parsed: MapArguments) throws -> [(Coordinate, Coordinate)] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw UsageError("cannot read pairs file \(path)")
    }
    var pairs: [(Coordinate, Coordinate)] = []
    for (number, line) in TextLines.split(text).enumerated() {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if fields.isEmpty { continue }
      guard fields.count == 2, let from = Coordinate(parsing: String(fields[0])),
        let to = Coordinate(parsing: String(fields[1]))
      else { throw UsageError("\(path):\(number + 1): expected LAT,LON LAT,LON") }
      pairs.append((from, to))
    }
    return pairs
  }

  /// One pair's route as JSON with the median of 5 query times; `error` instead when there is none.
  private static func timedJSON(_ map: MapStore, _ from: Coordinate, _ to: Coordinate, _ metric: RouteMetric)
    -> String
  {
    var outcome: Result<Route, any Error> = .failure(MapError.noRoute(from: from, to: to))
    var times: [Double] = []
    for _ in 0..<5 {
      let start = DispatchTime.now().uptimeNanoseconds
      outcome = Result { try map.route(from: from, to: to, metric: metric) }
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
    }
    let micros = String(format: "%.1f", times.sorted()[times.count / 2])
    switch outcome {
    case .success(let route):
      return "{\"distance\":\(String(format: "%.1f", route.distance)),"
        + "\"expectedTravelTime\":\(String(format: "%.1f", route.expectedTravelTime)),"
        + "\"queryMicroseconds\":\(micros)}"
    case .failure(let error):
      let message = "\(error)".replacingOccurrences(of: "\"", with: "'")
      return "{\"error\":\"\(message)\",\"queryMicroseconds\":\(micros)}"
    }
  }

  private static func fixed(_ value: Double) -> String { String(format: "%.7f", value) }
}
