import Foundation
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
  /// The most bytes of a section one thread checksums at once (tests make it small).
  private let piece: Int

  init(
    bytes: MapBytes, sections: [(section: MapFile.Section, group: SectionGroup?)], path: String,
    data: MapData, indexes: MapIndexes, fault: @escaping @Sendable (MapError) -> Never, piece: Int = 1 << 22
  ) {
    self.piece = piece
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
    let pending = SectionGroup.allCases.filter {
      groups.contains(SectionGroups($0)) && !done.contains(SectionGroups($0))
    }
    if let error = firstFault(in: pending) { fault(error) }
    for group in pending { verified.bitwiseOr(1 << group.rawValue, ordering: .releasing) }
  }

  /// The fault a check of `groups` one by one would meet first (a group's checksums, then its
  /// values, group by group), found on every core at once: the sections' CRCs in pieces of at most
  /// `piece` bytes, combined in order (zlib's `crc32_combine`), beside each group's
  /// values (`MapValidator`, which stands any bytes: it checks files whose CRCs are right on
  /// purpose), so a large map's first query waits for its checks on every core.
  func firstFault(in groups: [SectionGroup]) -> MapError? {
    // (group, section, byte range of the section's piece)
    var list: [(group: Int, section: Int, range: Range<Int>)] = []
    for (position, group) in groups.enumerated() {
      for (index, entry) in sections.enumerated() where entry.group == group {
        let length = Int(entry.section.count) * Int(entry.section.elementSize)
        for start in stride(from: 0, to: max(length, 1), by: piece) {
          list.append((position, index, start..<min(start + piece, length)))
        }
      }
    }
    let pieces = list
    let results = Results(pieces: pieces.count, groups: groups.count)
    let (bytes, sections, data, indexes, path) = (
      self.bytes, self.sections, self.data, self.indexes, self.path
    )
    // The groups' values first: the roads' take longest, and the other threads share the pieces
    // meanwhile.
    DispatchQueue.concurrentPerform(iterations: groups.count + pieces.count) { task in
      guard task >= groups.count else {
        do {
          try MapValidator.validate(groups[task], data, indexes, path: path)
        } catch let error as MapError {
          results.store(fault: error, at: task)
        } catch {
          results.store(fault: .badMapFile(path: path, reason: "\(error)"), at: task)
        }
        return
      }
      let piece = pieces[task - groups.count]
      let start = bytes.pointer + Int(sections[piece.section].section.offset) + piece.range.lowerBound
      results.store(
        crc: MapFile.crc32(UnsafeRawBufferPointer(start: start, count: piece.range.count)),
        at: task - groups.count)
    }
    var task = 0
    for position in groups.indices {
      while task < pieces.count && pieces[task].group == position {
        let section = pieces[task].section
        var crc: UInt32 = 0
        while task < pieces.count && pieces[task].section == section {
          crc = MapFile.crc32(combining: crc, results.crc(at: task), length: pieces[task].range.count)
          task += 1
        }
        if crc != sections[section].section.crc { return .badChecksum(path: path) }
      }
      if let fault = results.fault(at: position) { return fault }
    }
    return nil
  }
}

/// What `SectionVerifier`'s threads find, each written at its own index before `concurrentPerform`
/// returns and read after it.
private final class Results: @unchecked Sendable {
  private var crcs: [UInt32]
  private var faults: [MapError?]
  private let lock = NSLock()

  init(pieces: Int, groups: Int) {
    crcs = Array(repeating: 0, count: pieces)
    faults = Array(repeating: nil, count: groups)
  }

  func store(crc: UInt32, at index: Int) { lock.withLock { crcs[index] = crc } }
  func store(fault: MapError, at index: Int) { lock.withLock { faults[index] = fault } }
  func crc(at index: Int) -> UInt32 { crcs[index] }
  func fault(at index: Int) -> MapError? { faults[index] }
}
