import Foundation

/// The map's summary (`MapSummary`), made at import, as queries read it: every stored index in
/// range and keys in order for bisection. Its lengths and scalars are checked on open with the
/// shape; its columns with the group that reads them (components with the roads, address names
/// with the addresses).
extension MapValidator {
  static func validateSummaryShape(_ data: MapData, _ indexes: MapIndexes, path: String) throws {
    func check(_ condition: Bool, _ what: String) throws {
      if !condition { throw MapError.badMapFile(path: path, reason: what) }
    }
    let summary = indexes.summary
    let components = summary.components
    try check(
      components.largestColumn.count == 1 && components.reachFlags.count == data.turns.componentSize.count
        && components.successorStart.count == components.reachFlags.count + 1,
      "component index arrays differ in length")
    let names = summary.addressNames
    try check(
      names.streetKeys.count == names.streetOthers.count && names.cityKeys.count == names.cityOthers.count
        && names.defaults.count == 2, "address name arrays differ in length")
    // At most a hundred million kilometres, more than every road on Earth (about 64 million km:
    // CIA World Factbook, "Roadways"), so a fleet sized by it stays a number of cars.
    try check(
      summary.drivableRoadLength >= 0 && summary.drivableRoadLength <= 1e11, "bad drivable road length")
    // A place's own coordinate, which may lie beyond Web Mercator's ±85.05° (a map of the far north).
    let opening = summary.openingCoordinate
    try check(abs(opening.latitude) <= 90 && abs(opening.longitude) <= 180, "opening place off the globe")
  }

  /// The components' links and flags, and the largest, in range.
  static func validateComponentIndex(_ components: ComponentIndex, check: (Bool, String) throws -> Void)
    throws
  {
    let count = components.count
    try check(
      components.largest >= 0 && (components.largest < count || count == 0 && components.largest == 0)
        && isOffsets(components.successorStart, limit: components.successors.count)
        && isEach(components.successors, atLeast: 0, below: count)
        && isEach(
          components.reachFlags,
          below: Int(ComponentIndex.reachesLargestBit | ComponentIndex.reachedFromLargestBit) + 1),
      "bad component index")
  }

  /// Street and city names: keys in strictly increasing order, every name a string or none.
  static func validateAddressNames(
    _ names: AddressNames, strings: Int, check: (Bool, String) throws -> Void
  ) throws {
    let isName = { (name: Int32) in name >= -1 && Int(name) < strings }
    for (keys, others) in [(names.streetKeys, names.streetOthers), (names.cityKeys, names.cityOthers)] {
      try check(
        isEach(keys, atLeast: 0, below: strings) && zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
          && others.allSatisfy { isName($0.x) && isName($0.y) },
        "bad address names")
    }
    try check(isEach(names.defaults, atLeast: -1, below: strings), "bad address names")
  }
}
