import Foundation
import OpenStreetMap

/// What a free car does on its own: park on a spot, draw its next spot, have its path worked out
/// ahead, and set off.
extension Fleet {
  /// Car `index` parks where it is from `time` for a pause.
  mutating func park(_ index: Int, from time: Date) {
    let pause = Double.random(in: configuration.pause, using: &cars[index].random)
    park(index, until: time.addingTimeInterval(pause))
  }

  /// Car `index` parks where it is until `time`, and draws its next cruise: four spots to try in
  /// order (the first is held for it at once; the others are needed only where no route leads to
  /// it) and one to be moved to if none can be reached.
  mutating func park(_ index: Int, until time: Date) {
    cars[index].activity = .parked(until: time)
    schedule.add(index, at: time)
    let origin = cars[index].coordinate
    let holders = holders
    var candidates: [Int] = []
    for _ in 0..<4 {
      if let spot = destinations.draw(
        from: origin, minimum: 300, maximum: configuration.cruiseRadius, &cars[index].random,
        isFree: { holders[$0] == nil && !candidates.contains($0) })
      {
        candidates.append(spot)
      }
    }
    let fallback = destinations.draw(
      from: origin, minimum: 0, maximum: .infinity, &cars[index].random, isFree: { holders[$0] == nil })
    if let first = candidates.first { hold(first, for: index) }
    cars[index].plan = CruisePlan(candidates: candidates, fallback: fallback)
    unrouted.append(index)
  }

  /// Works out the path of the parked car that leaves first among those without one: routing
  /// spread over the frames instead of piling up in the frames where cars set off.
  mutating func planAhead() {
    unrouted.removeAll { cars[$0].plan?.routed != false }
    var next: (index: Int, leaves: Date)?
    for index in unrouted {
      if case .parked(let until) = cars[index].activity, next == nil || until < next!.leaves {
        next = (index, until)
      }
    }
    if let next { workOutPath(next.index) }
  }

  private mutating func workOutPath(_ index: Int) {
    guard let plan = cars[index].plan, !plan.routed else { return }
    let start = cars[index].coordinate
    let network = network
    let points = destinations.points
    for candidate in plan.candidates {
      if let path = try? network.path(from: start, to: points[candidate]), path.duration > 0 {
        cars[index].plan?.path = path
        cars[index].plan?.destination = candidate
        break
      }
    }
    cars[index].plan?.routed = true
  }

  /// Car `index` sets off at `time` on its planned cruise, leaving its spot for the one it drives to.
  /// A car left where no route leads out (a passenger's destination in a corner of the map) is
  /// moved to its fallback spot and parks there.
  mutating func setOff(_ index: Int, at time: Date) {
    workOutPath(index)
    let plan = cars[index].plan
    releaseSpots(of: index)
    cars[index].plan = nil
    if let path = plan?.path, let destination = plan?.destination {
      // Only where the first spot had no route is another one driven to, free when it was drawn; a
      // car that took it since keeps it (both then stop there: rare, and only in such corners).
      if isFree(destination) { hold(destination, for: index) }
      cars[index].spot = destination
      drive(index, along: path, at: time, as: .cruising)
      return
    }
    relocations += 1
    if let fallback = plan?.fallback {
      cars[index].coordinate = destinations.points[fallback]
      if isFree(fallback) { hold(fallback, for: index) }
      cars[index].spot = fallback
    }
    park(index, from: time)
  }

  func isFree(_ spot: Int) -> Bool { holders[spot] == nil }

  mutating func hold(_ spot: Int, for index: Int) {
    holders[spot] = index
  }

  /// Car `index` gives up the spot it stands on and the one held for its next cruise.
  mutating func releaseSpots(of index: Int) {
    if let spot = cars[index].spot, holders[spot] == index { holders[spot] = nil }
    if let next = cars[index].plan?.candidates.first, holders[next] == index { holders[next] = nil }
    cars[index].spot = nil
  }
}
