import OpenStreetMap

/// Joins the ways of one street into continuous lines. OpenStreetMap splits a street at every change
/// of tags (a bus lane, a speed limit, a bridge), so a city street is often a row of ways a block
/// long, each too short for its own name; joined end to end, the street has room for its label.
enum RoadChains {
  private struct End: Hashable {
    var x: Double
    var y: Double
    init(_ point: MapPoint) { (x, y) = (point.x, point.y) }
  }

  /// `parts` joined wherever one ends where another starts or ends (reversing as needed); parts that
  /// touch nothing come back alone.
  static func join(_ parts: [[MapPoint]]) -> [[MapPoint]] {
    var byEnd: [End: [Int]] = [:]
    for (index, part) in parts.enumerated() where part.count >= 2 {
      byEnd[End(part[0]), default: []].append(index)
      byEnd[End(part[part.count - 1]), default: []].append(index)
    }
    var used = [Bool](repeating: false, count: parts.count)

    /// An unused part touching `point`, turned so that it starts there.
    func take(at point: MapPoint) -> [MapPoint]? {
      for index in byEnd[End(point)] ?? [] where !used[index] {
        used[index] = true
        let part = parts[index]
        return End(part[0]) == End(point) ? part : part.reversed()
      }
      return nil
    }

    var chains: [[MapPoint]] = []
    for index in parts.indices where !used[index] && parts[index].count >= 2 {
      used[index] = true
      var chain = parts[index]
      while let next = take(at: chain[chain.count - 1]) { chain += next.dropFirst() }
      while let previous = take(at: chain[0]) { chain = previous.reversed() + chain.dropFirst() }
      chains.append(chain)
    }
    return chains
  }
}
