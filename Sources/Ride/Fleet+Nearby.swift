import Foundation
import OpenStreetMap

extension Fleet {
  /// The cars a passenger at `pickup` sees on the map before a driver is assigned, as Didi's map
  /// shows them: the free cars of `service` within `radius` metres (straight line), at most `limit`,
  /// nearest first (ties to the lower id); not the whole fleet, which on a small map would bury the
  /// pin and the route.
  ///
  /// `keeping` holds the cars shown until now: one of them stays while it is still among the
  /// `2 × limit` nearest, ahead of nearer cars not shown, so two cars about as far away do not swap
  /// places at every refresh. The result is in the order of distance.
  public func nearbyCars(
    around pickup: Coordinate, service: Service, within radius: Double, limit: Int, keeping: Set<Int> = []
  ) -> [Int] {
    guard limit > 0 else { return [] }
    // Read in place: a car copied out retains its driver's texts and its paths.
    var ranked: [(distance: Double, id: Int)] = []
    for index in cars.indices where cars[index].service == service && cars[index].isFree {
      let distance = cars[index].coordinate.distance(to: pickup)
      if distance <= radius { ranked.append((distance, cars[index].id)) }
    }
    ranked.sort { ($0.distance, $0.id) < ($1.distance, $1.id) }
    let candidates = ranked.prefix(limit <= ranked.count / 2 ? 2 * limit : ranked.count)
    let kept = candidates.filter { keeping.contains($0.id) }.prefix(limit)
    var room = limit - kept.count
    var chosen: Set<Int> = Set(kept.map(\.id))
    for candidate in candidates where room > 0 && !chosen.contains(candidate.id) {
      chosen.insert(candidate.id)
      room -= 1
    }
    return candidates.filter { chosen.contains($0.id) }.map(\.id)
  }
}
