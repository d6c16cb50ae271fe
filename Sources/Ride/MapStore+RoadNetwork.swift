import Foundation
import OpenStreetMap

/// The OpenStreetMap router as the ride domain's road network: everything `Ride` asks of the map
/// goes through here. The two `travelTimes(from:to:limit:)` are the map's own one-to-many searches.
extension MapStore: RoadNetwork {
  public var extent: (southWest: Coordinate, northEast: Coordinate) { coordinateBounds }

  public func nearestRoadPoint(to coordinate: Coordinate, within limit: Double) -> Coordinate? {
    snap(coordinate, within: limit)?.coordinate
  }

  /// The router's fastest route, timed vertex by vertex at each road's speed (the road under each
  /// segment's midpoint); the times are then scaled so they end at the route's own expected time,
  /// which spreads whatever the router adds beyond road speeds (turn costs) along the path.
  public func path(from start: Coordinate, to end: Coordinate) throws(RoadError) -> RoadPath {
    let route: Route
    do {
      route = try self.route(from: start, to: end)
    } catch MapError.offMap(let coordinate) {
      throw .offMap(coordinate)
    } catch {
      throw .noRoute(from: start, to: end)
    }
    let coordinates = route.coordinates
    let averageSpeed = route.expectedTravelTime > 0 ? route.distance / route.expectedTravelTime : 1
    var times = [0.0]
    for (a, b) in zip(coordinates, coordinates.dropFirst()) {
      let middle = Coordinate(
        latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2)
      let speed = snap(middle, within: 2).map { roadSpeed(at: $0) } ?? averageSpeed
      times.append(times.last! + a.distance(to: b) / (speed > 0 ? speed : averageSpeed))
    }
    if times.last! > 0 {
      let scale = route.expectedTravelTime / times.last!
      times = times.map { $0 * scale }
    }
    return RoadPath(coordinates: coordinates, times: times, distance: route.distance)
  }

}
