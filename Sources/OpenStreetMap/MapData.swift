import Foundation

/// The contents of a map as flat arrays (structure of arrays): what a `.hailmap` stores, byte for
/// byte, and what `MapStore` answers queries from. String references are indices into `strings`,
/// −1 for none.
struct MapData: Sendable, Equatable {
  var strings = StringColumn()

  /// Every vertex of every feature, in feature order.
  var points: Column<FixedCoordinate> = []
  /// Part (polyline or ring) `i` is `points[partStarts[i] ..< partStarts[i + 1]]`.
  var partStarts: Column<Int32> = [0]

  var featureKind: Column<UInt8> = []
  var featureValue: Column<Int32> = []
  /// `RoadClass.rawValue`, or `noRoadClass`.
  var featureRoadClass: Column<UInt8> = []
  var featureOneway: Column<Int8> = []
  /// km/h; 0 when not mapped.
  var featureMaxspeed: Column<Float> = []
  var featureName: Column<Int32> = []
  var featureNameZh: Column<Int32> = []
  var featureNameEn: Column<Int32> = []
  /// Feature `i` has parts `featurePartStarts[i] ..< featurePartStarts[i + 1]`.
  var featurePartStarts: Column<Int32> = [0]

  var poiCoordinate: Column<FixedCoordinate> = []
  var poiName: Column<Int32> = []
  var poiNameZh: Column<Int32> = []
  var poiNameEn: Column<Int32> = []
  /// Other names people search by (`name:sv`, `alt_name`, `old_name`, …), joined with ";".
  var poiOtherNames: Column<Int32> = []
  var poiKey: Column<Int32> = []
  var poiValue: Column<Int32> = []

  var addressCoordinate: Column<FixedCoordinate> = []
  var addressHouseNumber: Column<Int32> = []
  var addressStreet: Column<Int32> = []
  var addressCity: Column<Int32> = []
  var addressPostcode: Column<Int32> = []
  /// `addr:country`, an ISO 3166-1 alpha-2 code.
  var addressCountry: Column<Int32> = []

  var graph = RoadGraph()
  var turns = TurnGraph()

  static let noRoadClass: UInt8 = 255

  var featureCount: Int { featureKind.count }
  var poiCount: Int { poiName.count }

  func string(_ index: Int32) -> String? { index < 0 ? nil : strings[Int(index)] }
}

/// Interns strings while a map is built, so each distinct name is stored once.
struct StringTable {
  private(set) var strings: [String] = []
  private var indices: [String: Int32] = [:]

  mutating func intern(_ string: String?) -> Int32 {
    guard let string, !string.isEmpty else { return -1 }
    if let index = indices[string] { return index }
    let index = Int32(strings.count)
    strings.append(string)
    indices[string] = index
    return index
  }
}
