import Foundation

/// The range checks most of a map's values take, written as one pass over the values in place with
/// no early exit, which the compiler vectorizes: an `allSatisfy` with a closure stops at the first
/// failure and does not (the checks of a map's routing sections at 100× were 203 M instructions
/// of `hail run`'s start, on both cores; callgrind). Only a file that fails is slower, never a
/// sound one.
extension MapValidator {
  /// Whether every value lies in `lower ..< upper` (none can when `upper` is not above `lower`).
  static func isEach(_ values: Column<Int32>, atLeast lower: Int32, below upper: Int) -> Bool {
    let (least, greatest) = values.withUnsafeBufferPointer { buffer in
      var least = Int32.max
      var greatest = Int32.min
      for value in buffer {
        least = min(least, value)
        greatest = max(greatest, value)
      }
      return (least, greatest)
    }
    return values.isEmpty || (least >= lower && Int(greatest) < upper)
  }

  /// Whether every byte is below `upper` (a kind's raw value, where the kinds number from 0 up).
  static func isEach(_ values: Column<UInt8>, below upper: Int) -> Bool {
    let greatest = values.withUnsafeBufferPointer { buffer in
      var greatest: UInt8 = 0
      for value in buffer { greatest = max(greatest, value) }
      return greatest
    }
    return values.isEmpty || Int(greatest) < upper
  }

  /// Non-decreasing offsets from 0 that end at `limit`.
  static func isOffsets(_ offsets: Column<Int32>, limit: Int) -> Bool {
    guard offsets.first == 0, Int(offsets.last ?? -1) == limit else { return false }
    return offsets.withUnsafeBufferPointer { buffer in
      var descents: UInt8 = 0
      for index in 1..<buffer.count { descents |= buffer[index - 1] > buffer[index] ? 1 : 0 }
      return descents == 0
    }
  }
}
