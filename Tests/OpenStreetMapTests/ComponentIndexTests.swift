import Foundation
import Testing

@testable import OpenStreetMap

/// `ComponentIndex.reaches` answers questions with the main network at one end from two closures
/// made once; every answer must be the one a plain walk of the components' links gives.
@Suite struct ComponentIndexTests {
  @Test func reachesAgreesWithAWalkOfTheLinks() throws {
    let map = try TestData.map()
    let turns = map.data.turns
    let index = map.components
    let count = turns.componentSize.count
    var links = [Set<Int>](repeating: [], count: count)
    for node in 0..<turns.nodeCount {
      let from = Int(turns.edgeComponent[Int(turns.nodeEdge[node])])
      for turn in Int(turns.turnStart[node])..<Int(turns.turnStart[node + 1]) {
        links[from].insert(Int(turns.edgeComponent[Int(turns.nodeEdge[Int(turns.turnTarget[turn])])]))
      }
    }
    func walk(from start: Int) -> Set<Int> {
      var seen: Set<Int> = [start]
      var stack = [start]
      while let component = stack.popLast() {
        for next in links[component] where seen.insert(next).inserted { stack.append(next) }
      }
      return seen
    }
    // The main network, and components spread over the rest (fragments the main network cannot
    // reach and cannot be reached from among them).
    let starts = [index.largest] + Array(stride(from: 0, to: count, by: max(1, count / 40)))
    var unreachable = 0
    for from in starts {
      let reached = walk(from: from)
      for to in 0..<count {
        #expect(index.reaches(from: from, to: to) == reached.contains(to), "\(from) → \(to)")
        if !reached.contains(to) { unreachable += 1 }
      }
    }
    #expect(count > 10 && unreachable > 0, "the map must have fragments for the check to mean anything")
  }
}
