import CZlib
import Foundation

/// The framing of an `.osm.pbf` file, checked in Swift so that a bad extract gets a specific message
/// with the byte offset, where readosm answers "invalid PBF header" to nearly everything.
///
/// The format (OpenStreetMap wiki, "PBF Format"): blocks, each a 4-byte big-endian length, a
/// `BlobHeader` message of that length (`type` = 1, `datasize` = 3) and a `Blob` of `datasize`
/// bytes holding its data raw (1) or compressed: zlib (3), lzma (4), bzip2 (5), lz4 (6), zstd (7).
/// The first block is an `OSMHeader`, whose `HeaderBlock` lists the `required_features` (4) a reader
/// must understand; the others are `OSMData`.
struct PBFStructure {
  /// The spec's limits: a `BlobHeader` under 64 KiB, a `Blob` under 32 MiB.
  static let maximumHeaderSize = 64 * 1024
  static let maximumBlobSize = 32 * 1024 * 1024
  /// What readosm reads: OSM's schema and dense nodes (readosm's protobuf.c).
  static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

  /// One block: where it starts, its type, and where its blob lies.
  struct Block {
    var offset: UInt64
    var type: String
    var blobOffset: UInt64
    var blobSize: Int
  }

  let path: String
  private let file: Int32

  /// Why the file cannot be read, as a `MapError` with the path.
  private func fail(_ reason: String) -> MapError { .notOpenStreetMap(path: path, reason: reason) }

  /// Opens `path` for reading; a directory or an unreadable file throws.
  init(path: String) throws(MapError) {
    self.path = path
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      throw MapError.cannotOpen(path: path, reason: "it is a directory")
    }
    file = open(path, O_RDONLY)
    guard file >= 0 else {
      throw MapError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
  }

  func close() { _ = Foundation.close(file) }

  /// Walks every block's framing, reads the header block's required features, and looks at each
  /// blob's compression; throws at the first thing readosm could not read.
  func check() throws(MapError) {
    var offset: UInt64 = 0
    var index = 0
    while let block = try nextBlock(at: offset, index: index) {
      let blob = try read(at: block.blobOffset, count: index == 0 ? block.blobSize : min(block.blobSize, 32))
      let (kind, data, rawSize) = try blobData(blob, block: block, complete: index == 0)
      switch kind {
      case 1, 3: break
      case 4, 5, 6, 7:
        let name = [4: "lzma", 5: "bzip2", 6: "lz4", 7: "zstd"][kind] ?? "?"
        throw fail(
          "unsupported feature: a \(name)-compressed block at byte \(block.offset) (readosm reads zlib)")
      default:
        throw fail("corrupt block at byte \(block.offset): its blob holds no data")
      }
      if index == 0 {
        let header = try kind == 1 ? data : inflate(data, size: rawSize, block: block)
        for feature in try ProtobufFields.strings(4, in: header, at: block.offset, path: path)
        where !Self.supportedFeatures.contains(feature) {
          throw fail("unsupported feature: the file requires '\(feature)'")
        }
      }
      offset = block.blobOffset + UInt64(block.blobSize)
      index += 1
    }
    if index == 0 { throw fail("the file is empty") }
  }

  /// After readosm failed on a file whose framing is sound: the first block whose zlib data does
  /// not inflate to its stated size, or nil when every block does.
  func firstCorruptBlock() -> MapError? {
    var offset: UInt64 = 0
    var index = 0
    do {
      while let block = try nextBlock(at: offset, index: index) {
        let blob = try read(at: block.blobOffset, count: block.blobSize)
        let (kind, data, rawSize) = try blobData(blob, block: block, complete: true)
        if kind == 3 { _ = try inflate(data, size: rawSize, block: block) }
        offset = block.blobOffset + UInt64(block.blobSize)
        index += 1
      }
    } catch {
      return error
    }
    return nil
  }

  /// The block at `offset`, or nil at the end of the file.
  private func nextBlock(at offset: UInt64, index: Int) throws(MapError) -> Block? {
    let prefix = try read(at: offset, count: 4, allowShort: true)
    if prefix.isEmpty { return nil }
    guard prefix.count == 4 else {
      throw truncated(at: offset + UInt64(prefix.count), blockAt: offset, needs: 4)
    }
    let length = prefix.reduce(0) { $0 << 8 | Int($1) }
    guard length > 0, length < Self.maximumHeaderSize else {
      if index == 0 { throw fail("not a PBF file (no block header at byte 0)") }
      throw fail("corrupt block header at byte \(offset) (length \(length))")
    }
    let headerBytes = try read(at: offset + 4, count: length, allowShort: true)
    guard headerBytes.count == length else {
      throw truncated(at: offset + 4 + UInt64(headerBytes.count), blockAt: offset, needs: 4 + length)
    }
    let type = try ProtobufFields.strings(1, in: headerBytes, at: offset, path: path).first
    let size = try ProtobufFields.integer(3, in: headerBytes, at: offset, path: path)
    if index == 0 && type != "OSMHeader" { throw fail("not a PBF file (no OSMHeader block at byte 0)") }
    guard let type, let size, size > 0, size <= UInt64(Self.maximumBlobSize) else {
      throw fail("corrupt block header at byte \(offset)")
    }
    guard type == "OSMHeader" || type == "OSMData" else {
      throw fail("unsupported feature: a block of type '\(type)' at byte \(offset)")
    }
    let blobOffset = offset + 4 + UInt64(length)
    let end = try fileSize()
    guard blobOffset + size <= end else {
      throw truncated(at: end, blockAt: offset, needs: 4 + length + Int(size))
    }
    return Block(offset: offset, type: type, blobOffset: blobOffset, blobSize: Int(size))
  }

  private func truncated(at end: UInt64, blockAt offset: UInt64, needs: Int) -> MapError {
    fail("truncated at byte \(end): the block at byte \(offset) needs \(needs) bytes")
  }

  /// A blob's data: the field holding it (1 raw, 3 zlib, 4… other compressions; 0 for none), its
  /// bytes, and the stated size once inflated (`raw_size`, field 2).
  private func blobData(_ blob: [UInt8], block: Block, complete: Bool) throws(MapError)
    -> (kind: Int, data: [UInt8], rawSize: Int)
  {
    let fields = try ProtobufFields.fields(blob, at: block.offset, path: path, partial: !complete)
    let rawSize = fields.first { $0.number == 2 }?.integer.map { Int(min($0, UInt64(Self.maximumBlobSize))) }
    guard let data = fields.first(where: { [1, 3, 4, 5, 6, 7].contains($0.number) && $0.bytes != nil }) else {
      return (0, [], 0)
    }
    return (data.number, Array(data.bytes ?? []), rawSize ?? Self.maximumBlobSize)
  }

  /// zlib data inflated to `size` bytes; throws when it is corrupt or of another size.
  private func inflate(_ data: [UInt8], size: Int, block: Block) throws(MapError) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: max(size, 1))
    var length = uLongf(output.count)
    let status = data.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(length) == size else {
      throw fail("corrupt compressed block at byte \(block.offset)")
    }
    return Array(output.prefix(Int(length)))
  }

  private func fileSize() throws(MapError) -> UInt64 {
    var info = stat()
    guard fstat(file, &info) == 0 else {
      throw MapError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    return UInt64(info.st_size)
  }

  /// `count` bytes at `offset`; fewer only at the end of the file when `allowShort`.
  private func read(at offset: UInt64, count: Int, allowShort: Bool = false) throws(MapError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(file, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw MapError.cannotOpen(
          path: path,
          reason: "I/O error at byte \(offset + UInt64(done)) (\(String(cString: strerror(errno))))")
      }
      if got == 0 { break }
      done += got
    }
    guard done == count || allowShort else {
      throw truncated(at: offset + UInt64(done), blockAt: offset, needs: count)
    }
    return Array(bytes.prefix(done))
  }
}
