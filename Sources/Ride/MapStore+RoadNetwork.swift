import Foundation
import OpenStreetMap

/// The OpenStreetMap router as the ride domain's road network: everything `Ride` asks of the map
/// goes through here. The two `travelTimes(from:to:limit:)` are the map's own one-to-many searches.
extension MapStore: RoadNetwork {
  public var extent: (southWest: Coordinate, northEast: Coordinate) { coordinateBounds }

  public func nearestRoadPoint(to coordinate: Coordinate, within limit: Double) -> Coordinate? {
    snap(coordinate, within: limit)?.coordinate
  }

  /// The router's fastest route (without turn-by-turn steps: no car shows them), timed vertex by
  /// vertex at the speed of the road each segment lies on; the times are then scaled so they end at
  /// the route's own expected time, which spreads whatever the router adds beyond road speeds (turn
  /// costs) along the path.
  public func path(from start: Coordinate, to end: Coordinate) throws(RoadError) -> RoadPath {
    let route: Route
    do {
      route = try self.route(from: start, to: end, includingSteps: false)
    } catch MapError.offMap(let coordinate) {
      throw .offMap(coordinate)
    } catch {
      throw .noRoute(from: start, to: end)
    }
    let coordinates = route.coordinates
    let averageSpeed = route.expectedTravelTime > 0 ? route.distance / route.expectedTravelTime : 1
    let graph = self.graph
    var times = [0.0]
    times.reserveCapacity(coordinates.count)
    var edge = 0
    for index in coordinates.indices.dropLast() {
      while edge + 1 < route.edges.count && route.edgeStarts[edge + 1] <= index { edge += 1 }
      let road = route.edges.isEmpty ? nil : graph.edge(route.edges[edge])
      let speed =
        road.map { $0.time > 0 && $0.length > 0 ? $0.length / $0.time : averageSpeed } ?? averageSpeed
      times.append(times.last! + coordinates[index].distance(to: coordinates[index + 1]) / speed)
    }
    if times.last! > 0 {
      let scale = route.expectedTravelTime / times.last!
      times = times.map { $0 * scale }
    }
    return RoadPath(coordinates: coordinates, times: times, distance: route.distance)
  }

}
