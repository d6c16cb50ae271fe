import Foundation

extension MapStore {
  /// Places and streets whose names match `text`, normalised (`SearchText`: case, accents, width,
  /// Traditional and Simplified Chinese): whole-name matches, then name prefixes, then word
  /// prefixes, then substrings, then other names (prefix, then substring); within each, nearest to
  /// `center` first, distance divided by prominence. A street, or places sharing a name and category
  /// (a station's entrances), appear once: the best.
  ///
  /// Prefixes come from the sorted names and words (a binary search); substrings from the units
  /// holding all of the query's bigrams, checked against the names, and only when the prefixes
  /// found fewer than `limit` groups (substrings rank after them). A one-letter query matches
  /// prefixes only.
  public func search(_ text: String, near center: Coordinate? = nil, limit: Int = 10) -> [PlaceSearchResult] {
    require([.names, .features, .places, .search])
    var query = SearchText.normalize(text.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !query.isEmpty, limit > 0 else { return [] }
    let index = indexes.search
    let queryLength = query.utf8.count
    let bigrams = SearchText.bigrams(query)
    return query.withUTF8 { bytes in
      // Each matching unit's best rank.
      var rank: [Int32: Int] = [:]
      for key in index.keyRange(withPrefix: bytes) {
        let value: Int
        switch SearchIndex.KeyKind(rawValue: index.keyKind[key])! {
        case .name: value = index.keys.withBytes(key) { $0.count } == queryLength ? 0 : 1
        case .word: value = 2
        case .otherName: value = 4
        }
        let unit = index.keyUnit[key]
        rank[unit] = min(rank[unit] ?? value, value)
      }
      let groupsFound = Set(rank.filter { $0.value <= 2 }.keys.map { index.unitGroup[Int($0)] })
      if groupsFound.count < limit && !bigrams.isEmpty {
        for unit in index.substringCandidates(bigrams) where (rank[unit] ?? 6) > 3 {
          if index.unit(Int(unit), holds: bytes) {
            rank[unit] = 3
          } else if rank[unit] == nil && index.unit(Int(unit), holds: bytes, otherNames: true) {
            rank[unit] = 5
          }
        }
      }
      return results(rank, index: index, center: center, limit: limit)
    }
  }

  /// How many units hold every bigram of `text` (the substring candidates), found by galloping as
  /// `search` does or, with `merging`, by walking every list: `hail benchmark-map` times both.
  @_spi(Hail) public func substringCandidateCount(_ text: String, merging: Bool = false) -> Int {
    require(.search)
    let bigrams = SearchText.bigrams(SearchText.normalize(text))
    return indexes.search.substringCandidates(bigrams, merging: merging).count
  }

  /// The ranked units' nearest entries as results: by rank, then distance over prominence (then the
  /// order entries were made in); each group once.
  private func results(_ ranked: [Int32: Int], index: SearchIndex, center: Coordinate?, limit: Int)
    -> [PlaceSearchResult]
  {
    let centre = center ?? WebMercator.coordinate(bounds.center)
    let centrePoint = WebMercator.project(centre)
    let scale = WebMercator.scale(atLatitude: centre.latitude)
    typealias Match = (rank: Int, key: Double, order: Int32, distance: Double, entry: Int, unit: Int)
    var matches: [Match] = []
    matches.reserveCapacity(ranked.count)
    index.entryPoint.withUnsafeBufferPointer { points in
      for (unit, rank) in ranked {
        var best: Match?
        for entry in Int(index.unitStart[Int(unit)])..<Int(index.unitStart[Int(unit) + 1]) {
          let distance = hypot(points[entry].x - centrePoint.x, points[entry].y - centrePoint.y) / scale
          let key = distance / Double(index.entryProminence[entry])
          let match = (rank, key, index.entryOrder[entry], distance, entry, Int(unit))
          if best == nil || (match.1, match.2) < (best!.key, best!.order) { best = match }
        }
        if let best { matches.append(best) }
      }
    }
    matches.sort { ($0.rank, $0.key, $0.order) < ($1.rank, $1.key, $1.order) }
    var results: [PlaceSearchResult] = []
    var seen: Set<Int32> = []
    for match in matches {
      guard seen.insert(index.unitGroup[match.unit]).inserted else { continue }
      results.append(result(index, match.entry, rank: match.rank, distance: match.distance))
      if results.count == limit { break }
    }
    return results
  }

  private func result(_ index: SearchIndex, _ entry: Int, rank: Int, distance: Double) -> PlaceSearchResult {
    let source = index.entrySource[entry]
    let prominence = Double(index.entryProminence[entry])
    if source >= 0 {
      let poi = pointOfInterest(Int(source))
      return PlaceSearchResult(
        name: poi.name, categoryKey: poi.categoryKey, categoryValue: poi.categoryValue,
        coordinate: poi.coordinate, distance: distance, matchRank: rank, prominence: prominence)
    }
    let feature = feature(Int(-source - 1))
    return PlaceSearchResult(
      name: feature.name, categoryKey: "highway", categoryValue: feature.osmValue,
      coordinate: WebMercator.coordinate(index.entryPoint[entry]), distance: distance, matchRank: rank,
      prominence: prominence)
  }
}
