import Foundation

/// How OpenStreetMap tags map to Hail's features. Each rule names the wiki page it follows.
enum OSMTags {
  /// `railway=*` values drawn as tracks (wiki: Key:railway); abandoned, disused and platforms are not.
  static let trackValues: Set<String> = [
    "rail", "tram", "subway", "light_rail", "narrow_gauge", "monorail", "funicular",
  ]

  /// Area tags drawn as water (wiki: Tag:natural=water, Tag:waterway=riverbank, Key:landuse).
  static let waterTags: [(String, Set<String>)] = [
    ("natural", ["water", "bay"]), ("waterway", ["riverbank", "dock", "canal"]),
    ("landuse", ["reservoir", "basin"]),
  ]

  /// Area tags drawn as parks and green (wiki: Key:leisure, Key:landuse, Key:natural).
  static let greenTags: [(String, Set<String>)] = [
    (
      "leisure",
      ["park", "garden", "playground", "pitch", "common", "dog_park", "nature_reserve", "golf_course"]
    ),
    (
      "landuse",
      [
        "grass", "forest", "meadow", "village_green", "recreation_ground", "cemetery", "allotments",
        "orchard",
      ]
    ),
    ("natural", ["wood", "scrub", "grassland", "heath", "wetland"]),
  ]

  /// The kind and classing value of an area, or nil if it is not drawn. Buildings win over the
  /// rest because a building with `leisure=*` is still a building on a map.
  static func areaKind(_ tags: TagList) -> (FeatureKind, String)? {
    if let building = tags["building"], building != "no" { return (.building, building) }
    if let part = tags["building:part"], part != "no", tags["building"] == nil { return (.building, part) }
    for (key, values) in waterTags {
      if let value = tags[key], values.contains(value) { return (.water, value) }
    }
    for (key, values) in greenTags {
      if let value = tags[key], values.contains(value) { return (.park, value) }
    }
    return nil
  }

  /// Keys that make a named object a place of interest, in the order that picks its category
  /// (a node with `amenity` and `shop` is classed by `amenity`).
  static let poiKeys = [
    "amenity", "shop", "tourism", "railway", "public_transport", "leisure", "historic", "office",
    "craft", "place", "natural", "landuse",
  ]

  /// The `railway=*` values that are places (wiki: Tag:railway=station); tracks are not.
  static let railwayPlaces: Set<String> = ["station", "halt", "tram_stop", "subway_entrance"]

  /// The category of a named object, or nil when it is not a place of interest.
  static func poiCategory(_ tags: TagList) -> (String, String)? {
    for key in poiKeys {
      guard let value = tags[key] else { continue }
      if key == "railway" && !railwayPlaces.contains(value) { continue }
      if key == "natural" && (value == "coastline" || value == "tree") { continue }
      return (key, value)
    }
    return nil
  }

  /// The Chinese name in Simplified characters: `name:zh-Hans` where mapped, else `name:zh` (often
  /// Traditional in OpenStreetMap) or `name:zh-Hant`, converted with OpenCC.
  static func simplifiedChineseName(_ tags: TagList) -> String? {
    tags["name:zh-Hans"] ?? (tags["name:zh"] ?? tags["name:zh-Hant"]).map(ChineseScript.simplified)
  }

  /// Names people search by besides `name`, `name:en` and `name:zh`: other languages, other names,
  /// Chinese in either script, and the Latin transliterations OpenStreetMap has for names in CJK
  /// scripts (wiki: Multilingual names — `name:zh-Latn-pinyin`, `name:ja-Latn`, `name:ko-Latn`).
  static let otherNameKeys = [
    "name:fi", "name:sv", "alt_name", "old_name", "official_name", "short_name", "name:zh-Hans",
    "name:zh-Hant", "name:zh-Latn-pinyin", "name:zh_pinyin", "name:ja", "name:ja-Latn", "name:ja_rm",
    "name:ko", "name:ko-Latn",
  ]

  /// The direction a road may be driven: +1 along its nodes, −1 against them, 0 both
  /// (wiki: Key:oneway; roundabouts and motorways imply one-way, Tag:junction=roundabout; the values
  /// OSRM's car.lua reads, `WayHandlers.oneway`).
  static func oneway(_ tags: TagList, roadClass: RoadClass) -> Int8 {
    switch tags["oneway"] {
    case "yes", "1", "true": return 1
    case "-1": return -1
    case "no", "false", "0": return 0
    default: break
    }
    if let junction = tags["junction"], junction == "roundabout" || junction == "circular" { return 1 }
    return roadClass.impliesOneway ? 1 : 0
  }

  /// `maxspeed=*` in km/h (wiki: Key:maxspeed): a number, `N mph`, or a Finnish implicit limit
  /// (`FI:urban` 50, `FI:rural` 80, Tieliikennelaki 729/2018 §§ 24–25). nil when unusable.
  static func maxspeed(_ value: String?) -> Double? {
    guard let value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
    if let number = Double(value), number > 0 { return number }
    if value.hasSuffix("mph"), let number = Double(value.dropLast(3).trimmingCharacters(in: .whitespaces)) {
      return number * 1.609_344
    }
    if value.hasSuffix(":urban") { return 50 }
    if value.hasSuffix(":rural") { return 80 }
    if value.hasSuffix(":living_street") { return 20 }
    return nil
  }
}
