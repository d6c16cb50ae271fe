import Synchronization

/// When a map file's sections are verified (their CRCs, then what they hold: `MapValidator`).
public enum MapVerification: Sendable {
  /// All of them before the map opens: opening throws on any fault, and costs a pass over the file.
  case onOpen
  /// Each group of sections when a query first reads it, so that opening costs the same at any
  /// size and a command reads only what it uses. A fault found then cannot be thrown from the
  /// query: `fault` is called with it (a command prints it and exits 2).
  case onFirstUse(fault: @Sendable (MapError) -> Never)
}

/// The sections queries read together, verified as one (`MapFile+Columns` says which is which).
enum SectionGroup: Int, CaseIterable, Sendable {
  case names, features, places, addresses, roads, search
}

/// Groups a query reads, as bits (`1 << rawValue`): checked against the verified groups with one
/// load and no array (a variadic or `allCases` array was a heap allocation on every query).
struct SectionGroups: OptionSet, Sendable {
  let rawValue: UInt8

  init(rawValue: UInt8) { self.rawValue = rawValue }
  init(_ group: SectionGroup) { rawValue = 1 << group.rawValue }

  static let names = SectionGroups(.names)
  static let features = SectionGroups(.features)
  static let places = SectionGroups(.places)
  static let addresses = SectionGroups(.addresses)
  static let roads = SectionGroups(.roads)
  static let search = SectionGroups(.search)
  /// What routing, snapping, travel times and the fleet's drivable roads read: the road and turn
  /// graphs with their indexes and hierarchy, the points roads run through, and street names for
  /// turn-by-turn steps; not the places, addresses or search index, so a map's first route (the
  /// fleet's, before the app's first frame) does not check those too.
  static let routing: SectionGroups = [.names, .features, .roads]
  /// What reverse geocoding reads: addresses, places and named features, with their names.
  static let geocoding: SectionGroups = [.names, .features, .places, .addresses]
  static let all = SectionGroups(rawValue: 1 << SectionGroup.allCases.count - 1)
}

/// Verifies the groups of a map opened with `.onFirstUse` as queries first read them.
final class SectionVerifier: Sendable {
  private let bytes: MapBytes
  private let sections: [(section: MapFile.Section, group: SectionGroup?)]
  private let path: String
  private let data: MapData
  private let indexes: MapIndexes
  private let fault: @Sendable (MapError) -> Never
  /// Bit `g` set once group `g` passed. Two threads may verify a group at once; both get the same
  /// answer.
  private let verified = Atomic<UInt8>(0)

  init(
    bytes: MapBytes, sections: [(section: MapFile.Section, group: SectionGroup?)], path: String,
    data: MapData,
    indexes: MapIndexes, fault: @escaping @Sendable (MapError) -> Never
  ) {
    self.bytes = bytes
    self.sections = sections
    self.path = path
    self.data = data
    self.indexes = indexes
    self.fault = fault
  }

  /// Returns once `groups` are verified; calls `fault` (which does not return) if one is not sound.
  func require(_ groups: SectionGroups) {
    let done = SectionGroups(rawValue: verified.load(ordering: .acquiring))
    guard !done.isSuperset(of: groups) else { return }
    for group in SectionGroup.allCases
    where groups.contains(SectionGroups(group)) && !done.contains(SectionGroups(group)) {
      do {
        for (section, owner) in sections where owner == group {
          try MapFile.verify(section, in: bytes, path: path)
        }
        try MapValidator.validate(group, data, indexes, path: path)
      } catch let error as MapError {
        fault(error)
      } catch {
        fault(.badMapFile(path: path, reason: "\(error)"))
      }
      verified.bitwiseOr(1 << group.rawValue, ordering: .releasing)
    }
  }
}
