import Foundation

/// A `type=restriction` relation as cars obey it (wiki: Relation:restriction; OSRM's
/// `RestrictionParser`): from one way, through a node or a sequence of ways, onto another way.
struct TurnRestriction: Equatable, Sendable {
  enum Via: Equatable, Sendable {
    case node(Int64)
    /// The via ways in driving order from `from` to `to`.
    case ways([Int64])
  }

  var from: Int64
  var via: Via
  var to: Int64
  /// `only_*`: from `from` through the via, `to` is the one way on; `no_*`: it is the one way not.
  var isOnly: Bool

  /// car.lua's `restrictions`: the vehicle keys that apply to cars, most specific first.
  static let vehicles = ["motorcar", "motor_vehicle", "vehicle"]

  /// The restriction a relation states for cars; nil when it is not one, names no cars, exempts
  /// them (`except=motorcar`…), is malformed (not exactly one `from` and one `to` way, no via), or is
  /// only conditional: `restriction:conditional` is not applied, as OSRM does not by default
  /// (`--parse-conditional-restrictions` off), since it holds only at some times.
  init?(_ relation: OSMRelation) {
    let tags = relation.tags
    guard tags["type"] == "restriction" else { return nil }
    guard
      let value = tags["restriction"]
        ?? TurnRestriction.vehicles.lazy.compactMap({ tags["restriction:\($0)"] }).first
    else { return nil }
    if let except = tags["except"] {
      let exempt = except.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      if exempt.contains(where: TurnRestriction.vehicles.contains) { return nil }
    }
    if value.hasPrefix("only_") {
      isOnly = true
    } else if value.hasPrefix("no_") {
      isOnly = false
    } else {
      return nil
    }
    var froms: [Int64] = []
    var tos: [Int64] = []
    var viaNodes: [Int64] = []
    var viaWays: [Int64] = []
    for member in relation.members {
      switch (member.kind, member.role) {
      case (OSMMemberKind.way, "from"): froms.append(member.ref)
      case (OSMMemberKind.way, "to"): tos.append(member.ref)
      case (OSMMemberKind.way, "via"): viaWays.append(member.ref)
      case (OSMMemberKind.node, "via"): viaNodes.append(member.ref)
      default: break
      }
    }
    guard froms.count == 1, tos.count == 1 else { return nil }
    from = froms[0]
    to = tos[0]
    if viaNodes.count == 1 && viaWays.isEmpty {
      via = .node(viaNodes[0])
    } else if viaNodes.isEmpty && !viaWays.isEmpty {
      via = .ways(viaWays)
    } else {
      return nil
    }
  }
}
