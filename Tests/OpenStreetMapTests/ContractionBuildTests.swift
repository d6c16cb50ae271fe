import Foundation
import Testing

@testable import OpenStreetMap

/// The contraction's building blocks: its open list and its flat arc lists.
@Suite struct ContractionBuildTests {
  /// Among equal keys the heap pops values in the order of a 4-ary heap whose pop scans the
  /// children in a loop (the order the hierarchy was built and the routes found with before the
  /// pop picked the least child by a tournament): the same hierarchy and routes, byte for byte.
  @Test func theHeapBreaksTiesAsALoopOverTheChildrenDid() {
    var generator = SeededGenerator(seed: 5)
    var heap = MinHeap()
    var reference = LoopHeap()
    var popped: [(Double, Int32)] = []
    var expected: [(Double, Int32)] = []
    for round in 0..<40 {
      for index in 0..<60 {
        // Few distinct keys: most pops choose among equal children.
        let key = Double(Int.random(in: 0..<4, using: &generator))
        heap.push(key, Int32(round * 60 + index))
        reference.push(key, Int32(round * 60 + index))
      }
      for _ in 0..<45 {
        popped.append(heap.pop())
        expected.append(reference.pop())
      }
    }
    #expect(popped.map(\.0) == expected.map(\.0))
    #expect(popped.map(\.1) == expected.map(\.1), "the same value out of every tie")
  }

  /// The heap as it was, its pop scanning the children in a loop: the reference for the ties.
  private struct LoopHeap {
    var entries: [(key: Double, value: Int32)] = []

    mutating func push(_ key: Double, _ value: Int32) {
      entries.append((key, value))
      var child = entries.count - 1
      while child > 0 {
        let parent = (child - 1) / 4
        if entries[parent].key <= key { break }
        entries[child] = entries[parent]
        child = parent
      }
      entries[child] = (key, value)
    }

    mutating func pop() -> (Double, Int32) {
      let top = entries[0]
      let last = entries.removeLast()
      guard !entries.isEmpty else { return top }
      var parent = 0
      while true {
        let first = 4 * parent + 1
        if first >= entries.count { break }
        var child = first
        for index in first + 1..<min(first + 4, entries.count) where entries[index].key < entries[child].key {
          child = index
        }
        if entries[child].key >= last.key { break }
        entries[parent] = entries[child]
        parent = child
      }
      entries[parent] = last
      return top
    }
  }

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
