import Foundation
import OpenStreetMap

/// `hail route --json`'s output: the route's figures, geometry and steps.
enum RouteJSON {
  static func route(_ route: Route, metric: RouteMetric, language: MapLanguage) -> String {
    let steps = route.steps.map { step($0, language: language) }
    return
      "{\"distance\":\(number(route.distance)),\"expectedTravelTime\":\(number(route.expectedTravelTime)),"
      + "\"metric\":\"\(metric.rawValue)\",\"coordinates\":\(coordinates(route.coordinates)),"
      + "\"steps\":[\(steps.joined(separator: ","))]}"
  }

  static func step(_ step: RouteStep, language: MapLanguage) -> String {
    var maneuver: String
    switch step.maneuver {
    case .depart: maneuver = "\"maneuver\":\"depart\""
    case .turn(let direction): maneuver = "\"maneuver\":\"turn\",\"modifier\":\"\(direction.rawValue)\""
    case .roundabout(let exit): maneuver = "\"maneuver\":\"roundabout\",\"exit\":\(exit)"
    case .arrive: maneuver = "\"maneuver\":\"arrive\""
    }
    let name = step.road.local.map { ",\"name\":\(quoted($0))" } ?? ""
    return "{\"instructions\":\(quoted(step.instructions(language))),\(maneuver)\(name),"
      + "\"distance\":\(number(step.distance)),\"coordinates\":\(coordinates(step.coordinates))}"
  }

  private static func coordinates(_ list: [Coordinate]) -> String {
    "[" + list.map { String(format: "[%.7f,%.7f]", $0.latitude, $0.longitude) }.joined(separator: ",") + "]"
  }

  private static func number(_ value: Double) -> String { String(format: "%.1f", value) }

  /// A JSON string literal (quotes, backslashes and control characters escaped).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
