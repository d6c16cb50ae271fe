import Foundation
import Testing

@testable import OpenStreetMap

/// The contraction's building blocks: its open list and its flat arc lists.
@Suite struct ContractionBuildTests {
  @Test func theHeapPopsEveryKeyInOrder() {
    var generator = SeededGenerator(seed: 21)
    var heap = MinHeap()
    var keys: [Double] = []
    for index in 0..<1000 {
      let key = Double(Int.random(in: 0..<300, using: &generator))
      keys.append(key)
      heap.push(key, Int32(index))
    }
    var popped: [Double] = []
    var values = Set<Int32>()
    // Half out, more in (with repeats), then the rest: the order holds across both.
    for _ in 0..<500 { popped.append(heap.pop().0) }
    #expect(popped == Array(keys.sorted().prefix(500)))
    for index in 0..<200 {
      heap.push(Double(index % 7) + 0.5, Int32(1000 + index))
    }
    var rest: [Double] = []
    while !heap.isEmpty {
      let (key, value) = heap.pop()
      rest.append(key)
      values.insert(value)
    }
    let expected = (Array(keys.sorted().dropFirst(500)) + (0..<200).map { Double($0 % 7) + 0.5 }).sorted()
    #expect(rest == expected)
    #expect(values.count == 700)
    #expect(heap.minimum == nil)
  }

  @Test func arcListsGrowInPlaceOfTheirRoomAndRemoveByNode() {
    var lists = ContractorArcs(sizes: [1, 2, 0])
    let arc = { (node: Int32) in Contractor.Arc(node: node, weight: Double(node), id: node) }
    lists.append(arc(1), to: 0)
    lists.append(arc(0), to: 1)
    lists.append(arc(2), to: 1)
    // Node 0's room (1) is full: its list moves to the end with room for 4.
    lists.append(arc(2), to: 0)
    lists.append(arc(7), to: 0)
    lists.append(arc(5), to: 2)
    #expect(lists.range(0).map { lists[$0].node } == [1, 2, 7])
    #expect(lists.range(1).map { lists[$0].node } == [0, 2])
    #expect(lists.range(2).map { lists[$0].node } == [5])
    #expect(lists.index(of: 7, in: 0).map { lists[$0].weight } == 7)
    #expect(lists.index(of: 5, in: 0) == nil)
    // The last arc takes the removed one's place.
    lists.remove(1, from: 0)
    #expect(lists.range(0).map { lists[$0].node } == [7, 2])
    lists.remove(0, from: 1)
    lists.remove(2, from: 1)
    #expect(lists.count(1) == 0)
  }
}
