import Foundation

/// A place search result.
public struct PlaceSearchResult: Sendable {
  public var name: PlaceName
  /// The tag that classes it (`highway` / `residential` for streets).
  public var categoryKey: String
  public var categoryValue: String
  public var coordinate: Coordinate
  /// Metres from the search centre.
  public var distance: Double
  /// 0 a whole name matches, 1 a name starts with the text, 2 a word starts with it, 3 it occurs inside;
  /// 4 and 5: an old or alternative name starts with it or contains it.
  public var matchRank: Int
}

/// Folded names of everything searchable: places of interest and named streets.
struct SearchIndex: Sendable {
  struct Entry: Sendable {
    /// The folded primary names (`name`, `name:en`, `name:zh`), each also split into words.
    var names: [String]
    var words: [String]
    /// Folded other names (`alt_name`, `old_name`, `name:sv`, …): they match, but rank lower.
    var otherNames: [String]
    /// A POI id, or −(feature id + 1) for a street.
    var source: Int
    var point: MapPoint
  }

  let entries: [Entry]
  /// Local street name → its names (for geocoding: `addr:street` carries only the local name).
  let streetNames: [String: PlaceName]
  /// Local city name → its names, from `place=city|town|village`.
  let cityNames: [String: PlaceName]
  /// The most common `addr:city`.
  let defaultCity: PlaceName?
  /// The most common `addr:country` (an ISO 3166-1 alpha-2 code).
  let defaultCountry: String?

  /// Case- and diacritic-insensitive, as Foundation folds them ("Töölö" → "toolo"), and Chinese
  /// in Simplified characters, so that Traditional and Simplified spellings find each other.
  static func fold(_ text: String) -> String {
    ChineseScript.simplified(
      text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil))
  }

  init(_ data: MapData, points: [MapPoint], poiPoints: [MapPoint]) {
    var entries: [Entry] = []
    func folded(_ names: [String?]) -> [String] {
      Array(
        Set(
          names.compactMap { $0 }.flatMap { $0.split(separator: ";").map(String.init) }.map(SearchIndex.fold)
            .filter { !$0.isEmpty })
      ).sorted()
    }
    func entry(_ names: [String?], other: String? = nil, source: Int, point: MapPoint) {
      let primary = folded(names)
      let others = folded([other])
      guard !primary.isEmpty || !others.isEmpty else { return }
      let words = primary.flatMap {
        $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
      }
      entries.append(Entry(names: primary, words: words, otherNames: others, source: source, point: point))
    }
    for poi in 0..<data.poiCount {
      entry(
        [
          data.string(data.poiName[poi]), data.string(data.poiNameEn[poi]), data.string(data.poiNameZh[poi]),
        ], other: data.string(data.poiOtherNames[poi]), source: poi, point: poiPoints[poi])
    }
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      let part = Int(data.featurePartStarts[feature])
      let first = Int(data.partStarts[part])
      let last = Int(data.partStarts[part + 1]) - 1
      entry(
        [
          data.string(data.featureName[feature]), data.string(data.featureNameEn[feature]),
          data.string(data.featureNameZh[feature]),
        ], source: -(feature + 1), point: points[(first + last) / 2])
    }
    self.entries = entries

    var streetNames: [String: PlaceName] = [:]
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      guard let local = data.string(data.featureName[feature]) else { continue }
      let name = PlaceName(
        local: local, chinese: data.string(data.featureNameZh[feature]),
        english: data.string(data.featureNameEn[feature]))
      if streetNames[local] == nil || (streetNames[local]!.chinese == nil && name.chinese != nil) {
        streetNames[local] = name
      }
    }
    self.streetNames = streetNames
    var cityNames: [String: PlaceName] = [:]
    for poi in 0..<data.poiCount where data.string(data.poiKey[poi]) == "place" {
      guard ["city", "town", "village"].contains(data.string(data.poiValue[poi])),
        let local = data.string(data.poiName[poi])
      else { continue }
      cityNames[local] = PlaceName(
        local: local, chinese: data.string(data.poiNameZh[poi]), english: data.string(data.poiNameEn[poi]))
    }
    self.cityNames = cityNames
    var cityCounts: [String: Int] = [:]
    for city in data.addressCity { if let name = data.string(city) { cityCounts[name, default: 0] += 1 } }
    let common = cityCounts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    defaultCity = common.map { cityNames[$0] ?? PlaceName(local: $0) }
    defaultCountry = SearchIndex.mostCommon(data.addressCountry.compactMap(data.string))
  }

  /// The value that occurs most often (the first in order among equals), or nil for none.
  static func mostCommon(_ values: [String]) -> String? {
    var counts: [String: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }

  /// How well `entry` matches the folded query, or nil.
  func rank(_ entry: Entry, _ query: String) -> Int? {
    if entry.names.contains(query) { return 0 }
    if entry.names.contains(where: { $0.hasPrefix(query) }) { return 1 }
    if entry.words.contains(where: { $0.hasPrefix(query) }) { return 2 }
    if entry.names.contains(where: { $0.contains(query) }) { return 3 }
    if entry.otherNames.contains(where: { $0.hasPrefix(query) }) { return 4 }
    if entry.otherNames.contains(where: { $0.contains(query) }) { return 5 }
    return nil
  }
}

extension MapStore {
  /// Places and streets whose names match `text`, case- and diacritic-insensitively: whole-name
  /// matches, then name prefixes, then word prefixes, then substrings; nearest to `center` first
  /// within each. A street, or places sharing a name and category (a station's entrances), appear
  /// once: the nearest.
  public func search(_ text: String, near center: Coordinate? = nil, limit: Int = 10) -> [PlaceSearchResult] {
    let query = SearchIndex.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !query.isEmpty, limit > 0 else { return [] }
    let centre = center ?? WebMercator.coordinate(bounds.center)
    let centrePoint = WebMercator.project(centre)
    let scale = WebMercator.scale(atLatitude: centre.latitude)
    var matches: [(rank: Int, distance: Double, entry: Int)] = []
    for (index, entry) in searchIndex.entries.enumerated() {
      guard let rank = searchIndex.rank(entry, query) else { continue }
      let distance = hypot(entry.point.x - centrePoint.x, entry.point.y - centrePoint.y) / scale
      matches.append((rank, distance, index))
    }
    matches.sort { ($0.rank, $0.distance, $0.entry) < ($1.rank, $1.distance, $1.entry) }
    var results: [PlaceSearchResult] = []
    var seen: Set<String> = []
    for match in matches {
      let entry = searchIndex.entries[match.entry]
      let result: PlaceSearchResult
      if entry.source >= 0 {
        let poi = pointOfInterest(entry.source)
        let key = "\(poi.name.local ?? poi.name.english ?? "")|\(poi.categoryKey)=\(poi.categoryValue)"
        guard seen.insert(key).inserted else { continue }
        result = PlaceSearchResult(
          name: poi.name, categoryKey: poi.categoryKey, categoryValue: poi.categoryValue,
          coordinate: poi.coordinate, distance: match.distance, matchRank: match.rank)
      } else {
        let feature = feature(-entry.source - 1)
        guard seen.insert("\(feature.name.local ?? feature.name.english ?? "")|highway").inserted else {
          continue
        }
        result = PlaceSearchResult(
          name: feature.name, categoryKey: "highway", categoryValue: feature.osmValue,
          coordinate: WebMercator.coordinate(entry.point), distance: match.distance, matchRank: match.rank)
      }
      results.append(result)
      if results.count == limit { break }
    }
    return results
  }
}
