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
  /// How much the place stands out (1 for most; stations and cities 8, districts 4, sights, parks
  /// and main roads 2): within a rank, results come by distance divided by it.
  public var prominence: Double
}

/// The names of everything searchable (places of interest and named streets), normalised
/// (`SearchText`) and indexed three ways: whole names and their words sorted for prefix search, and
/// bigram postings for substrings. Streets sharing a name, and places sharing a name and category (a
/// station's entrances), are one group: a search shows each group once, at its best match.
struct SearchIndex: Sendable {
  struct Entry: Sendable {
    /// A POI id, or −(feature id + 1) for a street.
    var source: Int32
    var point: MapPoint
    var prominence: Float
    var group: Int32
  }

  enum KeyKind: UInt8 {
    case name, word, otherName
  }

  let entries: [Entry]
  /// Normalised names and words, in UTF-8 byte order, with the entry and what each key is.
  let keys: [String]
  let keyEntry: [Int32]
  let keyKind: [UInt8]
  /// Each entry's normalised primary names (`name`, `name:en`, `name:zh`) and other names
  /// (`name:sv`, `alt_name`, transliterations, …), each joined by newlines, for substring checks.
  let primaryText: [String]
  let otherText: [String]
  /// Entries whose names hold a bigram, ascending.
  let postings: [UInt64: [Int32]]

  init(_ data: MapData, points: Column<MapPoint>, poiPoints: Column<MapPoint>) {
    var entries: [Entry] = []
    var keyed: [(key: String, entry: Int32, kind: KeyKind)] = []
    var primaryText: [String] = []
    var otherText: [String] = []
    var groups: [String: Int32] = [:]
    func add(
      _ names: [String?], other: String?, source: Int32, point: MapPoint, prominence: Float, group: String
    ) {
      let primary = Array(Set(names.compactMap { $0 }.map(SearchText.normalize).filter { !$0.isEmpty }))
        .sorted()
      let others = Array(
        Set(
          (other ?? "").split(separator: ";").map { SearchText.normalize(String($0)) }.filter { !$0.isEmpty })
      ).sorted()
      guard !primary.isEmpty || !others.isEmpty else { return }
      let entry = Int32(entries.count)
      let groupID = groups[group] ?? Int32(groups.count)
      groups[group] = groupID
      entries.append(Entry(source: source, point: point, prominence: prominence, group: groupID))
      for name in primary {
        keyed.append((name, entry, .name))
        for word in SearchText.words(name) where word != name { keyed.append((word, entry, .word)) }
      }
      for name in others { keyed.append((name, entry, .otherName)) }
      primaryText.append(primary.joined(separator: "\n"))
      otherText.append(others.joined(separator: "\n"))
    }
    for poi in 0..<data.poiCount {
      let name = data.string(data.poiName[poi]) ?? data.string(data.poiNameEn[poi]) ?? ""
      let key = data.string(data.poiKey[poi]) ?? ""
      let value = data.string(data.poiValue[poi]) ?? ""
      add(
        [data.string(data.poiName[poi]), data.string(data.poiNameEn[poi]), data.string(data.poiNameZh[poi])],
        other: data.string(data.poiOtherNames[poi]), source: Int32(poi), point: poiPoints[poi],
        prominence: SearchIndex.prominence(key: key, value: value), group: "\(name)|\(key)=\(value)")
    }
    for feature in 0..<data.featureCount where data.featureKind[feature] == FeatureKind.road.rawValue {
      let part = Int(data.featurePartStarts[feature])
      let first = Int(data.partStarts[part])
      let last = Int(data.partStarts[part + 1]) - 1
      let name = data.string(data.featureName[feature]) ?? data.string(data.featureNameEn[feature]) ?? ""
      let roadClass = RoadClass(rawValue: data.featureRoadClass[feature])
      add(
        [
          data.string(data.featureName[feature]), data.string(data.featureNameEn[feature]),
          data.string(data.featureNameZh[feature]),
        ], other: nil, source: -Int32(feature + 1), point: points[(first + last) / 2],
        prominence: SearchIndex.prominence(road: roadClass), group: "\(name)|highway")
    }
    keyed.sort { SearchText.precedes($0.key, $1.key) || ($0.key == $1.key && $0.entry < $1.entry) }
    self.entries = entries
    keys = keyed.map(\.key)
    keyEntry = keyed.map(\.entry)
    keyKind = keyed.map(\.kind.rawValue)
    self.primaryText = primaryText
    self.otherText = otherText
    var postings: [UInt64: [Int32]] = [:]
    for entry in entries.indices {
      for bigram in Set(SearchText.bigrams(primaryText[entry] + "\n" + otherText[entry])) {
        postings[bigram, default: []].append(Int32(entry))
      }
    }
    self.postings = postings
  }

  /// How much a place stands out: where people go across a city (stations, cities) most, then
  /// districts, then sights, parks and the like.
  static func prominence(key: String, value: String) -> Float {
    switch (key, value) {
    case ("railway", "station"), ("place", "city"), ("place", "town"): 8
    case ("place", "suburb"), ("place", "quarter"), ("place", "village"), ("place", "neighbourhood"): 4
    case ("tourism", "attraction"), ("tourism", "museum"), ("leisure", "park"), ("amenity", "university"),
      ("amenity", "hospital"), ("amenity", "theatre"), ("public_transport", "station"):
      2
    default: 1
    }
  }

  /// Main roads stand out more than side streets.
  static func prominence(road: RoadClass?) -> Float {
    switch road {
    case .motorway, .trunk, .primary: 2
    case .secondary, .tertiary: 1.5
    default: 1
    }
  }

  /// The keys starting with `prefix`: one binary search, then the run that follows.
  func keyRange(withPrefix prefix: String) -> Range<Int> {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if SearchText.precedes(keys[middle], prefix) { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < keys.count && SearchText.hasPrefix(keys[end], prefix) { end += 1 }
    return low..<end
  }

  /// The entries whose names hold every bigram of `query`: the posting lists intersected, shortest
  /// first, so a long list (a common pair of letters on a large map) costs one merge, not a check
  /// of each of its names.
  func substringCandidates(_ query: String) -> [Int32] {
    var lists: [[Int32]] = []
    for bigram in Set(SearchText.bigrams(query)) {
      guard let list = postings[bigram] else { return [] }
      lists.append(list)
    }
    lists.sort { $0.count < $1.count }
    guard var result = lists.first else { return [] }
    for list in lists.dropFirst() where !result.isEmpty {
      result = SearchIndex.intersect(result, list)
    }
    return result
  }

  /// The values in both ascending lists.
  static func intersect(_ a: [Int32], _ b: [Int32]) -> [Int32] {
    var result: [Int32] = []
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      if a[i] < b[j] {
        i += 1
      } else if a[i] > b[j] {
        j += 1
      } else {
        result.append(a[i])
        i += 1
        j += 1
      }
    }
    return result
  }
}
