import CZlib
import Foundation

/// Reads an `.osm.pbf` file block by block, each bad one refused with what is wrong and its byte
/// offset (readosm, which read PBF here before, said "invalid PBF header" to nearly everything and
/// crashed on malformed data blocks).
///
/// The format (OpenStreetMap wiki, "PBF Format"): blocks, each a 4-byte big-endian length, a
/// `BlobHeader` message of that length (`type` = 1, `datasize` = 3) and a `Blob` of `datasize`
/// bytes holding its data raw (1) or compressed: zlib (3, with `raw_size` = 2), lzma (4), bzip2 (5),
/// lz4 (6), zstd (7). The first block is an `OSMHeader`, whose `HeaderBlock` lists the
/// `required_features` (4) a reader must understand; the others are `OSMData` (`PBFPrimitiveBlock`).
struct PBFFile {
  /// The spec's limits: a `BlobHeader` under 64 KiB, a `Blob` and its inflated data up to 32 MiB.
  static let maximumHeaderSize = 64 * 1024
  static let maximumBlobSize = 32 * 1024 * 1024
  /// What `PBFPrimitiveBlock` reads: OSM's schema and dense nodes.
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

  /// How many blocks are decoded together: while the calling thread hands one batch to the
  /// collector (which keeps the node table and way store, one thread's work), the others decode
  /// the next on every core. Two per core keeps them busy; more only holds more decoded blocks in
  /// memory (32 at a time raised the 100× import's peak from 300 to 640 MB).
  static let batchSize = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)

  /// Reads every block: the header's required features are checked, the data blocks are inflated
  /// and decoded on several threads, a batch ahead, and handed to `collector` in file order; throws
  /// at the first thing that cannot be read, after the blocks before it were handed on (as if read
  /// one by one).
  func read(into collector: OSMCollector) throws(MapError) {
    var collector = collector
    var scanner = BlockScanner(file: self)
    var batch = scanner.next(Self.batchSize)
    if batch.blocks.isEmpty, batch.error == nil { throw fail("the file is empty") }
    var decoding = BatchDecoding(file: self, blocks: batch.blocks)
    while true {
      // The next batch's headers are read, and its blocks start decoding, before this one is handed on.
      let next = batch.error == nil ? scanner.next(Self.batchSize) : (blocks: [], error: nil)
      let nextDecoding = BatchDecoding(file: self, blocks: next.blocks)
      for (block, result) in zip(batch.blocks, decoding.results()) {
        try result.get().replay(into: &collector)
        collector.report(bytesRead: Int64(block.blobOffset + UInt64(block.blobSize)))
      }
      if let error = batch.error { throw error }
      if next.blocks.isEmpty && next.error == nil { return }
      (batch, decoding) = (next, nextDecoding)
    }
  }

  /// Reads the block headers in turn (small reads, so one thread does it), a batch at a time.
  private struct BlockScanner {
    let file: PBFFile
    var offset: UInt64 = 0
    var index = 0

    /// Up to `count` blocks, and the error that stopped the scan early (the file's end is no error).
    mutating func next(_ count: Int) -> (blocks: [Block], error: MapError?) {
      var blocks: [Block] = []
      do {
        while blocks.count < count, let block = try file.nextBlock(at: offset, index: index) {
          blocks.append(block)
          offset = block.blobOffset + UInt64(block.blobSize)
          index += 1
        }
      } catch {
        return (blocks, error)
      }
      return (blocks, nil)
    }
  }

  /// One batch of blocks decoded on the global queue's threads, each into its own `DecodedBlock`.
  private final class BatchDecoding: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written by the decoding threads, each at its own index, before `done` is left; read after.
    private var decoded: [Result<DecodedBlock, MapError>]

    init(file: PBFFile, blocks: [Block]) {
      decoded = Array(repeating: .success(DecodedBlock()), count: blocks.count)
      guard !blocks.isEmpty else { return }
      done.enter()
      DispatchQueue.global().async { [self] in
        decoded.withUnsafeMutableBufferPointer { buffer in
          nonisolated(unsafe) let results = buffer
          DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
            results[index] = Result { () throws(MapError) in try file.decode(blocks[index]) }
          }
        }
        done.leave()
      }
    }

    /// The decoded blocks in file order, once all are.
    func results() -> [Result<DecodedBlock, MapError>] {
      done.wait()
      return decoded
    }
  }

  /// One block's elements: a header block's required features are checked (it holds none).
  private func decode(_ block: Block) throws(MapError) -> DecodedBlock {
    let data = try blockData(block)
    var elements = DecodedBlock()
    try data.withBytes { bytes throws(MapError) in
      if block.type == "OSMHeader" {
        let features = try decoding(block) { () throws(MalformedBlock) in try Self.requiredFeatures(bytes) }
        if let feature = features.first(where: { !Self.supportedFeatures.contains($0) }) {
          throw fail("unsupported feature: the file requires '\(feature)'")
        }
      } else {
        try decoding(block) { () throws(MalformedBlock) in
          try PBFPrimitiveBlock.decode(bytes, into: &elements)
        }
      }
    }
    return elements
  }

  /// `body`'s result, or what is wrong inside `block` as a `MapError` with its offset.
  private func decoding<Result>(_ block: Block, _ body: () throws(MalformedBlock) -> Result) throws(MapError)
    -> Result
  {
    do {
      return try body()
    } catch {
      throw fail("corrupt block at byte \(block.offset): \(error.reason)")
    }
  }

  /// A `HeaderBlock`'s required features.
  private static func requiredFeatures(_ bytes: UnsafeRawBufferPointer) throws(MalformedBlock) -> [String] {
    var header = ProtobufReader(bytes)
    var features: [String] = []
    while let (number, wireType) = try header.field() {
      guard number == 4 else {
        try header.skip(wireType: wireType)
        continue
      }
      features.append(try header.string(wireType: wireType))
    }
    return features
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
    var type: String?
    var size: UInt64?
    do throws(MalformedBlock) {
      try headerBytes.withBytes { bytes throws(MalformedBlock) in
        var header = ProtobufReader(bytes)
        while let (number, wireType) = try header.field() {
          switch (number, wireType) {
          case (1, _): type = try header.string(wireType: wireType)
          case (3, 0): size = try header.varint()
          default: try header.skip(wireType: wireType)
          }
        }
      }
    } catch {
      if index == 0 { throw fail("not a PBF file (no OSMHeader block at byte 0)") }
      throw fail("corrupt block header at byte \(offset) (\(error.reason))")
    }
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

  /// A block's data, inflated when it is zlib-compressed.
  private func blockData(_ block: Block) throws(MapError) -> [UInt8] {
    let blob = try read(at: block.blobOffset, count: block.blobSize)
    var kind: UInt64 = 0
    var data: [UInt8] = []
    var rawSize: UInt64?
    try decoding(block) { () throws(MalformedBlock) in
      try blob.withBytes { bytes throws(MalformedBlock) in
        var reader = ProtobufReader(bytes)
        while let (number, wireType) = try reader.field() {
          switch (number, wireType) {
          case (2, 0): rawSize = try reader.varint()
          case (1...7, 2) where kind == 0:
            kind = number
            data = Array(try reader.lengthDelimited())
          default: try reader.skip(wireType: wireType)
          }
        }
      }
    }
    switch kind {
    case 1: return data
    case 3:
      guard let rawSize, rawSize <= UInt64(Self.maximumBlobSize) else {
        throw fail("corrupt block at byte \(block.offset): compressed data without a raw size up to 32 MiB")
      }
      return try inflate(data, size: Int(rawSize), block: block)
    case 4, 5, 6, 7:
      let name = [4: "lzma", 5: "bzip2", 6: "lz4", 7: "zstd"][kind] ?? "?"
      throw fail(
        "unsupported feature: a \(name)-compressed block at byte \(block.offset) (Hail reads raw and zlib blocks)"
      )
    default:
      throw fail("corrupt block at byte \(block.offset): its blob holds no data")
    }
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
