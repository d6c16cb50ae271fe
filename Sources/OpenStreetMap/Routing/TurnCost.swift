import Foundation

/// What a turn costs a car: car.lua's `process_turn` (osrm-backend 26.10) with its profile values.
enum TurnCost {
  /// car.lua `turn_penalty`: the most a turn's angle costs, seconds.
  static let turnPenalty = 7.5
  /// car.lua `turn_bias`: right turns cheaper than left ones where traffic drives on the right.
  static let turnBias = 1.075
  /// car.lua `properties.u_turn_penalty`, seconds.
  static let uTurnPenalty = 20.0
  /// car.lua `oncoming_turn_penalty`: a turn across oncoming traffic waits for a gap, seconds.
  static let oncomingTurnPenalty = 2.0
  /// The weight of a turn from a public road onto a local-access-only one (car.lua sets
  /// `constants.max_turn_weight`: the largest turn weight OSRM stores, 2¹⁵ − 1 tenths of a second),
  /// so a route enters such a road only to start or end on it.
  static let restrictedEntryWeight = 3276.7
  /// How far along a road its direction at a junction is read, metres: a shape point just off the
  /// junction would exaggerate the angle (OSRM reads a "representative" coordinate about as far).
  static let bearingLookahead = 10.0

  /// The delay for the angle: `angle` in degrees in (−180, 180], positive to the right (OSRM's
  /// `turn.angle`). Paid where more than two roads meet, or for a U-turn; traffic drives on the
  /// right (Hail maps countries that do; OSRM reads the side per way).
  static func angleDelay(angle: Double, roads: Int, isUTurn: Bool, involvesRoundabout: Bool) -> Double {
    guard roads > 2 || isUTurn else { return 0 }
    let turnAngle = isUTurn ? 180 : angle
    var delay: Double
    // car.lua: "a sigmoid function … that maxes out at turn_penalty over the space of 0-180 degrees".
    if turnAngle >= 0 {
      delay = turnPenalty / (1 + exp(-((13 / turnBias) * turnAngle / 180 - 6.5 * turnBias)))
    } else {
      delay = turnPenalty / (1 + exp(-((13 * turnBias) * -turnAngle / 180 - 6.5 / turnBias)))
    }
    // Left turns cross oncoming traffic: tapered by the same sigmoid's shape, not at roundabouts.
    if turnAngle < 0 && !isUTurn && roads > 2 && !involvesRoundabout {
      let sharpness = 1 / (1 + exp(-(13 * abs(turnAngle) / 180 - 3.25)))
      delay += oncomingTurnPenalty * sharpness
    }
    if isUTurn { delay += uTurnPenalty }
    return delay
  }

  /// The signed angle from arriving on `arrival` to leaving on `departure` (bearings in degrees
  /// clockwise from north): (−180, 180], positive to the right.
  static func angle(arrival: Double, departure: Double) -> Double {
    var delta = (departure - arrival).truncatingRemainder(dividingBy: 360)
    if delta <= -180 { delta += 360 }
    if delta > 180 { delta -= 360 }
    return delta
  }

  /// The bearing from `a` to `b`, degrees clockwise from north (flat-earth: fine over metres).
  static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
    bearing(from: a, to: b, cosLatitude: cos(a.latitude * .pi / 180))
  }

  /// `bearing(from:to:)` given the cosine of `a`'s latitude.
  private static func bearing(from a: Coordinate, to b: Coordinate, cosLatitude: Double) -> Double {
    let dx = (b.longitude - a.longitude) * cosLatitude
    let dy = b.latitude - a.latitude
    let degrees = atan2(dx, dy) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// The bearing of a polyline's start, read `bearingLookahead` metres along it (or at its end): the
  /// first point at which the haversine lengths of the segments so far add up to the lookahead.
  /// The lengths are summed flat here (degrees scaled by the first point's cosine: no trigonometry
  /// per point; this runs twice for every edge at import, whose results map format 12 stores for
  /// the steps, and once a route for its departure). Over the few metres the choice depends on, flat and
  /// haversine lengths differ by a few parts per million; only a sum within 0.1 % of the lookahead
  /// (or a segment across the antimeridian) is measured again with the haversine, so the point is
  /// always the one the haversine's sum picks.
  static func startBearing(_ coordinates: some Collection<Coordinate>) -> Double {
    guard let first = coordinates.first else { return 0 }
    let cosLatitude = cos(first.latitude * .pi / 180)
    let metresPerDegree = Coordinate.earthRadius * .pi / 180
    var travelled = 0.0
    var previous = first
    var target = first
    for coordinate in coordinates.dropFirst() {
      target = coordinate
      let longitudes = coordinate.longitude - previous.longitude
      let dx = longitudes * cosLatitude
      let dy = coordinate.latitude - previous.latitude
      travelled += (dx * dx + dy * dy).squareRoot() * metresPerDegree
      previous = coordinate
      if abs(travelled - bearingLookahead) <= bearingLookahead * 1e-3 || abs(longitudes) > 90 {
        return haversineStartBearing(coordinates)
      }
      if travelled >= bearingLookahead { break }
    }
    return bearing(from: first, to: target, cosLatitude: cosLatitude)
  }

  /// `startBearing` with every length the haversine's.
  static func haversineStartBearing(_ coordinates: some Collection<Coordinate>) -> Double {
    var iterator = coordinates.makeIterator()
    guard let first = iterator.next() else { return 0 }
    var travelled = 0.0
    var previous = first
    var target = first
    while let coordinate = iterator.next() {
      target = coordinate
      travelled += previous.distance(to: coordinate)
      previous = coordinate
      if travelled >= bearingLookahead { break }
    }
    return bearing(from: first, to: target)
  }
}
