import Foundation

extension CarProfile {
  /// `WayHandlers.penalties`: the smallest of the service, width, lane, alternating one-way,
  /// side-road and priority factors, per direction.
  static func penalties(_ tags: TagList, bidirectional: Bool) -> (forward: Double, backward: Double) {
    let service = tags["service"].flatMap { servicePenalties[$0] } ?? 1
    var width = 1.0
    // car.lua `lane_markings_penalty`.
    if tags["lane_markings"] == "no" && bidirectional { width = 0.75 }
    if let metres = tags["width"].flatMap(OSMMeasure.metres), bidirectional {
      if metres <= 3 {
        width = 0.5
      } else if metres < 4 {
        width = 0.6
      } else if metres < 5 {
        width = 0.75
      } else if metres < 6 {
        width = 0.8
      }
    }
    if let lanes = tags["lanes"].flatMap(OSMMeasure.leadingInteger), lanes <= 1, bidirectional { width = 0.5 }
    // A signal-controlled alternating one-way waits; car.lua `side_road_multiplier` 0.8.
    let alternating = tags["oneway"] == "alternating" ? 0.4 : 1
    let sideRoad = tags["side_road"] == "yes" || tags["side_road"] == "rotary" ? 0.8 : 1
    let common = min(service, width, alternating, sideRoad)
    // car.lua `priority_penalty` 0.7 on the direction without priority.
    return (
      min(common, tags["priority"] == "backward" ? 0.7 : 1),
      min(common, tags["priority"] == "forward" ? 0.7 : 1)
    )
  }

  /// `Access.resolve_access`: of a `;` list, the most permissive value (whitelisted, then
  /// restricted, then blacklisted, then anything).
  static func resolveAccess(_ value: String) -> String {
    guard value.contains(";") else { return value }
    func rank(_ part: String) -> Int {
      accessWhitelist.contains(part)
        ? 3 : restrictedAccess.contains(part) ? 2 : accessBlacklist.contains(part) ? 1 : 0
    }
    var best = value
    var bestRank = -1
    for part in value.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) })
    where rank(part) > bestRank {
      best = part
      bestRank = rank(part)
    }
    return best
  }

  /// A key with its `:forward` and `:backward` forms, spelled once (interpolating them for every way
  /// was most of the profile's time in a large import).
  struct DirectionalKey: Sendable {
    let plain: String
    let forward: String
    let backward: String

    init(_ key: String) {
      plain = key
      forward = key + ":forward"
      backward = key + ":backward"
    }
  }

  /// The keys `way` reads by direction, most specific first (car.lua's `WayHandlers` lists).
  static let heightKeys = ["maxheight:physical", "maxheight"].map(DirectionalKey.init)
  static let widthKeys = ["maxwidth:physical", "maxwidth", "width", "est_width"].map(DirectionalKey.init)
  static let lengthKeys = ["maxlength"].map(DirectionalKey.init)
  static let weightKeys = ["maxweightrating", "maxweight"].map(DirectionalKey.init)
  static let accessKeys = accessHierarchy.map(DirectionalKey.init)
  static let maxspeedKeys = ["maxspeed:advisory", "maxspeed", "source:maxspeed", "maxspeed:type"].map(
    DirectionalKey.init)
  static let hovLanesKey = DirectionalKey("hov:lanes")
  /// `oneway:motorcar`, `oneway:motor_vehicle`, `oneway:vehicle` (`WayHandlers.oneway`).
  static let onewayVehicleKeys = ["motorcar", "motor_vehicle", "vehicle"].map { "oneway:" + $0 }

  /// `Tags.get_forward_backward_by_set`: for each key in order, `KEY:forward` / `KEY:backward`,
  /// else `KEY`, until both directions have a value.
  static func forwardBackward(_ tags: TagList, _ keys: [DirectionalKey]) -> (String?, String?) {
    var forward: String?
    var backward: String?
    for key in keys {
      forward = forward ?? tags[key.forward]
      backward = backward ?? tags[key.backward]
      if forward == nil || backward == nil {
        let common = tags[key.plain]
        forward = forward ?? common
        backward = backward ?? common
      }
      if forward != nil && backward != nil { break }
    }
    return (forward, backward)
  }

  /// `Tags.get_forward_backward_by_key`: on a one-way, the plain key counts for its direction only.
  static func forwardBackwardByKey(
    _ tags: TagList, _ key: DirectionalKey, _ onewayForward: Bool, _ onewayBackward: Bool
  )
    -> (String?, String?)
  {
    var forward = tags[key.forward]
    var backward = tags[key.backward]
    let common = tags[key.plain]
    if onewayForward {
      forward = forward ?? common
    } else if onewayBackward {
      backward = backward ?? common
    } else {
      forward = forward ?? common
      backward = backward ?? common
    }
    return (forward, backward)
  }
}
