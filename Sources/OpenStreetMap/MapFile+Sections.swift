import Foundation

/// Where a map file's bytes go: memory (tests) or the temporary file an import writes.
protocol ByteSink {
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws
  /// Overwrites the file's first bytes (the header, once the table's place is known).
  mutating func rewriteStart(_ bytes: [UInt8]) throws
}

extension ByteSink {
  mutating func write(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try write($0) } }
}

struct MemorySink: ByteSink {
  var bytes: [UInt8] = []
  mutating func write(_ more: UnsafeRawBufferPointer) { bytes.append(contentsOf: more) }
  mutating func rewriteStart(_ start: [UInt8]) { bytes.replaceSubrange(0..<start.count, with: start) }
}

/// A file written through stdio's buffer, straight from the columns' memory.
struct FileSink: ByteSink {
  private let path: String
  private let file: UnsafeMutablePointer<FILE>

  init(path: String) throws {
    guard let file = fopen(path, "wb") else {
      throw MapError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    self.path = path
    self.file = file
  }

  private func failed() -> MapError { .cannotWrite(path: path, reason: String(cString: strerror(errno))) }

  mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard let base = bytes.baseAddress else { return }
    guard fwrite(base, 1, bytes.count, file) == bytes.count else { throw failed() }
  }

  mutating func rewriteStart(_ bytes: [UInt8]) throws {
    guard fseek(file, 0, SEEK_SET) == 0 else { throw failed() }
    try write(bytes)
  }

  /// Closes the file after a failed write, which is then removed; its error is the one to tell.
  func abandon() {
    fclose(file)
  }

  /// Flushes and closes; a full disk shows here at the latest.
  func close() throws {
    guard fflush(file) == 0, fsync(fileno(file)) == 0 else {
      let error = failed()
      fclose(file)
      throw error
    }
    guard fclose(file) == 0 else { throw failed() }
  }
}

/// Writes columns as sections, each aligned and with its CRC, in the table's order but for those
/// whose entries are kept for later (`reserve`, `fill`).
struct SectionWriter<Sink: ByteSink> {
  var sink: Sink
  var offset: UInt64
  private(set) var sections: [MapFile.Section] = []
  /// Entries kept by `reserve` that no `fill` has given a section yet.
  private(set) var unfilledEntries = 0

  init(sink: Sink, offset: UInt64) {
    self.sink = sink
    self.offset = offset
  }

  mutating func column<T: BitwiseCopyable>(_ column: Column<T>) throws {
    let padding = Int(
      (UInt64(MapFile.alignment) - offset % UInt64(MapFile.alignment)) % UInt64(MapFile.alignment))
    try sink.write([UInt8](repeating: 0, count: padding))
    offset += UInt64(padding)
    let crc = try column.withUnsafeBytes { bytes in
      try sink.write(bytes)
      return MapFile.crc32(bytes)
    }
    sections.append(
      MapFile.Section(
        offset: offset, count: UInt64(column.count), elementSize: UInt32(MemoryLayout<T>.stride), crc: crc))
    offset += UInt64(column.count * MemoryLayout<T>.stride)
  }

  mutating func strings(_ strings: StringColumn) throws {
    try column(strings.bytes)
    try column(strings.ends)
  }

  /// Keeps `count` entries of the table, in the place they come, for sections written further on
  /// in the file (`fill`): each entry says where its section lies, so the sections need not lie in
  /// the table's order. An import writes the map while its longest step, the contraction
  /// hierarchy, is still under way, and that step's sections last.
  mutating func reserve(_ count: Int) -> Range<Int> {
    let first = sections.count
    // A placeholder a reader would refuse (offset 0 is the header's), should one ever be left.
    let unwritten = MapFile.Section(offset: 0, count: 0, elementSize: 1, crc: 0)
    sections += Array(repeating: unwritten, count: count)
    unfilledEntries += count
    return first..<sections.count
  }

  /// Writes the sections of the entries `reserve` kept, here in the file, with `write`, which
  /// writes exactly as many, and gives the entries their places.
  mutating func fill(_ entries: Range<Int>, _ write: (inout SectionWriter) throws -> Void) throws {
    let first = sections.count
    precondition(entries.upperBound <= first, "the entries were kept before")
    try write(&self)
    precondition(sections.count - first == entries.count, "the sections written fill the entries kept")
    sections.replaceSubrange(entries, with: sections[first...])
    sections.removeSubrange(first...)
    unfilledEntries -= entries.count
  }
}

/// Reads what `SectionWriter` wrote, in the same order: each column points into the file's bytes.
struct SectionReader {
  let bytes: MapBytes
  let sections: [MapFile.Section]
  let path: String
  private(set) var next = 0
  /// The group the next columns belong to, and each column's group as read (nil: checked on open).
  var group: SectionGroup?
  private(set) var groups: [SectionGroup?] = []

  init(bytes: MapBytes, sections: [MapFile.Section], path: String) {
    self.bytes = bytes
    self.sections = sections
    self.path = path
  }

  mutating func column<T: BitwiseCopyable>() throws -> Column<T> {
    guard next < sections.count else {
      throw MapError.badMapFile(path: path, reason: "sections missing (\(sections.count) of more)")
    }
    let section = sections[next]
    guard section.elementSize == UInt32(MemoryLayout<T>.stride) else {
      throw MapError.badMapFile(
        path: path,
        reason: "section \(next) has \(section.elementSize)-byte elements, not \(MemoryLayout<T>.stride)")
    }
    next += 1
    groups.append(group)
    return Column(mapped: bytes.pointer + Int(section.offset), count: Int(section.count), owner: bytes)
  }

  mutating func strings() throws -> StringColumn {
    StringColumn(bytes: try column(), ends: try column())
  }
}
