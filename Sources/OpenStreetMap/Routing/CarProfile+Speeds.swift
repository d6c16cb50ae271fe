import Foundation

extension CarProfile {
  /// car.lua's `surface_speeds`: caps in km/h (paved surfaces have none).
  static let surfaceSpeeds: [String: Double] = [
    "cement": 80, "compacted": 80, "fine_gravel": 80, "paving_stones": 60, "metal": 60, "bricks": 60,
    "grass": 40, "wood": 40, "sett": 40, "grass_paver": 40, "gravel": 40, "unpaved": 40, "ground": 40,
    "dirt": 40, "pebblestone": 40, "tartan": 40, "cobblestone": 30, "clay": 30, "earth": 20, "stone": 20,
    "rocky": 20, "sand": 20, "laterite": 15, "mud": 10, "ice": 20, "snow": 30,
  ]
  /// car.lua's `tracktype_speeds`.
  static let tracktypeSpeeds: [String: Double] = [
    "grade1": 60, "grade2": 40, "grade3": 30, "grade4": 25, "grade5": 20,
  ]
  /// car.lua's `smoothness_speeds` (`impassable` 0 closes the way).
  static let smoothnessSpeeds: [String: Double] = [
    "intermediate": 80, "bad": 40, "very_bad": 20, "horrible": 10, "very_horrible": 5, "impassable": 0,
  ]
  /// The tables `WayHandlers.surface` caps the speed by, with their keys.
  static let surfaceCaps = [
    ("surface", surfaceSpeeds), ("tracktype", tracktypeSpeeds), ("smoothness", smoothnessSpeeds),
  ]
  /// car.lua's `maxspeed_table_default`, for `CC:zone` values.
  static let maxspeedDefaults: [String: Double] = ["urban": 50, "rural": 90, "trunk": 110, "motorway": 130]
  /// car.lua's `maxspeed_table`: the country exceptions to the defaults (lower case).
  static let maxspeedTable: [String: Double] = [
    "at:rural": 100, "at:trunk": 100, "ar:urban": 40, "ar:rural": 110, "be:motorway": 120, "be-bru:rural": 70,
    "be-bru:urban": 30, "be-vlg:rural": 70, "bg:motorway": 140, "by:urban": 60, "by:motorway": 110,
    "ca-on:rural": 80, "ch:rural": 80, "ch:trunk": 100, "ch:motorway": 120, "de:living_street": 7,
    "de:rural": 100, "de:motorway": 0, "dk:rural": 80, "es:trunk": 90, "fr:rural": 80,
    "gb:nsl_single": 60 * 1609 / 1000, "gb:nsl_dual": 70 * 1609 / 1000, "gb:motorway": 70 * 1609 / 1000,
    "lv:living_street": 20, "nl:rural": 80, "nl:trunk": 100, "no:rural": 80, "no:motorway": 110,
    "ph:urban": 40, "ph:rural": 80, "ph:motorway": 100, "pl:rural": 100, "pl:expressway": 120,
    "pl:motorway": 140, "ro:trunk": 100, "ru:living_street": 20, "ru:urban": 60, "ru:motorway": 110,
    "uk:nsl_single": 60 * 1609 / 1000, "uk:nsl_dual": 70 * 1609 / 1000, "uk:motorway": 70 * 1609 / 1000,
    "za:urban": 60, "za:rural": 100, "none": 140,
  ]

  /// `WayHandlers.parse_maxspeed`: a leading number (mph converted), else the country table, else
  /// the zone's default (`FI:urban` 50, `FI:rural` 90); nil when none applies.
  static func maxspeed(_ value: String) -> Double? {
    if let number = OSMMeasure.leadingInteger(value).map(Double.init) {
      return value.contains("mph") || value.contains("mp/h") ? number * 1.609 : number
    }
    let lower = value.lowercased()
    if let speed = maxspeedTable[lower] { return speed }
    // Lua's `%a%a:(%a+)`: two letters, a colon, then letters, anywhere in the value.
    guard let colon = lower.firstIndex(of: ":"), lower.distance(from: lower.startIndex, to: colon) >= 2,
      lower[lower.index(colon, offsetBy: -2)..<colon].allSatisfy(\.isLetter)
    else { return nil }
    let zone = lower[lower.index(after: colon)...].prefix { $0.isLetter }
    return maxspeedDefaults[String(zone)]
  }
}

/// car.lua's `lib/measure.lua`: lengths, weights and leading numbers in tag values.
enum OSMMeasure {
  /// Lua's `tonumber(value:match("%d*"))`: the digits at the start, nil when there are none.
  static func leadingInteger(_ value: String) -> Int? {
    Int(value.prefix { $0.isASCII && $0.isNumber })
  }

  /// `Measure.parse_value_meters`: the first number (a decimal comma accepted); feet and inches
  /// (`7'6"`) converted.
  static func metres(_ value: String) -> Double? {
    let text = value.replacingOccurrences(of: ",", with: ".")
    guard let number = firstNumber(text) else { return nil }
    guard let quote = text.firstIndex(of: "'") else { return number }
    var inches = number * 12
    if let extra = firstNumber(String(text[quote...])) { inches += extra.rounded(.down) }
    return inches * 0.0254
  }

  /// `Measure.get_max_height`: `default`, `none`, `no-sign` and `unsigned` mean 4.5 m.
  static func height(_ value: String) -> Double? {
    ["default", "none", "no-sign", "unsigned"].contains(value) ? 4.5 : metres(value)
  }

  /// `Measure.parse_value_kilograms`: tonnes unless the value says `kg` or `lbs`.
  static func kilograms(_ value: String) -> Double? {
    guard let number = firstNumber(value.replacingOccurrences(of: ",", with: ".")) else { return nil }
    if value.contains("lbs") { return number * 0.453_592_37 }
    return value.contains("kg") ? number : number * 1000
  }

  /// Lua's `%d+%.?%d*`: the first run of digits with an optional fraction.
  private static func firstNumber(_ text: String) -> Double? {
    guard let start = text.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
    var end = start
    var seenPoint = false
    while end < text.endIndex {
      let character = text[end]
      if character.isASCII && character.isNumber {
      } else if character == "." && !seenPoint {
        seenPoint = true
      } else {
        break
      }
      end = text.index(after: end)
    }
    return Double(text[start..<end])
  }
}
