import Foundation

extension SearchIndex {
  /// Indexes the map's named places and streets.
  init(_ data: MapData, points: Column<MapPoint>, poiPoints: Column<MapPoint>) {
    var builder = SearchIndexBuilder()
    for poi in 0..<data.poiCount {
      let name = data.string(data.poiName[poi]) ?? data.string(data.poiNameEn[poi]) ?? ""
      let key = data.string(data.poiKey[poi]) ?? ""
      let value = data.string(data.poiValue[poi]) ?? ""
      builder.add(
        [data.string(data.poiName[poi]), data.string(data.poiNameEn[poi]), data.string(data.poiNameZh[poi])],
        other: data.string(data.poiOtherNames[poi]), source: Int32(poi), point: poiPoints[poi],
        prominence: SearchIndex.prominence(key: key, value: value), group: "\(name)|\(key)=\(value)")
    }
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      let part = Int(data.featurePartStarts[feature])
      let first = Int(data.partStarts[part])
      let last = Int(data.partStarts[part + 1]) - 1
      let name = data.string(data.featureName[feature]) ?? data.string(data.featureNameEn[feature]) ?? ""
      builder.add(
        [
          data.string(data.featureName[feature]), data.string(data.featureNameEn[feature]),
          data.string(data.featureNameZh[feature]),
        ], other: nil, source: -Int32(feature + 1), point: points[(first + last) / 2],
        prominence: SearchIndex.prominence(road: RoadClass(rawValue: data.featureRoadClass[feature])),
        group: "\(name)|highway")
    }
    self = builder.index()
  }
}

/// Collects entries into units, then lays out the index's flat arrays.
private struct SearchIndexBuilder {
  private struct Unit {
    var group: Int32
    var primary: [String]
    var others: [String]
    var entries: [Int32] = []
  }

  private var source: [Int32] = []
  private var point: [MapPoint] = []
  private var prominence: [Float] = []
  private var units: [Unit] = []
  private var unitIDs: [String: Int32] = [:]
  private var groups: [String: Int32] = [:]
  /// Each distinct name normalised once: a street's name repeats on every segment of it, and
  /// Foundation's folding cost more than the rest of the index.
  private var normalized: [String: String] = [:]

  private mutating func normalize(_ name: String) -> String {
    if let known = normalized[name] { return known }
    let result = SearchText.normalize(name)
    normalized[name] = result
    return result
  }

  mutating func add(
    _ names: [String?], other: String?, source: Int32, point: MapPoint, prominence: Float, group: String
  ) {
    let primary = Array(Set(names.compactMap { $0 }.map { normalize($0) }.filter { !$0.isEmpty })).sorted()
    let others = Array(
      Set((other ?? "").split(separator: ";").map { normalize(String($0)) }.filter { !$0.isEmpty })
    ).sorted()
    guard !primary.isEmpty || !others.isEmpty else { return }
    let groupID = groups[group] ?? Int32(groups.count)
    groups[group] = groupID
    let unitKey = "\(groupID)\u{1}\(primary.joined(separator: "\n"))\u{1}\(others.joined(separator: "\n"))"
    let unit = unitIDs[unitKey] ?? Int32(units.count)
    if unit == units.count {
      unitIDs[unitKey] = unit
      units.append(Unit(group: groupID, primary: primary, others: others))
    }
    units[Int(unit)].entries.append(Int32(self.source.count))
    self.source.append(source)
    self.point.append(point)
    self.prominence.append(prominence)
  }

  func index() -> SearchIndex {
    var entrySource = Column<Int32>()
    var entryPoint = Column<MapPoint>()
    var entryProminence = Column<Float>()
    var entryOrder = Column<Int32>()
    var unitStart: Column<Int32> = [0]
    var unitGroup = Column<Int32>()
    var primaryText = StringColumn()
    var otherText = StringColumn()
    var keyed: [(key: [UInt8], unit: Int32, kind: SearchIndex.KeyKind)] = []
    var postings: [UInt64: [Int32]] = [:]
    for (id, unit) in units.enumerated() {
      for entry in unit.entries.map(Int.init) {
        entrySource.append(source[entry])
        entryPoint.append(point[entry])
        entryProminence.append(prominence[entry])
        entryOrder.append(Int32(entry))
      }
      unitStart.append(Int32(entrySource.count))
      unitGroup.append(unit.group)
      let primary = unit.primary.joined(separator: "\n")
      let others = unit.others.joined(separator: "\n")
      primaryText.append(primary)
      otherText.append(others)
      for name in unit.primary {
        keyed.append((Array(name.utf8), Int32(id), .name))
        for word in SearchText.words(name) where word != name {
          keyed.append((Array(word.utf8), Int32(id), .word))
        }
      }
      for name in unit.others { keyed.append((Array(name.utf8), Int32(id), .otherName)) }
      for bigram in Set(SearchText.bigrams(primary + "\n" + others)) {
        postings[bigram, default: []].append(Int32(id))
      }
    }
    keyed.sort { $0.key.lexicographicallyPrecedes($1.key) || ($0.key == $1.key && $0.unit < $1.unit) }
    var keys = StringColumn()
    for key in keyed { keys.append(bytes: key.key) }
    var bigrams = Column<UInt64>()
    var postingStart: Column<Int32> = [0]
    var postingUnit = Column<Int32>()
    for bigram in postings.keys.sorted() {
      bigrams.append(bigram)
      postingUnit += postings[bigram]!
      postingStart.append(Int32(postingUnit.count))
    }
    return SearchIndex(
      entrySource: entrySource, entryPoint: entryPoint, entryProminence: entryProminence,
      entryOrder: entryOrder, unitStart: unitStart, unitGroup: unitGroup, primaryText: primaryText,
      otherText: otherText, keys: keys, keyUnit: Column(keyed.map(\.unit)),
      keyKind: Column(keyed.map(\.kind.rawValue)), bigrams: bigrams, postingStart: postingStart,
      postingUnit: postingUnit)
  }
}
