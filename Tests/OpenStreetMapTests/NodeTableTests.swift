import Testing

@testable import OpenStreetMap

/// The import's node id → position table: what a dictionary would answer, for ids in runs (as
/// extracts list them), scattered, negative and repeated, across the table's growth.
@Suite struct NodeTableTests {
  private func position(_ id: Int64) -> FixedCoordinate {
    FixedCoordinate(latitudeE7: Int32(truncatingIfNeeded: id % 900_000_000), longitudeE7: Int32(id % 7))
  }

  @Test func answersAsADictionaryWould() {
    var table = NodeTable()
    var expected: [Int64: FixedCoordinate] = [:]
    // A run of 100,000 ids (past several growths), ids far apart, negative ids and ids 16 apart
    // (the same place in their groups).
    var ids: [Int64] = Array(1_000..<101_000)
    ids += (1..<5_000).map { Int64($0) * 2_654_435_761 }
    ids += (1...300).map { -Int64($0) }
    ids += (0..<2_000).map { 5_000_000 + Int64($0) * 16 }
    for id in ids {
      table.set(id, position(id))
      expected[id] = position(id)
    }
    // A later node with the same id replaces the earlier.
    table.set(1_500, FixedCoordinate(latitudeE7: 1, longitudeE7: 2))
    expected[1_500] = FixedCoordinate(latitudeE7: 1, longitudeE7: 2)
    #expect(table.count == expected.count)
    #expect(expected.allSatisfy { table[$0.key] == $0.value })
    for absent in [Int64(0), 999, 101_000, -301, 5_000_001, Int64.max] {
      #expect(table[absent] == nil)
    }
    var positions = 0
    table.forEachPosition { _ in positions += 1 }
    #expect(positions == expected.count)
  }
}
