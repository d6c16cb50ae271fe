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

  /// Whether a route surely turns by less than a slight turn's 40° at a node (straight on and
  /// slight turns make no step, `RouteStep.TurnDirection`), given the `lookahead`s of the road it
  /// arrives on, read from the node back, and of the road it leaves on: told from the cosine of the
  /// angle between their directions, with no arctangent (the angle from two bearings took most of a
  /// long route's steps, at junctions where it goes straight on). Where the cosine is within 1e-9 of
  /// cos 40° (about 1e-7 degrees of the boundary), or a direction's squared length is zero,
  /// subnormal or not finite (so its rounding could be anything), it answers false and the angle
  /// decides.
  static func surelyGoesOn(_ back: Lookahead, _ ahead: Lookahead) -> Bool {
    // The way the route drives into the node (`back`'s direction turned round).
    let into = -heading(from: back.from, to: back.to, cosLatitude: back.cosLatitude)
    let on = heading(from: ahead.from, to: ahead.to, cosLatitude: ahead.cosLatitude)
    let intoSquared = (into * into).sum()
    let onSquared = (on * on).sum()
    guard intoSquared.isNormal, onSquared.isNormal else { return false }
    return (into * on).sum() >= (slightTurnCosine + 1e-9)
      * (intoSquared.squareRoot() * onSquared.squareRoot())
  }

  /// The cosine of 40°, the sharpest slight turn (`RouteStep.TurnDirection`: OSRM's 140°–220°).
  private static let slightTurnCosine = cos(40 * Double.pi / 180)

  /// The bearing a `lookahead` reads, degrees clockwise from north (flat-earth: fine over metres);
  /// 0 for none (no points).
  static func bearing(_ lookahead: Lookahead?) -> Double {
    guard let (from, to, cosLatitude) = lookahead else { return 0 }
    let direction = heading(from: from, to: to, cosLatitude: cosLatitude)
    let degrees = atan2(direction.x, direction.y) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// The flat direction from `a` to `b` whose angle `bearing` measures: east and north, in degrees
  /// of latitude (`cosLatitude` is the cosine of `a`'s latitude).
  private static func heading(from a: Coordinate, to b: Coordinate, cosLatitude: Double) -> SIMD2<Double> {
    SIMD2((b.longitude - a.longitude) * cosLatitude, b.latitude - a.latitude)
  }

  /// The bearing of a polyline's start, read `bearingLookahead` metres along it (or at its end): the
  /// first point at which the haversine lengths of the segments so far add up to the lookahead.
  /// The lengths are summed flat here (degrees scaled by the first point's cosine: no trigonometry
  /// per point, where the haversine's four calls were a third of a long route's time with its steps,
  /// and this runs for every edge at import too). Over the few metres the choice depends on, flat and
  /// haversine lengths differ by a few parts per million; only a sum within 0.1 % of the lookahead
  /// (or a segment across the antimeridian) is measured again with the haversine, so the point is
  /// always the one the haversine's sum picks.
  static func startBearing(_ coordinates: some Collection<Coordinate>) -> Double {
    bearing(lookahead(coordinates))
  }

  /// The two points `startBearing` reads a polyline's direction between: its first, and the first
  /// whose haversine distance along the line reaches `bearingLookahead` (or its last); with the
  /// cosine of the first one's latitude, which scales their longitudes (`heading`). Nil for no points.
  /// `sharing`, a lookahead already read from the same node (the other road at a junction), lends
  /// its cosine when its first point has this one's latitude: the same value, one cosine fewer.
  static func lookahead(_ coordinates: some Collection<Coordinate>, sharing other: Lookahead? = nil)
    -> Lookahead?
  {
    guard let first = coordinates.first else { return nil }
    let cosLatitude: Double
    if let other, other.from.latitude == first.latitude {
      cosLatitude = other.cosLatitude
    } else {
      cosLatitude = cos(first.latitude * .pi / 180)
    }
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
        return haversineLookahead(coordinates)
      }
      if travelled >= bearingLookahead { break }
    }
    return (first, target, cosLatitude)
  }

  /// `lookahead`'s answer.
  typealias Lookahead = (from: Coordinate, to: Coordinate, cosLatitude: Double)

  /// `lookahead` with every length the haversine's.
  static func haversineLookahead(_ coordinates: some Collection<Coordinate>) -> Lookahead? {
    var iterator = coordinates.makeIterator()
    guard let first = iterator.next() else { return nil }
    var travelled = 0.0
    var previous = first
    var target = first
    while let coordinate = iterator.next() {
      target = coordinate
      travelled += previous.distance(to: coordinate)
      previous = coordinate
      if travelled >= bearingLookahead { break }
    }
    return (first, target, cos(first.latitude * .pi / 180))
  }
}
