import Foundation
import OpenStreetMap
import Testing

/// What a bad `.osm.pbf` is told (readosm, which read PBF before, said "invalid PBF header" to
/// everything): truncated, not a PBF, an unsupported feature, a corrupt block, an I/O error, a
/// directory — each with the byte offset where one is known. The extracts are the fuzzer's seeds (scripts/fuzz/make-pbf-seeds.py).
@Suite struct ExtractErrorTests {
  static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/pbf")

  /// The blocks of a PBF: (offset of the block, offset of its blob, the blob's size).
  static func blocks(_ bytes: [UInt8]) -> [(start: Int, blob: Int, size: Int)] {
    var blocks: [(Int, Int, Int)] = []
    var offset = 0
    while offset + 4 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let header = Array(bytes[offset + 4..<offset + 4 + length])
      // datasize is field 3, a varint: key 0x18, the header's last field as the seeds write it.
      var size = 0
      var shift = 0
      for byte in header[(header.lastIndex(of: 0x18)! + 1)...] {
        size |= Int(byte & 0x7F) << shift
        shift += 7
        if byte & 0x80 == 0 { break }
      }
      blocks.append((offset, offset + 4 + length, size))
      offset += 4 + length + size
    }
    return blocks
  }

  private func importError(_ bytes: [UInt8], name: String = "extract.osm.pbf") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-pbf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return error(importing: path, shownAs: path)
  }

  private func error(importing path: String, shownAs shown: String) -> String {
    do {
      _ = try MapStore.importExtract(at: path)
      return "imported"
    } catch {
      return "\(error)".replacingOccurrences(of: shown, with: "X")
    }
  }

  private func seed(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.seeds.appendingPathComponent(name)))
  }

  @Test func everyCutOfAnExtractSaysWhereItIsTruncated() throws {
    let extract = try seed("roads-zlib.osm.pbf")
    let boundaries = Set(Self.blocks(extract).map(\.start))
    #expect(try importError([]) == "X is not a readable OpenStreetMap extract: the file is empty")
    for cut in 1..<extract.count where !boundaries.contains(cut) {
      let message = try importError(Array(extract.prefix(cut)))
      #expect(message.contains("truncated at byte \(cut): the block at byte "), "cut at \(cut): \(message)")
    }
    // Cut after the header block: a whole file with no data in it.
    let second = Self.blocks(extract)[1].start
    #expect(try importError(Array(extract.prefix(second))) == "X holds no OpenStreetMap nodes")
  }

  @Test func textAndAFileThatDoesNotStartWithAHeaderAreNotPBF() throws {
    #expect(
      try importError(Array("hello, this is not a PBF\n".utf8))
        == "X is not a readable OpenStreetMap extract: not a PBF file (no block header at byte 0)")
    // The data block alone: framed as PBF, but with no OSMHeader first.
    let extract = try seed("roads-raw.osm.pbf")
    let data = Array(extract[Self.blocks(extract)[1].start...])
    #expect(
      try importError(data)
        == "X is not a readable OpenStreetMap extract: not a PBF file (no OSMHeader block at byte 0)")
  }

  @Test func unsupportedCompressionAndRequiredFeaturesAreNamed() throws {
    let extract = try seed("roads-raw.osm.pbf")
    let data = Self.blocks(extract)[1]
    var zstd = extract
    #expect(zstd[data.blob] == 0x0A)  // field 1 (raw), length-delimited
    zstd[data.blob] = 7 << 3 | 2  // field 7: zstd_data
    #expect(
      try importError(zstd)
        == "X is not a readable OpenStreetMap extract: unsupported feature: a zstd-compressed block at byte \(data.start) (Hail reads raw and zlib blocks)"
    )
    var feature = extract
    let name = Array("DenseNodes".utf8)
    let at = try #require((0..<extract.count).first { Array(extract[$0..<$0 + name.count]) == name })
    feature[at + name.count - 1] = UInt8(ascii: "Z")
    #expect(
      try importError(feature)
        == "X is not a readable OpenStreetMap extract: unsupported feature: the file requires 'DenseNodeZ'")
  }

  @Test func aCorruptCompressedBlockIsFoundByItsOffset() throws {
    var extract = try seed("roads-zlib.osm.pbf")
    let data = Self.blocks(extract)[1]
    extract[data.blob + data.size / 2] ^= 0xFF
    #expect(
      try importError(extract)
        == "X is not a readable OpenStreetMap extract: corrupt compressed block at byte \(data.start)")
  }

  @Test func aDirectoryAndAnIOErrorAreToldApart() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-pbf-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let directory = folder.appendingPathComponent("folder.osm.pbf")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    #expect(error(importing: directory.path, shownAs: directory.path) == "cannot open X: it is a directory")
    // Reading /proc/self/mem at offset 0 (never mapped) fails with EIO.
    let memory = folder.appendingPathComponent("memory.osm.pbf")
    try FileManager.default.createSymbolicLink(atPath: memory.path, withDestinationPath: "/proc/self/mem")
    #expect(
      error(importing: memory.path, shownAs: memory.path)
        == "cannot open X: I/O error at byte 0 (Input/output error)")
  }

  @Test func theSeedsImport() throws {
    for name in ["roads-zlib.osm.pbf", "roads-raw.osm.pbf"] {
      let (map, statistics) = try MapStore.importExtract(at: Self.seeds.appendingPathComponent(name).path)
      #expect(map.featureCount == 4)
      #expect(statistics.graphEdges == 10)
    }
  }
}
