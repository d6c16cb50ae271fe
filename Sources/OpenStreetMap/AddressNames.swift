import Foundation

/// The names reverse geocoding puts into an address: streets and cities in their other languages,
/// and the city and country most of the map's addresses give (for an address that names neither).
/// Keyed by the local name's index in the map's string table (interned: one index per distinct
/// string), so a geocode looks an address's street up without decoding and hashing its name.
struct AddressNames: Sendable {
  /// Local street name → its names (`addr:street` carries only the local name).
  let streetNames: [Int32: PlaceName]
  /// Local city name → its names, from `place=city|town|village`.
  let cityNames: [Int32: PlaceName]
  /// The most common `addr:city`.
  let defaultCity: PlaceName?
  /// The most common `addr:country` (an ISO 3166-1 alpha-2 code).
  let defaultCountry: String?

  init(_ data: MapData) {
    var streetNames: [Int32: PlaceName] = [:]
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      let key = data.featureName[feature]
      guard let local = data.string(key) else { continue }
      if let named = streetNames[key], named.chinese != nil || data.featureNameZh[feature] < 0 { continue }
      streetNames[key] = PlaceName(
        local: local, chinese: data.string(data.featureNameZh[feature]),
        english: data.string(data.featureNameEn[feature]))
    }
    self.streetNames = streetNames
    var cityNames: [Int32: PlaceName] = [:]
    for poi in 0..<data.poiCount where data.string(data.poiKey[poi]) == "place" {
      guard ["city", "town", "village"].contains(data.string(data.poiValue[poi])),
        let local = data.string(data.poiName[poi])
      else { continue }
      cityNames[data.poiName[poi]] = PlaceName(
        local: local, chinese: data.string(data.poiNameZh[poi]), english: data.string(data.poiNameEn[poi]))
    }
    self.cityNames = cityNames
    let common = AddressNames.mostCommon(data.addressCity, data)
    defaultCity = common.map { cityNames[$0] ?? PlaceName(local: data.string($0)) }
    defaultCountry = AddressNames.mostCommon(data.addressCountry, data).flatMap(data.string)
  }

  /// The string that occurs most often in `column` (the first in order among equals), or nil for
  /// none: counted by index, each distinct string decoded once to break ties.
  static func mostCommon(_ column: Column<Int32>, _ data: MapData) -> Int32? {
    var counts: [Int32: Int] = [:]
    for index in column where index >= 0 { counts[index, default: 0] += 1 }
    return counts.map { (index: $0.key, count: $0.value, text: data.string($0.key)!) }
      .max { ($0.count, $1.text) < ($1.count, $0.text) }?.index
  }
}
