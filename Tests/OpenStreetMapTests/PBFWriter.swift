import Foundation

/// Protocol-buffer messages and PBF framing written by hand (the wire format of protobuf's encoding
/// guide, osmformat.proto's field numbers), for tests that need a block no tool would write.
enum PBFWriter {
  static func varint(_ value: UInt64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    return bytes + [UInt8(value)]
  }

  static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

  static func key(_ number: Int, _ wireType: Int) -> [UInt8] { varint(UInt64(number << 3 | wireType)) }

  static func integer(_ number: Int, _ value: UInt64) -> [UInt8] { key(number, 0) + varint(value) }

  static func signed(_ number: Int, _ value: Int64) -> [UInt8] { integer(number, zigzag(value)) }

  static func message(_ number: Int, _ payload: [UInt8]) -> [UInt8] {
    key(number, 2) + varint(UInt64(payload.count)) + payload
  }

  static func string(_ number: Int, _ text: String) -> [UInt8] { message(number, Array(text.utf8)) }

  static func packed(_ number: Int, _ values: [UInt64]) -> [UInt8] { message(number, values.flatMap(varint)) }

  /// Signed values delta-coded and zigzagged, as ids, coordinates and references are.
  static func deltas(_ number: Int, _ values: [Int64]) -> [UInt8] {
    packed(number, zip([0] + values, values).map { zigzag($1 - $0) })
  }

  static func stringTable(_ strings: [String]) -> [UInt8] { message(1, strings.flatMap { string(1, $0) }) }

  /// One block: its length, a `BlobHeader` of `type`, and a `Blob` holding `blob`.
  static func block(_ type: String, blob: [UInt8]) -> [UInt8] {
    let header = string(1, type) + integer(3, UInt64(blob.count))
    return withUnsafeBytes(of: UInt32(header.count).bigEndian, Array.init) + header + blob
  }

  /// A file of the standard header block and one raw data block per primitive block; with the
  /// offset of each data block.
  static func file(_ primitiveBlocks: [[UInt8]]) -> (bytes: [UInt8], offsets: [Int]) {
    let header = string(4, "OsmSchema-V0.6") + string(4, "DenseNodes")
    var bytes = block("OSMHeader", blob: message(1, header))
    var offsets: [Int] = []
    for primitive in primitiveBlocks {
      offsets.append(bytes.count)
      bytes += block("OSMData", blob: message(1, primitive))
    }
    return (bytes, offsets)
  }

  /// Writes `bytes` to a fresh `.osm.pbf` in a temporary folder, which `body` may read.
  static func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-pbf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("extract.osm.pbf").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return try body(path)
  }
}
