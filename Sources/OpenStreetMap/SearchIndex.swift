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
/// (`SearchText`) and indexed three ways: whole names and their words sorted by bytes for prefix
/// search, and bigram postings for substrings. Streets sharing a name, and places sharing a name
/// and category (a station's entrances), are one group: a search shows each group once, at its
/// best match.
///
/// Entries with the same group and the same names are one *unit* (a chain's shops, a street's ways,
/// the copies of a tiled map): keys and postings name units, so what a query reads grows with the
/// distinct names that match, and only the nearest entry of each unit is looked for (a scan of its
/// positions, which lie side by side). Every array is flat (`Column`, `StringColumn`), so a query
/// allocates next to nothing and compares bytes. Built at import and stored in the map file
/// (`MapIndexes.search`), so the first search reads it in place rather than building it.
struct SearchIndex: Sendable, Equatable {
  enum KeyKind: UInt8 {
    case name, word, otherName
  }

  /// Entries, unit by unit: a POI id, or −(feature id + 1) for a street way.
  var entrySource: Column<Int32>
  var entryPoint: Column<MapPoint>
  var entryProminence: Column<Float>
  /// The order entries were made in (places, then streets, in import order): ties break by it.
  var entryOrder: Column<Int32>
  /// Unit `u` is entries `unitStart[u] ..< unitStart[u + 1]`, all in group `unitGroup[u]`.
  var unitStart: Column<Int32>
  var unitGroup: Column<Int32>
  /// Each unit's normalised primary names (`name`, `name:en`, `name:zh`) and other names
  /// (`name:sv`, `alt_name`, transliterations, …), each joined by newlines, for substring checks.
  var primaryText: StringColumn
  var otherText: StringColumn
  /// Normalised names and words in UTF-8 byte order, with the unit and what each key is.
  var keys: StringColumn
  var keyUnit: Column<Int32>
  var keyKind: Column<UInt8>
  /// Bigrams ascending; bigram `b` is held by units `postingUnit[postingStart[b] ..< postingStart[b + 1]]`,
  /// ascending.
  var bigrams: Column<UInt64>
  var postingStart: Column<Int32>
  var postingUnit: Column<Int32>

  var unitCount: Int { unitGroup.count }

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
}
