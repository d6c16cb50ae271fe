import Testing

@testable import OpenStreetMap

/// The linked list a hierarchy path is unpacked in: splits keep the driving order, however many.
@Suite struct UnpackListTests {
  @Test func splitsKeepTheOrderAndTheBuffersGrow() {
    // One arc split into 1,000 (past the 256 entries the list starts with): arc 0 stands for
    // 0 ..< 1000, each split halving a range, as a shortcut stands for its two halves.
    var list = UnpackList([0])
    var ranges = [0: 0..<1000]
    var pending = [0]
    while let entry = pending.popLast() {
      let range = ranges[entry]!
      guard range.count > 1 else { continue }
      let middle = range.lowerBound + range.count / 2
      let second = list.split(entry, Int32(range.lowerBound), Int32(middle))
      ranges[entry] = range.lowerBound..<middle
      ranges[second] = middle..<range.upperBound
      pending += [entry, second]
    }
    #expect(list.walk() == Array(0..<1000), "each entry ends as its range's first value, in order")
  }

  @Test func aSplitLinksTheNewEntryRightAfterItsOwn() {
    var list = UnpackList([10, 20, 30])
    let new = list.split(1, 21, 22)
    #expect(new == 3)
    #expect(list.walk() == [10, 21, 22, 30])
    _ = list.split(0, 11, 12)
    #expect(list.walk() == [11, 12, 21, 22, 30])
  }
}
