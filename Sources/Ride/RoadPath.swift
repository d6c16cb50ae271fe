import Foundation
import OpenStreetMap

/// A drivable path: the road polyline with the metres and seconds reached at each vertex, so a car
/// on it can be placed at any moment at its roads' own speeds.
public struct RoadPath: Hashable, Sendable {
  public private(set) var coordinates: [Coordinate]
  /// Metres from the start at each vertex (the first is 0).
  public private(set) var distances: [Double]
  /// Seconds from the start at each vertex (the first is 0, never decreasing).
  public private(set) var times: [Double]
  /// Each segment's heading, degrees clockwise from north (one fewer than the vertices).
  public private(set) var headings: [Double]

  /// A path through `coordinates` reaching vertex `i` after `times[i]` seconds. Distances are the
  /// great-circle lengths, scaled to `distance` when it is given (the router's own measure).
  public init(coordinates: [Coordinate], times: [Double], distance: Double? = nil) {
    precondition(!coordinates.isEmpty && coordinates.count == times.count, "a time for every vertex")
    var distances = [0.0]
    var headings: [Double] = []
    for (a, b) in zip(coordinates, coordinates.dropFirst()) {
      distances.append(distances.last! + a.distance(to: b))
      headings.append(RoadPath.bearing(from: a, to: b))
    }
    if let distance, distances.last! > 0 {
      let scale = distance / distances.last!
      distances = distances.map { $0 * scale }
    }
    self.coordinates = coordinates
    self.distances = distances
    self.times = times
    self.headings = headings
  }

  public var distance: Double { distances.last! }
  public var duration: TimeInterval { times.last! }
  public var start: Coordinate { coordinates.first! }
  public var end: Coordinate { coordinates.last! }

  /// Where a car is `elapsed` seconds along the path. `segment` is a hint the caller keeps between
  /// calls with growing times: the search goes on from it, so stepping costs O(1) per call.
  public func sample(at elapsed: TimeInterval, segment: inout Int) -> PathSample {
    guard coordinates.count > 1 else {
      return PathSample(coordinate: start, heading: 0, distance: 0, remainingTime: 0)
    }
    let last = coordinates.count - 2
    segment = min(max(segment, 0), last)
    while segment > 0 && times[segment] > elapsed { segment -= 1 }
    while segment < last && times[segment + 1] <= elapsed { segment += 1 }
    let span = times[segment + 1] - times[segment]
    let t =
      span > 0 ? min(max((elapsed - times[segment]) / span, 0), 1) : (elapsed >= times[segment + 1] ? 1 : 0)
    let a = coordinates[segment]
    let b = coordinates[segment + 1]
    return PathSample(
      coordinate: Coordinate(
        latitude: a.latitude + t * (b.latitude - a.latitude),
        longitude: a.longitude + t * (b.longitude - a.longitude)),
      heading: headings[segment],
      distance: distances[segment] + t * (distances[segment + 1] - distances[segment]),
      remainingTime: max(0, duration - max(elapsed, 0)))
  }

  /// The initial great-circle bearing from `a` to `b`, degrees clockwise from north in [0, 360).
  static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
    let lat1 = a.latitude * .pi / 180
    let lat2 = b.latitude * .pi / 180
    let dLon = (b.longitude - a.longitude) * .pi / 180
    let y = sin(dLon) * cos(lat2)
    let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLon)
    let degrees = atan2(y, x) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }
}

/// A car's place on a path at one moment.
public struct PathSample: Hashable, Sendable {
  public var coordinate: Coordinate
  /// Degrees clockwise from north, the direction of travel (as `MKAnnotationView` rotations use).
  public var heading: Double
  /// Metres driven so far.
  public var distance: Double
  /// Seconds still to drive.
  public var remainingTime: TimeInterval
}
