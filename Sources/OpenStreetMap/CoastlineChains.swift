import Foundation

/// Joins `natural=coastline` way pieces end to start into chains by their shared node ids.
///
/// Unlike `RingAssembler`, a piece is never reversed: a coastline's direction is its meaning
/// (land on the left, water on the right; osmcoastline's rule and the OSM wiki's Tag:natural=coastline),
/// so a piece only continues one whose last node is its first node.
enum CoastlineChains {
  /// The chains the pieces form. A chain whose first node is its last is a closed ring (an island);
  /// the others are open, cut where the extract or a gap in it ends them.
  static func join(_ pieces: [[Int64]]) -> [[Int64]] {
    var open = pieces.filter { $0.count >= 2 }
    var chains: [[Int64]] = []
    while var chain = open.popLast() {
      // Grow at both ends until nothing continues it or it closes.
      var extended = true
      while extended && chain.first != chain.last {
        extended = false
        if let next = open.firstIndex(where: { $0.first == chain.last }) {
          chain += open.remove(at: next).dropFirst()
          extended = true
        } else if let previous = open.firstIndex(where: { $0.last == chain.first }) {
          chain = open.remove(at: previous) + chain.dropFirst()
          extended = true
        }
      }
      chains.append(chain)
    }
    return chains
  }
}
