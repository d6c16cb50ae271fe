import Foundation

extension MapStore {
  /// Places and streets whose names match `text`, normalised (`SearchText`: case, accents, width,
  /// Traditional and Simplified Chinese): whole-name matches, then name prefixes, then word
  /// prefixes, then substrings, then other names (prefix, then substring); within each, nearest to
  /// `center` first, distance divided by prominence. A street, or places sharing a name and category
  /// (a station's entrances), appear once: the best.
  ///
  /// Prefixes come from the sorted names and words (a binary search); substrings from the entries
  /// holding all of the query's bigrams, checked against the names, and only when the prefixes
  /// found fewer than `limit` results (substrings rank after them). A one-letter query matches prefixes only.
  public func search(_ text: String, near center: Coordinate? = nil, limit: Int = 10) -> [PlaceSearchResult] {
    require(SectionGroup.allCases)
    let query = SearchText.normalize(text.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !query.isEmpty, limit > 0 else { return [] }
    let index = searchIndex.wrapped
    var rank: [Int32: Int] = [:]
    for key in index.keyRange(withPrefix: query) {
      let value: Int
      switch SearchIndex.KeyKind(rawValue: index.keyKind[key])! {
      case .name: value = index.keys[key].utf8.count == query.utf8.count ? 0 : 1
      case .word: value = 2
      case .otherName: value = 4
      }
      let entry = index.keyEntry[key]
      rank[entry] = min(rank[entry] ?? value, value)
    }
    let groupsFound = Set(rank.filter { $0.value <= 2 }.keys.map { index.entries[Int($0)].group })
    if groupsFound.count < limit && query.unicodeScalars.count >= 2 {
      for entry in index.substringCandidates(query) where (rank[entry] ?? 6) > 3 {
        if SearchText.contains(index.primaryText[Int(entry)], query) {
          rank[entry] = 3
        } else if rank[entry] == nil && SearchText.contains(index.otherText[Int(entry)], query) {
          rank[entry] = 5
        }
      }
    }
    return results(rank, index: index, center: center, limit: limit)
  }

  /// The ranked entries as results: by rank, then distance over prominence; each group once.
  private func results(_ ranked: [Int32: Int], index: SearchIndex, center: Coordinate?, limit: Int)
    -> [PlaceSearchResult]
  {
    let centre = center ?? WebMercator.coordinate(bounds.center)
    let centrePoint = WebMercator.project(centre)
    let scale = WebMercator.scale(atLatitude: centre.latitude)
    var matches: [(rank: Int, key: Double, distance: Double, entry: Int32)] = ranked.map { entry, rank in
      let point = index.entries[Int(entry)].point
      let distance = hypot(point.x - centrePoint.x, point.y - centrePoint.y) / scale
      return (rank, distance / Double(index.entries[Int(entry)].prominence), distance, entry)
    }
    matches.sort { ($0.rank, $0.key, $0.entry) < ($1.rank, $1.key, $1.entry) }
    var results: [PlaceSearchResult] = []
    var seen: Set<Int32> = []
    for match in matches {
      let entry = index.entries[Int(match.entry)]
      guard seen.insert(entry.group).inserted else { continue }
      results.append(result(entry, rank: match.rank, distance: match.distance))
      if results.count == limit { break }
    }
    return results
  }

  private func result(_ entry: SearchIndex.Entry, rank: Int, distance: Double) -> PlaceSearchResult {
    if entry.source >= 0 {
      let poi = pointOfInterest(Int(entry.source))
      return PlaceSearchResult(
        name: poi.name, categoryKey: poi.categoryKey, categoryValue: poi.categoryValue,
        coordinate: poi.coordinate, distance: distance, matchRank: rank, prominence: Double(entry.prominence))
    }
    let feature = feature(Int(-entry.source - 1))
    return PlaceSearchResult(
      name: feature.name, categoryKey: "highway", categoryValue: feature.osmValue,
      coordinate: WebMercator.coordinate(entry.point), distance: distance, matchRank: rank,
      prominence: Double(entry.prominence))
  }
}
