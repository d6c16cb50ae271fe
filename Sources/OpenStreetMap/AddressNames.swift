import Foundation

/// The names reverse geocoding puts into an address: streets and cities in their other languages,
/// and the city and country most of the map's addresses give (for an address that names neither).
struct AddressNames: Sendable {
  /// Local street name → its names (`addr:street` carries only the local name).
  let streetNames: [String: PlaceName]
  /// Local city name → its names, from `place=city|town|village`.
  let cityNames: [String: PlaceName]
  /// The most common `addr:city`.
  let defaultCity: PlaceName?
  /// The most common `addr:country` (an ISO 3166-1 alpha-2 code).
  let defaultCountry: String?

  init(_ data: MapData) {
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
    let common = AddressNames.mostCommon(data.addressCity.compactMap(data.string))
    defaultCity = common.map { cityNames[$0] ?? PlaceName(local: $0) }
    defaultCountry = AddressNames.mostCommon(data.addressCountry.compactMap(data.string))
  }

  /// The value that occurs most often (the first in order among equals), or nil for none.
  static func mostCommon(_ values: [String]) -> String? {
    var counts: [String: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }
}
