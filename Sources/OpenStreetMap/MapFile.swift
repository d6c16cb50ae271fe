import CDeflate
import CZlib
import Foundation

/// The `.hailmap` file: a header, fixed-layout sections, and a table of the sections at the end.
/// Opening maps the file and points each column at its section: nothing is parsed or copied, so a
/// map opens in the same time at any size, and a query reads only the pages it touches.
///
///     offset  size  header
///          0     8  magic "HAILMAP\0"
///          8     4  format version (UInt32; every field little-endian)
///         12     4  section count
///         16     8  offset of the section table
///         24     4  CRC-32 of the section table (zlib's crc32, the ISO-HDLC polynomial)
///         28     4  zero
///
///     per section, in the table (24 bytes): offset (UInt64, a multiple of 16), element count
///     (UInt64), element size in bytes (UInt32), CRC-32 of the section's bytes (UInt32)
///
/// The table lists the sections in a fixed order (`MapFile+Columns`): `MapData`'s columns as
/// imported, then the indexes made from them (`MapIndexes`). In the file the contraction
/// hierarchy's lie last (`SectionWriter.reserve`); every reader goes by the table. Each section has
/// its own CRC, so a reader can check what it uses when it first uses it. Written to a temporary
/// file and renamed into place, so a failed write never leaves a partial map.
enum MapFile {
  static let magic: [UInt8] = Array("HAILMAP\0".utf8)
  /// Bump on any change to the layout a reader sees or to what the importer puts in it (version 14
  /// files written before session 38 hold the hierarchy's sections in the table's place, later ones
  /// last: both read the same).
  /// 2: the sea, closed from `natural=coastline` (water features valued `sea`).
  /// 3: addresses' postcode and country.
  /// 4: the car graph after OSRM's car profile: edge weights and flags, chain features, the turn graph.
  /// 5: Chinese names in Simplified characters (`name:zh-Hans`, else `name:zh` through OpenCC's t2s).
  /// 6: places' other names include Chinese script variants and CJK Latin transliterations.
  /// 7: sections read in place, each with its CRC; the spatial and routing indexes stored.
  /// 8: the time metric's contraction hierarchy (`ContractionHierarchy`).
  /// 9: the search index (`SearchIndex`), so the first search does not build it.
  /// 10: the hierarchy's arcs in one column of (node, id, weight) records, a node's upward and
  ///     downward arcs side by side (`ContractionHierarchy.arcs`).
  /// 11: the hierarchy's nodes numbered by importance (`ContractionHierarchy.rank`).
  /// 12: each road edge's two end bearings (`TurnGraph.edgeDeparture`, `edgeArrival`).
  /// 13: the hierarchy's core, its top nodes' costs to one another (`HierarchyCore`).
  /// 14: the map's summary (`MapSummary`): its drivable road length, opening place, address names
  ///     and road components, found at import rather than on open.
  static let formatVersion: UInt32 = 14
  static let headerSize = 32
  static let entrySize = 24
  /// Sections start at multiples of this, so every element type is aligned where it lies.
  static let alignment = 16

  /// A section's place in the file.
  struct Section: Equatable {
    var offset: UInt64
    var count: UInt64
    var elementSize: UInt32
    var crc: UInt32
  }

  /// zlib's CRC-32, by libdeflate (carry-less multiplication where the processor has it): zlib's
  /// tables took 4.4 instructions a byte, a third of `hail run`'s instructions to its first frame
  /// at 100× (callgrind).
  static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress else { return crc }
    return libdeflate_crc32(crc, base, bytes.count)
  }

  /// The CRC-32 of two pieces in a row, from each one's CRC and the second's length.
  static func crc32(combining first: UInt32, _ second: UInt32, length: Int) -> UInt32 {
    UInt32(CZlib.crc32_combine(uLong(first), uLong(second), Int(length)))
  }

  // MARK: Writing

  /// The whole file in memory (tests that mutate maps).
  static func encode(_ data: MapData, _ indexes: MapIndexes) -> [UInt8] {
    var sink = MemorySink()
    // A memory sink does not fail.
    try! writeFile(data, indexes, hierarchy: { indexes.hierarchy }, to: &sink)
    return sink.bytes
  }

  /// Throws what writing to `path` would for want of a place: its folder missing, not a folder, or
  /// not one this process may create files in; or `path` itself a folder, or a link to one (the
  /// user meant a folder to write into, which the map would not go into).
  static func checkWritable(_ path: String) throws {
    func refused(_ code: Int32) -> MapError {
      .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var status = stat()
    guard stat(folder, &status) == 0 else { throw refused(errno) }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw refused(ENOTDIR) }
    // Making a file in a folder takes its write and search permissions both.
    guard access(folder, W_OK | X_OK) == 0 else { throw refused(errno) }
    if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw refused(EISDIR) }
  }

  /// Writes atomically: a temporary file in the same directory, renamed over `path` once complete.
  /// The contraction hierarchy is `hierarchy()`'s, asked for once the rest is written (an import
  /// makes it on another thread meanwhile); by default the one in `indexes`.
  static func write(
    _ data: MapData, _ indexes: MapIndexes, hierarchy: (() -> ContractionHierarchy)? = nil, to path: String
  ) throws {
    let url = URL(fileURLWithPath: path)
    PartialFile.removeAbandoned(for: url)
    let temporary = PartialFile.path(for: url).path
    do {
      var sink = try FileSink(path: temporary)
      do {
        try writeFile(data, indexes, hierarchy: hierarchy ?? { indexes.hierarchy }, to: &sink)
      } catch {
        sink.abandon()
        throw error
      }
      try sink.close()
      guard rename(temporary, path) == 0 else {
        throw MapError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
    } catch {
      unlink(temporary)
      throw error
    }
  }

  private static func writeFile<Sink: ByteSink>(
    _ data: MapData, _ indexes: MapIndexes, hierarchy: () -> ContractionHierarchy, to sink: inout Sink
  ) throws {
    try sink.write(Array(repeating: 0, count: headerSize))
    var writer = SectionWriter(sink: sink, offset: UInt64(headerSize))
    try writer.write(data)
    let hierarchyEntries = try writer.write(indexes)
    let hierarchy = hierarchy()
    try writer.fill(hierarchyEntries) { try $0.write(hierarchy) }
    precondition(writer.unfilledEntries == 0, "every table entry kept is filled")
    var table = Writer()
    for section in writer.sections {
      table.scalar(section.offset)
      table.scalar(section.count)
      table.scalar(section.elementSize)
      table.scalar(section.crc)
    }
    sink = writer.sink
    let tableOffset = writer.offset
    try sink.write(table.bytes)
    var header = Writer()
    header.bytes.append(contentsOf: magic)
    header.scalar(formatVersion)
    header.scalar(UInt32(writer.sections.count))
    header.scalar(tableOffset)
    header.scalar(table.bytes.withUnsafeBytes { crc32($0) })
    header.scalar(UInt32(0))
    try sink.rewriteStart(header.bytes)
  }

  // MARK: Reading

  /// The format version in the file's header, or nil when it is not a .hailmap at all.
  static func version(at path: String) -> UInt32? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 12), header.count == 12, Array(header.prefix(8)) == magic
    else { return nil }
    return header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self) }
  }

  /// The section table of a file's bytes, every section checked to lie inside the file.
  static func sections(of bytes: UnsafeRawBufferPointer, path: String) throws -> [Section] {
    func bad(_ reason: String) -> MapError { .badMapFile(path: path, reason: reason) }
    guard bytes.count >= headerSize, Array(bytes.prefix(8)) == magic else { throw bad("no HAILMAP header") }
    let version = bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
    guard version == formatVersion else {
      throw MapError.wrongVersion(path: path, found: version, expected: formatVersion)
    }
    let count = UInt64(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
    let tableOffset = bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
    let size = UInt64(bytes.count)
    guard tableOffset >= UInt64(headerSize), tableOffset <= size,
      (size - tableOffset) == count * UInt64(entrySize)
    else {
      throw bad(
        "truncated (\(bytes.count) bytes, the header says \(count) sections from byte \(tableOffset))")
    }
    let table = UnsafeRawBufferPointer(rebasing: bytes[Int(tableOffset)...])
    guard crc32(table) == bytes.loadUnaligned(fromByteOffset: 24, as: UInt32.self) else {
      throw MapError.badChecksum(path: path)
    }
    return try (0..<Int(count)).map { index in
      let at = index * entrySize
      let section = Section(
        offset: table.loadUnaligned(fromByteOffset: at, as: UInt64.self),
        count: table.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self),
        elementSize: table.loadUnaligned(fromByteOffset: at + 16, as: UInt32.self),
        crc: table.loadUnaligned(fromByteOffset: at + 20, as: UInt32.self))
      let (length, overflow) = section.count.multipliedReportingOverflow(by: UInt64(section.elementSize))
      // An empty section too must start inside the file (make fuzz found one 16 EB past its end).
      guard section.elementSize > 0, section.offset % UInt64(alignment) == 0,
        section.offset >= UInt64(headerSize), section.offset <= tableOffset, !overflow,
        length <= tableOffset - section.offset
      else { throw bad("section \(index) runs outside the file") }
      return section
    }
  }

  /// The map in `bytes`, its columns pointing into them. The section table and the arrays' lengths
  /// are checked now; the sections' CRCs and contents now or on first use (`verification`), in
  /// which case the verifier comes back to be asked before each query.
  static func read(_ bytes: MapBytes, path: String, verification: MapVerification = .onOpen) throws -> (
    MapData, MapIndexes, SectionVerifier?
  ) {
    let sections = try self.sections(of: bytes.buffer, path: path)
    var reader = SectionReader(bytes: bytes, sections: sections, path: path)
    let data = try reader.readData()
    let indexes = try reader.readIndexes()
    guard reader.next == sections.count else {
      throw MapError.badMapFile(path: path, reason: "\(sections.count - reader.next) unexpected sections")
    }
    let grouped = Array(zip(sections, reader.groups))
    switch verification {
    case .onOpen:
      for section in sections { try verify(section, in: bytes, path: path) }
      try MapValidator.validateShape(data, indexes, path: path)
      for group in SectionGroup.allCases { try MapValidator.validate(group, data, indexes, path: path) }
      return (data, indexes, nil)
    case .onFirstUse(let fault):
      // The few values no group holds (the extent, the tile level masks) are checked now.
      for (section, group) in grouped where group == nil { try verify(section, in: bytes, path: path) }
      try MapValidator.validateShape(data, indexes, path: path)
      let verifier = SectionVerifier(
        bytes: bytes, sections: grouped.map { ($0.0, $0.1) }, path: path, data: data, indexes: indexes,
        fault: fault)
      return (data, indexes, verifier)
    }
  }

  /// Checks a section's bytes against its CRC.
  static func verify(_ section: Section, in bytes: MapBytes, path: String) throws {
    let start = bytes.pointer + Int(section.offset)
    let length = Int(section.count) * Int(section.elementSize)
    guard crc32(UnsafeRawBufferPointer(start: start, count: length)) == section.crc else {
      throw MapError.badChecksum(path: path)
    }
  }

  /// The map in a copy of `bytes` (tests that mutate encoded maps).
  static func decode(_ bytes: UnsafeRawBufferPointer, path: String) throws -> (MapData, MapIndexes) {
    let (data, indexes, _) = try read(MapBytes(copying: bytes), path: path)
    return (data, indexes)
  }

  /// Little-endian fields (every platform Swift runs Hail on is little-endian).
  struct Writer {
    var bytes: [UInt8] = []

    mutating func scalar<T: FixedWidthInteger>(_ value: T) {
      Swift.withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
  }
}
