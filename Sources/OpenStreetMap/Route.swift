import Foundation

/// What a route minimises.
public enum RouteMetric: String, Sendable, CaseIterable {
  /// Expected travel time at each road's speed.
  case time
  /// Length in metres.
  case distance
}

/// A driving route.
public struct Route: Sendable {
  /// The path from the start (snapped onto its road) to the end, vertex by vertex.
  public var coordinates: [Coordinate]
  /// Metres.
  public var distance: Double
  /// Seconds.
  public var expectedTravelTime: Double
  /// The graph nodes passed, in order (for tests and debugging).
  public var nodes: [Int]
  /// The directed graph edges taken, in order.
  public var edges: [Int]
}

/// A place on a routable road: chain `chain`, on its segment from point `segment` to the next, a
/// `fraction` of the way along.
public struct RoadPosition: Sendable {
  public var chain: Int
  public var segment: Int
  public var fraction: Double
  public var coordinate: Coordinate
  /// Metres from the chain's first point along the road.
  public var offset: Double
  /// Metres from the coordinate that was snapped.
  public var distanceFromQuery: Double
}

/// A binary min-heap of (cost, node), the A* open list. Stale entries are skipped on pop.
struct MinHeap {
  private var keys: [Double] = []
  private var values: [Int32] = []

  var isEmpty: Bool { keys.isEmpty }

  mutating func push(_ key: Double, _ value: Int32) {
    keys.append(key)
    values.append(value)
    var child = keys.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if keys[parent] <= key { break }
      keys[child] = keys[parent]
      values[child] = values[parent]
      child = parent
    }
    keys[child] = key
    values[child] = value
  }

  mutating func pop() -> (Double, Int32) {
    let top = (keys[0], values[0])
    let lastKey = keys.removeLast()
    let lastValue = values.removeLast()
    if !keys.isEmpty {
      var parent = 0
      let count = keys.count
      while true {
        var child = 2 * parent + 1
        if child >= count { break }
        if child + 1 < count && keys[child + 1] < keys[child] { child += 1 }
        if keys[child] >= lastKey { break }
        keys[parent] = keys[child]
        values[parent] = values[child]
        parent = child
      }
      keys[parent] = lastKey
      values[parent] = lastValue
    }
    return top
  }
}
