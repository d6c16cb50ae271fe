import Foundation

/// The names reverse geocoding puts into an address: streets and cities in their other languages,
/// and the city and country most of the map's addresses give (for an address that names neither).
/// Found at import (`MapSummary`) and read in place: finding them on open read every road, place
/// and address of the map, 90 M instructions before `hail run`'s first frame at 100× (callgrind).
/// Keyed by the local name's index in the map's string table (interned: one index per distinct
/// string), sorted, so a geocode finds an address's street by bisection without decoding a name.
struct AddressNames: Sendable, Equatable {
  /// Local street names (sorted) and, beside each, its Chinese and English names' indices (−1 for
  /// none): `addr:street` carries only the local name.
  var streetKeys: Column<Int32> = []
  var streetOthers: Column<SIMD2<Int32>> = []
  /// Local city names (sorted) from `place=city|town|village`, and their Chinese and English names.
  var cityKeys: Column<Int32> = []
  var cityOthers: Column<SIMD2<Int32>> = []
  /// The most common `addr:city` and `addr:country` (an ISO 3166-1 alpha-2 code), −1 for none.
  var defaults: Column<Int32> = [-1, -1]

  init() {}

  init(_ data: MapData) {
    // The first road of a name, or the first that has a Chinese name, by the name's index: found
    // in an array as long as the string table.
    var chosen = [Int32](repeating: -1, count: data.strings.count)
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      let key = Int(data.featureName[feature])
      guard key >= 0 else { continue }
      if chosen[key] >= 0, data.featureNameZh[Int(chosen[key])] >= 0 || data.featureNameZh[feature] < 0 {
        continue
      }
      chosen[key] = Int32(feature)
    }
    for (key, feature) in chosen.enumerated() where feature >= 0 {
      streetKeys.append(Int32(key))
      streetOthers.append(SIMD2(data.featureNameZh[Int(feature)], data.featureNameEn[Int(feature)]))
    }
    // A city's names from the last place of its name. Whether a key or value index spells what a
    // city's tags do (0 not yet known, 1 yes, 2 no), each distinct string decoded once.
    var cities = [SIMD2<Int32>?](repeating: nil, count: data.strings.count)
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
      cities[Int(name)] = SIMD2(data.poiNameZh[poi], data.poiNameEn[poi])
    }
    for (key, others) in cities.enumerated() {
      guard let others else { continue }
      cityKeys.append(Int32(key))
      cityOthers.append(others)
    }
    defaults = [
      AddressNames.mostCommon(data.addressCity, data) ?? -1,
      AddressNames.mostCommon(data.addressCountry, data) ?? -1,
    ]
  }

  /// The names of the street whose local name is string `local`.
  func street(_ local: Int32, in data: MapData) -> PlaceName {
    Self.names(of: local, keys: streetKeys, others: streetOthers, in: data)
  }

  /// The names of the city whose local name is string `local`: its place's, or the local name alone.
  func city(_ local: Int32, in data: MapData) -> PlaceName {
    Self.names(of: local, keys: cityKeys, others: cityOthers, in: data)
  }

  /// String `local` with the other names stored beside it in `keys`, found by bisection; alone when
  /// none are.
  private static func names(
    of local: Int32, keys: Column<Int32>, others: Column<SIMD2<Int32>>, in data: MapData
  ) -> PlaceName {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < local { low = middle + 1 } else { high = middle }
    }
    guard low < keys.count, keys[low] == local else { return PlaceName(local: data.string(local)) }
    let other = others[low]
    return PlaceName(local: data.string(local), chinese: data.string(other.x), english: data.string(other.y))
  }

  /// The city most addresses name, or nil when none does.
  func defaultCity(in data: MapData) -> PlaceName? {
    defaults[0] < 0 ? nil : city(defaults[0], in: data)
  }

  /// The country most addresses name, or nil when none does.
  func defaultCountry(in data: MapData) -> String? { data.string(defaults[1]) }

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
