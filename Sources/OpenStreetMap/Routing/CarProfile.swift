import Foundation

/// What a car may do on one OpenStreetMap way: OSRM's stock car profile (osrm-backend 26.10,
/// `profiles/car.lua` and `profiles/lib/way_handlers.lua`, whose handler each rule names), so that
/// Hail's routes agree with the reference router's.
struct CarWay: Equatable, Sendable {
  /// km/h along the way's nodes and against them; nil where cars may not drive that way.
  var forwardSpeed: Double?
  var backwardSpeed: Double?
  /// The routing weight's rate as a share of the speed (`WayHandlers.penalties`: service roads,
  /// narrow and single-lane roads…): weight = duration / rate. 1 on an ordinary road.
  var forwardRate = 1.0
  var backwardRate = 1.0
  /// Local-access only (`destination`, `delivery`, `private`…): drivable, but a route only enters it
  /// to start or end there (`WayHandlers.access`, `process_turn`'s `max_turn_weight`).
  var forwardRestricted = false
  var backwardRestricted = false
  /// `WayHandlers.startpoint`: a route may start or end on it (not a private service road).
  var isStartpoint = true
  /// `junction=roundabout` (or `circular`), for the turn rules and the instructions.
  var isRoundabout = false
}

enum CarProfile {
  /// `speeds.highway` in car.lua, km/h.
  static let highwaySpeeds: [String: Double] = [
    "motorway": 90, "motorway_link": 45, "trunk": 85, "trunk_link": 40, "primary": 65, "primary_link": 30,
    "secondary": 55, "secondary_link": 25, "tertiary": 40, "tertiary_link": 20, "unclassified": 25,
    "residential": 25, "living_street": 10, "service": 15, "winter_road": 20, "ice_road": 15,
  ]
  /// car.lua's `default_speed`: ways outside the table that an access tag opens to cars.
  static let defaultSpeed = 10.0
  /// car.lua's `speed_reduction`: a signed limit is driven at 80 %.
  static let speedReduction = 0.8

  /// car.lua's `access_tags_hierarchy`, most specific first.
  static let accessHierarchy = ["motorcar", "motor_vehicle", "vehicle", "access"]
  /// car.lua's `access_tag_whitelist`.
  static let accessWhitelist: Set<String> = [
    "yes", "motorcar", "motor_vehicle", "vehicle", "permissive", "designated", "hov",
  ]
  /// car.lua's `access_tag_blacklist`: closed to cars (unless also in `restrictedAccess`).
  static let accessBlacklist: Set<String> = [
    "no", "agricultural", "forestry", "emergency", "psv", "taxi", "share_taxi", "minibus", "bus", "foot",
    "emergency_vehicle", "restricted", "military", "official", "customers", "private", "delivery",
    "destination", "permit", "residents",
  ]
  /// car.lua's `restricted_access_tag_list`: local access only, on `restrictedHighways`.
  static let restrictedAccess: Set<String> = [
    "private", "delivery", "destination", "customers", "permit", "residents", "unknown",
  ]
  /// car.lua's `restricted_highway_whitelist`.
  static let restrictedHighways: Set<String> = [
    "motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary",
    "secondary_link", "tertiary", "tertiary_link", "residential", "living_street", "unclassified",
    "service", "winter_road", "ice_road",
  ]
  /// car.lua's `service_penalties` (rate factors by `service=*`).
  static let servicePenalties: [String: Double] = [
    "alley": 0.5, "parking": 0.5, "parking_aisle": 0.5, "driveway": 0.5, "drive-through": 0.5,
    "drive-thru": 0.5,
  ]
  /// car.lua's `avoid` set, as `highway=*` values (`WayHandlers.avoid_ways`).
  static let avoidedHighways: Set<String> = ["steps", "construction", "proposed"]
  /// car.lua's `construction_whitelist`: `construction=*` values that do not close the road.
  static let constructionWhitelist: Set<String> = ["no", "widening", "minor"]

  /// The car's own size (car.lua: `vehicle_height` 2.0 m, `vehicle_width` 1.9 m, `vehicle_length`
  /// 4.8 m, `vehicle_weight` 2000 kg), checked against the way's physical and legal limits.
  static let vehicleHeight = 2.0
  static let vehicleWidth = 1.9
  static let vehicleLength = 4.8
  static let vehicleWeight = 2000.0

  /// The car's rules for a way with these tags; nil when cars may use it in neither direction.
  /// Ferries (`route=ferry`) are not routed: Hail has no timetables (OSRM routes them at 5 km/h).
  static func way(_ tags: TagList) -> CarWay? {
    guard let highway = tags["highway"], !highway.isEmpty, !isBlocked(tags, highway: highway) else {
      return nil
    }
    var way = CarWay()
    // WayHandlers.oneway: oneway:motorcar… first, then oneway; motorways and roundabouts imply it.
    let oneway =
      onewayVehicleKeys.lazy.compactMap { tags[$0] }.first ?? tags["oneway"]
    let junction = tags["junction"]
    way.isRoundabout = junction == "roundabout" || junction == "circular"
    var forwardOpen = true
    var backwardOpen = true
    var onewayForward = false
    var onewayBackward = false
    switch oneway {
    case "-1": onewayBackward = true
    case "yes", "1", "true": onewayForward = true
    default:
      if oneway != "no" && (highway == "motorway" || way.isRoundabout) { onewayForward = true }
    }
    if onewayForward { backwardOpen = false }
    if onewayBackward { forwardOpen = false }

    // WayHandlers.handle_height / _width / _length / _weight.
    let (heightForward, heightBackward) = forwardBackward(tags, heightKeys)
    if let height = heightForward.flatMap(OSMMeasure.height), height < vehicleHeight { forwardOpen = false }
    if let height = heightBackward.flatMap(OSMMeasure.height), height < vehicleHeight { backwardOpen = false }
    let (widthForward, widthBackward) = forwardBackward(tags, widthKeys)
    if let width = widthForward.flatMap(OSMMeasure.metres), width <= vehicleWidth { forwardOpen = false }
    if let width = widthBackward.flatMap(OSMMeasure.metres), width <= vehicleWidth { backwardOpen = false }
    let (lengthForward, lengthBackward) = forwardBackward(tags, lengthKeys)
    if let length = lengthForward.flatMap(OSMMeasure.metres), length < vehicleLength { forwardOpen = false }
    if let length = lengthBackward.flatMap(OSMMeasure.metres), length < vehicleLength { backwardOpen = false }
    let (weightForward, weightBackward) = forwardBackward(tags, weightKeys)
    if let weight = weightForward.flatMap(OSMMeasure.kilograms), weight < vehicleWeight {
      forwardOpen = false
    }
    if let weight = weightBackward.flatMap(OSMMeasure.kilograms), weight < vehicleWeight {
      backwardOpen = false
    }

    // WayHandlers.access: the first tag of the hierarchy that is set, per direction.
    let (accessForward, accessBackward) = forwardBackward(tags, accessKeys)
    let forwardAccess = accessForward.map(resolveAccess)
    let backwardAccess = accessBackward.map(resolveAccess)
    if restrictedHighways.contains(highway) {
      way.forwardRestricted = forwardAccess.map(restrictedAccess.contains) ?? false
      way.backwardRestricted = backwardAccess.map(restrictedAccess.contains) ?? false
    }
    if let access = forwardAccess, accessBlacklist.contains(access), !way.forwardRestricted {
      forwardOpen = false
    }
    if let access = backwardAccess, accessBlacklist.contains(access), !way.backwardRestricted {
      backwardOpen = false
    }
    // WayHandlers.service: emergency access roads are closed; WayHandlers.hov: HOV-only is restricted.
    if tags["service"] == "emergency_access" { return nil }
    if tags["hov"] == "designated" {
      way.forwardRestricted = true
      way.backwardRestricted = true
    }
    let (hovForward, hovBackward) = forwardBackwardByKey(tags, hovLanesKey, onewayForward, onewayBackward)
    if let lanes = hovForward,
      lanes.split(separator: "|", omittingEmptySubsequences: false).allSatisfy({ $0 == "designated" })
    {
      way.forwardRestricted = true
    }
    if let lanes = hovBackward,
      lanes.split(separator: "|", omittingEmptySubsequences: false).allSatisfy({ $0 == "designated" })
    {
      way.backwardRestricted = true
    }
    guard forwardOpen || backwardOpen else { return nil }

    // WayHandlers.speed: the class's speed; outside the table, car.lua's default speed in each
    // direction whose access tag is set and not blacklisted (an untagged footway stays closed).
    var forward: Double?
    var backward: Double?
    if let speed = highwaySpeeds[highway] {
      forward = speed
      backward = speed
    } else {
      let opens = { (access: String?) in access.map { !accessBlacklist.contains($0) } ?? false }
      forward = opens(forwardAccess) ? defaultSpeed : nil
      backward = opens(backwardAccess) ? defaultSpeed : nil
    }
    // WayHandlers.maxspeed: a signed limit replaces the class's speed, at `speed_reduction`.
    let (limitForward, limitBackward) = forwardBackward(tags, maxspeedKeys)
    if forward != nil, let limit = limitForward.flatMap(maxspeed), limit > 0 {
      forward = limit * speedReduction
    }
    if backward != nil, let limit = limitBackward.flatMap(maxspeed), limit > 0 {
      backward = limit * speedReduction
    }
    // WayHandlers.surface: the surface, track type and smoothness cap the speed.
    for (key, table) in surfaceCaps {
      if let value = tags[key], let cap = table[value] {
        forward = forward.map { min($0, cap) }
        backward = backward.map { min($0, cap) }
      }
    }
    if let speed = forward, forwardOpen, speed > 0 { way.forwardSpeed = speed }
    if let speed = backward, backwardOpen, speed > 0 { way.backwardSpeed = speed }
    guard way.forwardSpeed != nil || way.backwardSpeed != nil else { return nil }
    let penalty = penalties(tags, bidirectional: way.forwardSpeed != nil && way.backwardSpeed != nil)
    way.forwardRate = penalty.forward
    way.backwardRate = penalty.backward
    // WayHandlers.startpoint: not on a private service road.
    if highway == "service", forwardAccess == "private" { way.isStartpoint = false }
    return way
  }

  /// `WayHandlers.blocked_ways` and `avoid_ways`: areas, steps, construction, proposed roads,
  /// reversible one-ways (they change direction during the day) and impassable ways.
  static func isBlocked(_ tags: TagList, highway: String) -> Bool {
    if tags["area"] == "yes" || avoidedHighways.contains(highway) { return true }
    if tags["railway"] == "construction" { return true }
    if let construction = tags["construction"], !constructionWhitelist.contains(construction) { return true }
    if tags["oneway"] == "reversible" || tags["impassable"] == "yes" || tags["status"] == "impassable" {
      return true
    }
    return false
  }
}
