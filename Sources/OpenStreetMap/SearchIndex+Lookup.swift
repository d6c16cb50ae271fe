import Foundation

extension SearchIndex {
  /// The keys starting with `prefix` (UTF-8): two binary searches comparing bytes in place.
  func keyRange(withPrefix prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    keys.ends.withUnsafeBufferPointer { ends in
      keys.bytes.withUnsafeBufferPointer { bytes in
        /// The key's first `prefix.count` bytes against the prefix: below, equal or above.
        func order(_ key: Int) -> Int32 {
          let start = key == 0 ? 0 : Int(ends[key - 1])
          let length = Int(ends[key]) - start
          let common = min(length, prefix.count)
          let compared = common == 0 ? 0 : memcmp(bytes.baseAddress! + start, prefix.baseAddress!, common)
          return compared != 0 ? compared : length < prefix.count ? -1 : 0
        }
        func first(where above: (Int32) -> Bool) -> Int {
          var low = 0
          var high = ends.count
          while low < high {
            let middle = (low + high) / 2
            if above(order(middle)) { high = middle } else { low = middle + 1 }
          }
          return low
        }
        return first { $0 >= 0 }..<first { $0 > 0 }
      }
    }
  }

  /// The units whose names hold every one of a query's `bigrams`: the posting lists intersected, shortest
  /// first, each next list searched (galloping) for what is left, so a long list (a common pair of
  /// letters on a large map) costs a few probes per survivor rather than a walk through it.
  /// `merging` walks both lists instead (the textbook way, which the benchmark measures galloping
  /// against).
  func substringCandidates(_ bigrams: [UInt64], merging: Bool = false) -> [Int32] {
    var lists: [Range<Int>] = []
    for bigram in Set(bigrams) {
      guard let list = postingRange(bigram) else { return [] }
      lists.append(list)
    }
    lists.sort { $0.count < $1.count }
    guard let shortest = lists.first else { return [] }
    return postingUnit.withUnsafeBufferPointer { units in
      var result = Array(units[shortest])
      for list in lists.dropFirst() where !result.isEmpty {
        let long = UnsafeBufferPointer(rebasing: units[list])
        result =
          merging ? SearchIndex.intersectByMerging(result, long) : SearchIndex.intersect(result, long)
      }
      return result
    }
  }

  /// Where bigram's units lie in `postingUnit`; nil when no name holds it.
  private func postingRange(_ bigram: UInt64) -> Range<Int>? {
    bigrams.withUnsafeBufferPointer { bigrams in
      var low = 0
      var high = bigrams.count
      while low < high {
        let middle = (low + high) / 2
        if bigrams[middle] < bigram { low = middle + 1 } else { high = middle }
      }
      guard low < bigrams.count && bigrams[low] == bigram else { return nil }
      return Int(postingStart[low])..<Int(postingStart[low + 1])
    }
  }

  /// The values of the short ascending list also in the long one: each found by galloping from
  /// where the last was, O(short × log(long / short)).
  static func intersect(_ short: [Int32], _ long: UnsafeBufferPointer<Int32>) -> [Int32] {
    var result: [Int32] = []
    var start = 0
    for value in short {
      start = long.gallop(to: value, from: start)
      guard start < long.count else { break }
      if long[start] == value {
        result.append(value)
        start += 1
      }
    }
    return result
  }

  static func intersect(_ short: [Int32], _ long: [Int32]) -> [Int32] {
    long.withUnsafeBufferPointer { intersect(short, $0) }
  }

  /// The values in both ascending lists, by walking both.
  static func intersectByMerging(_ a: [Int32], _ b: UnsafeBufferPointer<Int32>) -> [Int32] {
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

  /// Whether unit `unit`'s primary (or other) names hold `query`, byte for byte.
  func unit(_ unit: Int, holds query: UnsafeBufferPointer<UInt8>, otherNames: Bool = false) -> Bool {
    (otherNames ? otherText : primaryText).withBytes(unit) { SearchText.contains($0, query) }
  }
}
