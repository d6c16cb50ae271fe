import Foundation

/// Joins multipolygon member ways into closed rings by their shared end nodes.
enum RingAssembler {
  /// The closed rings the pieces form (first node == last node). Pieces that cannot be closed —
  /// usually because the extract cuts the area — are left out rather than drawn across a gap.
  static func rings(from pieces: [[Int64]]) -> [[Int64]] {
    var rings: [[Int64]] = []
    var open: [[Int64]] = []
    for piece in pieces where piece.count >= 2 {
      if piece.count >= 4 && piece.first == piece.last { rings.append(piece) } else { open.append(piece) }
    }
    while var ring = open.popLast() {
      var extended = true
      while ring.first != ring.last && extended {
        extended = false
        for index in open.indices {
          let piece = open[index]
          if piece.first == ring.last {
            ring += piece.dropFirst()
          } else if piece.last == ring.last {
            ring += piece.reversed().dropFirst()
          } else {
            continue
          }
          open.remove(at: index)
          extended = true
          break
        }
      }
      if ring.first == ring.last && ring.count >= 4 { rings.append(ring) }
    }
    return rings
  }
}
