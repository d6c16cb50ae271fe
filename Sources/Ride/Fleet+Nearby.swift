import Foundation
import OpenStreetMap

extension Fleet {
  /// The cars a passenger at `pickup` sees on the map before a driver is assigned, as Didi's map
  /// shows them: the free cars of `service` within `radius` metres (straight line), at most `limit`,
  /// in the order of distance (ties to the lower id); not the whole fleet, which on a small map would
  /// bury the pin and the route.
  ///
  /// `keeping` holds the cars shown until now. The nearer half of the places (`limit` / 2, rounded
  /// up) always go to the nearest cars, so a car that comes close to the pin shows at once; the rest
  /// go first to cars shown before that are still among the `2 × limit` nearest, then to the nearest
  /// others, so two cars about as far away do not swap places at every refresh.
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
    let nearest = limit - limit / 2
    var chosen = Set(candidates.prefix(nearest).map(\.id))
    let kept = candidates.dropFirst(nearest).filter { keeping.contains($0.id) }
    for car in kept.prefix(limit - chosen.count) { chosen.insert(car.id) }
    for car in candidates where chosen.count < limit { chosen.insert(car.id) }
    return candidates.filter { chosen.contains($0.id) }.map(\.id)
  }
}
