import Testing

@testable import OpenStreetMap

/// The hierarchy query's labels: a bitmap says which nodes have one.
@Suite struct SearchLabelsTests {
  private func label(_ cost: Double) -> SearchLabels.Label { .init(cost: cost, neighbour: -1, arc: 0) }

  @Test func forgettingClearsEveryLabelAndACopyKeepsItsOwn() {
    var labels = SearchLabels(nodeCount: 200)
    // Nodes sharing a bitmap word (1, 63), the next word's first (64), and a third word (130).
    for (node, cost) in [(1, 5.0), (63, 6), (64, 7), (130, 8)] {
      let improved = labels.improve(Int32(node), label(cost))
      #expect(improved)
    }
    let dearer = labels.improve(64, label(9))
    #expect(!dearer, "a dearer label is no improvement")
    let cheaper = labels.improve(64, label(3))
    #expect(cheaper)
    let copy = labels
    labels.removeAll()
    for node in [1, 63, 64, 130, 0, 65, 199] {
      #expect(labels[Int32(node)] == nil, "node \(node) forgotten")
      #expect(labels.cost(Int32(node)) == .infinity)
    }
    #expect([1, 63, 64, 130].map { copy.cost(Int32($0)) } == [5, 6, 3, 8], "the copy keeps its labels")
    let relabelled = labels.improve(64, label(2))
    #expect(relabelled)
    #expect(labels.cost(64) == 2 && labels.cost(63) == .infinity && labels.cost(1) == .infinity)
    #expect(copy.cost(64) == 3)
  }

  @Test func aSingleNodeGraphHasOneLabel() {
    var labels = SearchLabels(nodeCount: 1)
    #expect(labels[0] == nil)
    let labelled = labels.improve(0, label(1))
    #expect(labelled)
    #expect(labels[0]?.cost == 1)
    labels.removeAll()
    #expect(labels[0] == nil)
  }
}
