/// An element's tags as the extract lists them. An element has a handful of tags, so finding one by
/// comparing keys in turn (lengths first) costs less than hashing every key into a `Dictionary`:
/// building a dictionary per way and node was about 12 % of a 100× import, mostly SipHash.
/// A key listed twice reads as its last value, as a dictionary filled in order would.
struct TagList: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  private var pairs: [(key: String, value: String)]

  init(_ pairs: [(key: String, value: String)]) {
    self.pairs = pairs
  }

  init(dictionaryLiteral elements: (String, String)...) {
    pairs = elements.map { (key: $0.0, value: $0.1) }
  }

  var isEmpty: Bool { pairs.isEmpty }

  subscript(key: String) -> String? {
    let length = key.utf8.count
    var index = pairs.count
    while index > 0 {
      index -= 1
      if pairs[index].key.utf8.count == length && pairs[index].key == key { return pairs[index].value }
    }
    return nil
  }

  /// The same keys with the same values, in any order (as dictionaries compare).
  static func == (lhs: TagList, rhs: TagList) -> Bool {
    lhs.dictionary == rhs.dictionary
  }

  private var dictionary: [String: String] {
    Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
  }
}
