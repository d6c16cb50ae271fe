import Foundation

/// What a route minimises.
public enum RouteMetric: String, Sendable, CaseIterable {
  /// Expected travel time, with OSRM's routability penalties (service roads, local-access roads).
  case time
  /// Length in metres (turn costs left out, as OSRM's `distance` weight does).
  case distance
}

/// A driving route.
public struct Route: Sendable {
  /// The path from the start (snapped onto its road) to the end, vertex by vertex.
  public var coordinates: [Coordinate]
  /// Metres.
  public var distance: Double
  /// Seconds: the roads at their speeds plus the turns' delays (OSRM's duration).
  public var expectedTravelTime: Double
  /// The routing weight the route minimises (seconds with OSRM's routability penalties for
  /// `.time`, metres for `.distance`).
  public var cost: Double
  /// The turn-by-turn steps, from the departure to the arrival.
  public var steps: [RouteStep]
  /// The graph nodes passed, in order (for tests and debugging).
  public var nodes: [Int]
  /// The directed road edges driven, in order (the first and last partly).
  public var edges: [Int]
  /// The index in `coordinates` where each of `edges` starts: segment `i` lies on the edge `k`
  /// with `edgeStarts[k] <= i < edgeStarts[k + 1]`.
  public var edgeStarts: [Int]
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
