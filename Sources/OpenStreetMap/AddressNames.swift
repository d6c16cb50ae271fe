import Foundation

/// The names reverse geocoding puts into an address: streets and cities in their other languages,
/// and the city and country most of the map's addresses give (for an address that names neither).
/// Keyed by the local name's index in the map's string table (interned: one index per distinct
/// string), so a geocode looks an address's street up without decoding and hashing its name.
struct AddressNames: Sendable {
  /// Local street name → its Chinese and English names' indices (`addr:street` carries only the
  /// local name), decoded when an address asks (decoding every road's three names here was most of
  /// this table's cost, before `hail run`'s first frame).
  private let streetNames: [Int32: SIMD2<Int32>]
  /// Local city name → its names, from `place=city|town|village`.
  let cityNames: [Int32: PlaceName]
  /// The most common `addr:city`.
  let defaultCity: PlaceName?
  /// The most common `addr:country` (an ISO 3166-1 alpha-2 code).
  let defaultCountry: String?

  init(_ data: MapData) {
    // The first road of a name, or the first that has a Chinese name, by the name's index: found
    // in an array as long as the string table, then only the names found hashed.
    var chosen = [Int32](repeating: -1, count: data.strings.count)
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      let key = Int(data.featureName[feature])
      guard key >= 0 else { continue }
      if chosen[key] >= 0, data.featureNameZh[Int(chosen[key])] >= 0 || data.featureNameZh[feature] < 0 {
        continue
      }
      chosen[key] = Int32(feature)
    }
    var streetNames: [Int32: SIMD2<Int32>] = [:]
    for (key, feature) in chosen.enumerated() where feature >= 0 {
      streetNames[Int32(key)] = SIMD2(data.featureNameZh[Int(feature)], data.featureNameEn[Int(feature)])
    }
    self.streetNames = streetNames
    var cityNames: [Int32: PlaceName] = [:]
    // Whether a key or value index spells what a city's tags do (0 not yet known, 1 yes, 2 no),
    // each distinct string decoded once: by array, as long as the string table, since hashing the
    // two indices of every place was a third of this table's instructions at 100× (callgrind).
    var isPlaceKey = [UInt8](repeating: 0, count: data.strings.count)
    var isSettlement = [UInt8](repeating: 0, count: data.strings.count)
    for poi in 0..<data.poiCount {
      let key = Int(data.poiKey[poi])
      let value = Int(data.poiValue[poi])
      let name = data.poiName[poi]
      guard name >= 0, key >= 0, value >= 0 else { continue }
      if isPlaceKey[key] == 0 { isPlaceKey[key] = data.string(Int32(key)) == "place" ? 1 : 2 }
      guard isPlaceKey[key] == 1 else { continue }
      if isSettlement[value] == 0 {
        isSettlement[value] = ["city", "town", "village"].contains(data.string(Int32(value))) ? 1 : 2
      }
      guard isSettlement[value] == 1 else { continue }
      cityNames[name] = PlaceName(
        local: data.string(name), chinese: data.string(data.poiNameZh[poi]),
        english: data.string(data.poiNameEn[poi]))
    }
    self.cityNames = cityNames
    let common = AddressNames.mostCommon(data.addressCity, data)
    defaultCity = common.map { cityNames[$0] ?? PlaceName(local: data.string($0)) }
    defaultCountry = AddressNames.mostCommon(data.addressCountry, data).flatMap(data.string)
  }

  /// The names of the street whose local name is string `local`.
  func street(_ local: Int32, in data: MapData) -> PlaceName {
    guard let other = streetNames[local] else { return PlaceName(local: data.string(local)) }
    return PlaceName(local: data.string(local), chinese: data.string(other.x), english: data.string(other.y))
  }

  /// The string that occurs most often in `column` (the first in order among equals), or nil for
  /// none: counted by index in an array as long as the string table (no hashing), each string of
  /// the highest count decoded once to break ties.
  static func mostCommon(_ column: Column<Int32>, _ data: MapData) -> Int32? {
    var counts = [Int32](repeating: 0, count: data.strings.count)
    var highest: Int32 = 0
    for index in column where index >= 0 {
      counts[Int(index)] += 1
      highest = max(highest, counts[Int(index)])
    }
    guard highest > 0 else { return nil }
    return counts.indices.lazy.filter { counts[$0] == highest }.map { Int32($0) }
      .min { data.string($0)! < data.string($1)! }
  }
}
