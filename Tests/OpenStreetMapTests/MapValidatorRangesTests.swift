import Foundation
import Testing

@testable import OpenStreetMap

/// The validator's vectorized range checks (`MapValidator+Ranges`) take their bounds exactly and
/// find one bad value wherever it lies: in the vector loop's body or its tail.
@Suite struct MapValidatorRangesTests {
  @Test func valuesTakeTheirBoundsExactly() {
    #expect(MapValidator.isEach([0, 4], atLeast: 0, below: 5))
    #expect(!MapValidator.isEach([0, 5], atLeast: 0, below: 5))
    #expect(!MapValidator.isEach([-1, 3], atLeast: 0, below: 5))
    #expect(MapValidator.isEach([-1], atLeast: -1, below: 0))
    #expect(!MapValidator.isEach([Int32.min], atLeast: -1, below: 5))
    #expect(!MapValidator.isEach([Int32.max], atLeast: 0, below: Int(Int32.max)))
    #expect(MapValidator.isEach([], atLeast: 0, below: 0))
    #expect(!MapValidator.isEach([0], atLeast: 0, below: 0))
    #expect(MapValidator.isEach(Column<UInt8>([0, 4]), below: 5))
    #expect(!MapValidator.isEach(Column<UInt8>([255, 0]), below: 5))
    for position in [0, 7, 31, 32, 998, 999] {
      var values = Column<Int32>(repeating: 2, count: 1000)
      values[position] = 9
      #expect(!MapValidator.isEach(values, atLeast: 0, below: 9), "\(position)")
      values[position] = -3
      #expect(!MapValidator.isEach(values, atLeast: 0, below: 9), "\(position)")
    }
  }

  @Test func offsetsRunFromZeroToTheLimitWithoutADescent() {
    #expect(MapValidator.isOffsets([0, 1, 1, 3], limit: 3))
    #expect(MapValidator.isOffsets([0], limit: 0))
    #expect(!MapValidator.isOffsets([], limit: 0))
    #expect(!MapValidator.isOffsets([1, 3], limit: 3))
    #expect(!MapValidator.isOffsets([0, 3], limit: 4))
    for position in [1, 8, 32, 998] {
      var offsets = Column<Int32>((0...999).map { Int32($0) })
      offsets[position] = offsets[position - 1] - 1
      #expect(!MapValidator.isOffsets(offsets, limit: 999), "\(position)")
    }
  }
}
