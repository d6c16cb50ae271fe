import Foundation

/// How names and queries are normalised for search, so that what a person types finds the name as
/// mapped: Traditional Chinese to Simplified (OpenCC), then case, diacritics and width folded away
/// ("Töölö" and "TOOLO" → "toolo", "Åbo" → "abo", "臺北" → "台北"). Keys compare as UTF-8 bytes.
enum SearchText {
  static func normalize(_ text: String) -> String {
    let simplified = ChineseScript.simplified(text)
    return simplified.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// The words of a normalised name: runs of letters and digits.
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
  }

  /// The text's bigrams (two consecutive Unicode scalars, packed), for substring search: every
  /// name holding a query holds all of the query's bigrams.
  static func bigrams(_ text: String) -> [UInt64] {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 2 else { return [] }
    return (0..<scalars.count - 1).map { UInt64(scalars[$0].value) << 32 | UInt64(scalars[$0 + 1].value) }
  }

  /// Whether `text` holds `query`, byte for byte: both are normalised alike, so no Unicode-aware
  /// comparison is needed.
  static func contains(_ text: String, _ query: String) -> Bool {
    var text = text
    var query = query
    return text.withUTF8 { haystack in query.withUTF8 { contains(haystack, $0) } }
  }

  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = needle.baseAddress, !needle.isEmpty else { return true }
    guard needle.count <= haystack.count, let base = haystack.baseAddress else { return false }
    // memchr to each candidate start, then memcmp (Glibc's memmem is a GNU extension Swift does not import).
    var start = base
    let last = base + (haystack.count - needle.count)
    while start <= last, let found = memchr(start, Int32(first.pointee), last - start + 1) {
      let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
      if memcmp(candidate, first, needle.count) == 0 { return true }
      start = candidate + 1
    }
    return false
  }
}
