import Foundation

/// Strings stored as one UTF-8 blob and each string's end offset, so a mapped map file reads them in
/// place: a string is decoded when it is asked for, not when the map opens.
struct StringColumn: Sendable, Equatable {
  var bytes: Column<UInt8> = []
  /// String `i` is `bytes[ends[i - 1] ..< ends[i]]` (from 0 for the first).
  var ends: Column<UInt32> = []

  init() {}

  init(_ strings: [String]) {
    for string in strings { append(string) }
  }

  init(bytes: Column<UInt8>, ends: Column<UInt32>) {
    self.bytes = bytes
    self.ends = ends
  }

  var count: Int { ends.count }

  mutating func append(_ string: String) {
    bytes.append(contentsOf: string.utf8)
    ends.append(UInt32(bytes.count))
  }

  mutating func append(bytes more: [UInt8]) {
    bytes.append(contentsOf: more)
    ends.append(UInt32(bytes.count))
  }

  /// String `index`'s bytes in place, valid inside `body`.
  func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try ends.withUnsafeBufferPointer { ends in
      let start = index == 0 ? 0 : Int(ends[index - 1])
      return try bytes.withUnsafeBufferPointer {
        try body(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])]))
      }
    }
  }

  /// String `index`, decoded from its bytes in place.
  subscript(index: Int) -> String {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])]), as: UTF8.self)
    }
  }

  /// Whether the ends run in order within the blob (checked before a file's strings are read).
  var isWellFormed: Bool {
    var start: UInt32 = 0
    for end in ends {
      guard end >= start else { return false }
      start = end
    }
    return Int(start) <= bytes.count
  }
}
