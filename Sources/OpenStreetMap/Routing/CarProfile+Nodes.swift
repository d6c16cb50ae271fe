import Foundation

/// What a tagged node does to cars passing it: car.lua's `process_node` and `lib/obstacles.lua`.
struct CarNode: Equatable, Sendable {
  /// Which way through the node (relative to the way's own direction) a delay applies to.
  enum Direction: UInt8, Sendable {
    case both = 0
    case forward = 1
    case backward = 2
  }

  enum Kind: UInt8, Sendable {
    /// Cars cannot pass (bollard, block, `access=no`…); they may only turn back before it.
    case barrier = 1
    /// A delay for every car through the node (gate, traffic signals, give way).
    case delay = 2
    /// `highway=stop`: a delay, with OSRM's exceptions for stops near junctions (`process_turn`).
    case stop = 3
    /// `highway=stop` + `stop=minor`: only for cars entering from the minor road.
    case minorStop = 4
  }

  var kind: Kind
  /// Seconds added to the duration and the weight of every turn through the node.
  var seconds: Double = 0
  var direction = Direction.both
}

extension CarProfile {
  /// car.lua's `barrier_whitelist`: barriers cars pass freely.
  static let barrierWhitelist: Set<String> = [
    "cattle_grid", "border_control", "toll_booth", "sally_port", "no", "entrance", "height_restrictor",
    "arch",
  ]
  /// car.lua's `barrier_penalties`: barriers that pass with a delay, seconds.
  static let barrierPenalties: [String: Double] = ["gate": 60, "lift_gate": 60]
  /// `lib/obstacles.lua`: traffic signals 2 s (`traffic_signal_penalty`'s default), stop 2 s, give
  /// way 1 s.
  static let trafficSignalSeconds = 2.0
  static let stopSeconds = 2.0
  static let giveWaySeconds = 1.0

  /// The node's effect on cars, nil when it has none.
  static func node(_ tags: TagList) -> CarNode? {
    // An access tag on the node decides alone: closed unless whitelisted or local-access only (a
    // `private` gate passes like an open road; its road's own access says more).
    if let value = accessHierarchy.lazy.compactMap({ tags[$0] }).first {
      let access = resolveAccess(value)
      if accessBlacklist.contains(access) && !restrictedAccess.contains(access) {
        return CarNode(kind: .barrier)
      }
      return obstacle(tags)
    }
    if let barrier = tags["barrier"] {
      var blocked = !barrierWhitelist.contains(barrier)
      if barrier == "height_restrictor", let height = tags["maxheight"].flatMap(OSMMeasure.height) {
        blocked = height < vehicleHeight
      }
      if tags["bollard"] == "rising" { blocked = false }
      if tags["kerb"] == "lowered" || tags["kerb"] == "flush" { blocked = false }
      if barrier == "kerb" && tags["highway"] == "crossing" { blocked = false }
      if barrier == "fence" && (tags["sensory"] == "audible" || tags["sensory"] == "audio") {
        blocked = false
      }
      if let penalty = barrierPenalties[barrier] { return CarNode(kind: .delay, seconds: penalty) }
      if blocked { return CarNode(kind: .barrier) }
    }
    return obstacle(tags)
  }

  /// `Obstacles.process_node`: traffic signals, stop and give-way signs on the node.
  private static func obstacle(_ tags: TagList) -> CarNode? {
    let direction = { (value: String?) -> CarNode.Direction in
      switch value {
      case "forward": .forward
      case "backward": .backward
      default: .both
      }
    }
    switch tags["highway"] {
    case "traffic_signals":
      return CarNode(
        kind: .delay, seconds: trafficSignalSeconds,
        direction: direction(tags["traffic_signals:direction"] ?? tags["direction"]))
    case "stop":
      return CarNode(
        kind: tags["stop"] == "minor" ? .minorStop : .stop, seconds: stopSeconds,
        direction: direction(tags["direction"]))
    case "give_way":
      return CarNode(kind: .delay, seconds: giveWaySeconds, direction: direction(tags["direction"]))
    default:
      return nil
    }
  }
}
