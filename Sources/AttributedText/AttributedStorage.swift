import Foundation

/// An attributed string's value: its characters and runs of attributes, in UTF-16 lengths.
/// Runs are never empty (except the one run of an empty string) and neighbouring runs never have
/// equal attributes, so that effective ranges are the longest ones, as Apple's.
struct AttributedStorage: Equatable {
  typealias Attributes = [NSAttributedString.Key: Any]

  struct Run {
    var length: Int
    var attributes: Attributes
  }

  private(set) var string: String
  private(set) var length: Int
  private var runs: [Run]

  init(string: String, attributes: Attributes) {
    self.string = string
    length = string.utf16.count
    runs = [Run(length: length, attributes: attributes)]
  }

  var runCount: Int { runs.count }

  /// The run at `location` (the last run for `length`, so an empty string has attributes at 0).
  func run(at location: Int) -> (attributes: Attributes, range: NSRange) {
    precondition(location >= 0 && location <= length, "location \(location) beyond length \(length)")
    var start = 0
    for run in runs {
      if location < start + run.length || start + run.length == length {
        return (run.attributes, NSRange(location: start, length: run.length))
      }
      start += run.length
    }
    return ([:], NSRange(location: 0, length: 0))
  }

  /// How far `key`'s value at `location` extends both ways.
  func extent(of key: NSAttributedString.Key, at location: Int) -> NSRange {
    let value = run(at: location).attributes[key]
    let all = runs(in: NSRange(location: 0, length: length))
    guard let index = all.firstIndex(where: { NSLocationInRange(location, $0.range) }) ?? all.indices.last
    else {
      return NSRange(location: 0, length: 0)
    }
    var lower = index
    var upper = index
    while lower > 0, Self.equal(all[lower - 1].attributes[key], value) { lower -= 1 }
    while upper < all.count - 1, Self.equal(all[upper + 1].attributes[key], value) { upper += 1 }
    let start = all[lower].range.location
    return NSRange(location: start, length: NSMaxRange(all[upper].range) - start)
  }

  /// The runs overlapping `range`, clipped to it.
  func runs(in range: NSRange) -> [(attributes: Attributes, range: NSRange)] {
    checkRange(range)
    var result: [(Attributes, NSRange)] = []
    var start = 0
    for run in runs {
      let clipped = NSIntersectionRange(NSRange(location: start, length: run.length), range)
      if clipped.length > 0 { result.append((run.attributes, clipped)) }
      start += run.length
    }
    return result
  }

  func substring(_ range: NSRange) -> AttributedStorage {
    var piece = AttributedStorage(string: slice(range), attributes: [:])
    piece.runs = runs(in: range).map { Run(length: $0.range.length, attributes: $0.attributes) }
    if piece.runs.isEmpty { piece.runs = [Run(length: 0, attributes: run(at: range.location).attributes)] }
    return piece
  }

  /// Replaces the characters in `range` with `other`'s, which bring their own runs.
  mutating func replace(_ range: NSRange, with other: AttributedStorage) {
    checkRange(range)
    let before = substring(NSRange(location: 0, length: range.location))
    let after = substring(NSRange(location: NSMaxRange(range), length: length - NSMaxRange(range)))
    string = before.string + other.string + after.string
    length = string.utf16.count
    runs = (before.runs + other.runs + after.runs).filter { $0.length > 0 }
    if runs.isEmpty { runs = [Run(length: 0, attributes: [:])] }
    coalesce()
  }

  /// Changes the attributes of every run in `range` with `change`.
  mutating func modifyAttributes(in range: NSRange, _ change: (inout Attributes) -> Void) {
    checkRange(range)
    guard range.length > 0 else { return }
    var middle = substring(range)
    for index in middle.runs.indices { change(&middle.runs[index].attributes) }
    replace(range, with: middle)
  }

  static func == (lhs: AttributedStorage, rhs: AttributedStorage) -> Bool {
    lhs.string == rhs.string && lhs.runs.count == rhs.runs.count
      && zip(lhs.runs, rhs.runs).allSatisfy { $0.length == $1.length && equal($0.attributes, $1.attributes) }
  }

  /// Attribute values compare as Apple's do with `isEqual:`: objects by `isEqual`, other values
  /// by their `Hashable` equality, anything else by identity.
  static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (nil, _), (_, nil): false
    case (let left as NSObject, let right as NSObject): left.isEqual(right)
    case (let left as AnyHashable, let right as AnyHashable): left == right
    case (let left as AnyObject, let right as AnyObject): left === right
    }
  }

  static func equal(_ lhs: Attributes, _ rhs: Attributes) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { key, value in equal(value, rhs[key]) }
  }

  private mutating func coalesce() {
    var merged: [Run] = []
    for run in runs {
      if let last = merged.last, Self.equal(last.attributes, run.attributes) {
        merged[merged.count - 1].length += run.length
      } else {
        merged.append(run)
      }
    }
    runs = merged
  }

  private func slice(_ range: NSRange) -> String {
    let utf16 = string.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.location)
    let end = utf16.index(start, offsetBy: range.length)
    return String(utf16[start..<end]) ?? String(decoding: Array(utf16[start..<end]), as: UTF16.self)
  }

  /// Apple raises an exception for a range beyond the string; this stops the process likewise.
  private func checkRange(_ range: NSRange) {
    precondition(
      range.location >= 0 && range.length >= 0 && NSMaxRange(range) <= length,
      "range \(range) beyond length \(length)")
  }
}
