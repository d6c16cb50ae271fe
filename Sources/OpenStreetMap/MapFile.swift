import CZlib
import Foundation

/// The `.hailmap` file: a 24-byte header, then the payload.
///
///     offset  size  field
///          0     8  magic "HAILMAP\0"
///          8     4  format version (UInt32, little-endian)
///         12     4  CRC-32 of the payload (zlib's crc32, the ISO-HDLC polynomial)
///         16     8  payload length in bytes (UInt64)
///         24     …  payload: MapData's arrays in declaration order, each a UInt64 element count
///                   and the elements' little-endian bytes; strings as one UTF-8 blob and end offsets
///
/// Loaded with one read into flat arrays; written to a temporary file and renamed into place, so a
/// failed write never leaves a partial map.
enum MapFile {
  static let magic: [UInt8] = Array("HAILMAP\0".utf8)
  /// Bump on any change to the payload or to what the importer puts in it.
  /// 2: the sea, closed from `natural=coastline` (water features valued `sea`).
  /// 3: addresses' postcode and country.
  /// 4: the car graph after OSRM's car profile: edge weights and flags, chain features, the turn graph.
  /// 5: Chinese names in Simplified characters (`name:zh-Hans`, else `name:zh` through OpenCC's t2s).
  /// 6: places' other names include Chinese script variants and CJK Latin transliterations.
  static let formatVersion: UInt32 = 6
  static let headerSize = 24

  /// The payload's CRC-32.
  static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    guard let base = bytes.baseAddress else { return UInt32(CZlib.crc32(0, nil, 0)) }
    return UInt32(CZlib.crc32(0, base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
  }

  // MARK: Writing

  static func encode(_ data: MapData) -> [UInt8] {
    var payload = Writer()
    payload.strings(data.strings)
    payload.array(data.points)
    payload.array(data.partStarts)
    payload.array(data.featureKind)
    payload.array(data.featureValue)
    payload.array(data.featureRoadClass)
    payload.array(data.featureOneway)
    payload.array(data.featureMaxspeed)
    payload.array(data.featureName)
    payload.array(data.featureNameZh)
    payload.array(data.featureNameEn)
    payload.array(data.featurePartStarts)
    payload.array(data.poiCoordinate)
    payload.array(data.poiName)
    payload.array(data.poiNameZh)
    payload.array(data.poiNameEn)
    payload.array(data.poiOtherNames)
    payload.array(data.poiKey)
    payload.array(data.poiValue)
    payload.array(data.addressCoordinate)
    payload.array(data.addressHouseNumber)
    payload.array(data.addressStreet)
    payload.array(data.addressCity)
    payload.array(data.addressPostcode)
    payload.array(data.addressCountry)
    let graph = data.graph
    payload.array(graph.nodePoint)
    payload.array(graph.edgeStart)
    payload.array(graph.edgeTarget)
    payload.array(graph.edgeLength)
    payload.array(graph.edgeTime)
    payload.array(graph.edgeWeight)
    payload.array(graph.edgeFlags)
    payload.array(graph.edgeChain)
    payload.array(graph.chainFirstPoint)
    payload.array(graph.chainLastPoint)
    payload.array(graph.chainFromNode)
    payload.array(graph.chainToNode)
    payload.array(graph.chainForwardEdge)
    payload.array(graph.chainBackwardEdge)
    payload.array(graph.chainFeature)
    let turns = data.turns
    payload.array(turns.nodeEdge)
    payload.array(turns.turnStart)
    payload.array(turns.turnTarget)
    payload.array(turns.turnWeight)
    payload.array(turns.turnTime)
    payload.array(turns.edgeComponent)
    payload.array(turns.componentSize)

    var header = Writer()
    header.bytes.append(contentsOf: magic)
    header.scalar(formatVersion)
    header.scalar(payload.bytes.withUnsafeBytes { crc32($0) })
    header.scalar(UInt64(payload.bytes.count))
    return header.bytes + payload.bytes
  }

  /// Writes atomically: a temporary file in the same directory, renamed over `path` once complete.
  static func write(_ data: MapData, to path: String) throws {
    let bytes = encode(data)
    let url = URL(fileURLWithPath: path)
    PartialFile.removeAbandoned(for: url)
    let temporary = PartialFile.path(for: url).path
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, path) == 0 else {
        throw MapError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
    } catch let error as MapError {
      unlink(temporary)
      throw error
    } catch {
      unlink(temporary)
      throw MapError.cannotWrite(path: path, reason: error.localizedDescription)
    }
  }

  // MARK: Reading

  /// The format version in the file's header, or nil when it is not a .hailmap at all.
  static func version(at path: String) -> UInt32? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: headerSize), header.count == headerSize,
      Array(header.prefix(8)) == magic
    else { return nil }
    return header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self) }
  }

  static func read(_ path: String) throws -> MapData {
    // An empty file is refused before Foundation reads it: `contents(atPath:)` leaks its 4 KB
    // buffer on one (found by `make fuzz`, LeakSanitizer).
    var status = stat()
    if stat(path, &status) == 0, status.st_size == 0, status.st_mode & S_IFMT == S_IFREG {
      throw MapError.badMapFile(path: path, reason: "no HAILMAP header")
    }
    guard let contents = FileManager.default.contents(atPath: path) else {
      throw MapError.cannotOpen(path: path, reason: "no such readable file")
    }
    return try contents.withUnsafeBytes { try decode($0, path: path) }
  }

  static func decode(_ bytes: UnsafeRawBufferPointer, path: String) throws -> MapData {
    guard bytes.count >= headerSize, Array(bytes.prefix(8)) == magic else {
      throw MapError.badMapFile(path: path, reason: "no HAILMAP header")
    }
    let version = bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
    guard version == formatVersion else {
      throw MapError.wrongVersion(path: path, found: version, expected: formatVersion)
    }
    let checksum = bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
    let length = bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
    guard length == UInt64(bytes.count - headerSize) else {
      throw MapError.badMapFile(
        path: path, reason: "truncated (\(bytes.count) bytes, header says \(length) more)")
    }
    let payload = UnsafeRawBufferPointer(rebasing: bytes[headerSize...])
    guard crc32(payload) == checksum else { throw MapError.badChecksum(path: path) }

    var reader = Reader(bytes: payload, path: path)
    var data = MapData()
    data.strings = try reader.strings()
    data.points = try reader.array()
    data.partStarts = try reader.array()
    data.featureKind = try reader.array()
    data.featureValue = try reader.array()
    data.featureRoadClass = try reader.array()
    data.featureOneway = try reader.array()
    data.featureMaxspeed = try reader.array()
    data.featureName = try reader.array()
    data.featureNameZh = try reader.array()
    data.featureNameEn = try reader.array()
    data.featurePartStarts = try reader.array()
    data.poiCoordinate = try reader.array()
    data.poiName = try reader.array()
    data.poiNameZh = try reader.array()
    data.poiNameEn = try reader.array()
    data.poiOtherNames = try reader.array()
    data.poiKey = try reader.array()
    data.poiValue = try reader.array()
    data.addressCoordinate = try reader.array()
    data.addressHouseNumber = try reader.array()
    data.addressStreet = try reader.array()
    data.addressCity = try reader.array()
    data.addressPostcode = try reader.array()
    data.addressCountry = try reader.array()
    data.graph.nodePoint = try reader.array()
    data.graph.edgeStart = try reader.array()
    data.graph.edgeTarget = try reader.array()
    data.graph.edgeLength = try reader.array()
    data.graph.edgeTime = try reader.array()
    data.graph.edgeWeight = try reader.array()
    data.graph.edgeFlags = try reader.array()
    data.graph.edgeChain = try reader.array()
    data.graph.chainFirstPoint = try reader.array()
    data.graph.chainLastPoint = try reader.array()
    data.graph.chainFromNode = try reader.array()
    data.graph.chainToNode = try reader.array()
    data.graph.chainForwardEdge = try reader.array()
    data.graph.chainBackwardEdge = try reader.array()
    data.graph.chainFeature = try reader.array()
    data.turns.nodeEdge = try reader.array()
    data.turns.turnStart = try reader.array()
    data.turns.turnTarget = try reader.array()
    data.turns.turnWeight = try reader.array()
    data.turns.turnTime = try reader.array()
    data.turns.edgeComponent = try reader.array()
    data.turns.componentSize = try reader.array()
    guard reader.offset == payload.count else {
      throw MapError.badMapFile(
        path: path, reason: "\(payload.count - reader.offset) unexpected trailing bytes")
    }
    try MapValidator.validate(data, path: path)
    return data
  }

  /// Appends little-endian fields (every platform Swift runs Hail on is little-endian).
  private struct Writer {
    var bytes: [UInt8] = []

    mutating func scalar<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func array<T: BitwiseCopyable>(_ values: [T]) {
      scalar(UInt64(values.count))
      values.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    mutating func strings(_ strings: [String]) {
      var blob: [UInt8] = []
      var ends: [UInt32] = []
      for string in strings {
        blob.append(contentsOf: string.utf8)
        ends.append(UInt32(blob.count))
      }
      array(blob)
      array(ends)
    }
  }

  /// Reads what `Writer` wrote, checking every length against the bytes left.
  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    let path: String
    var offset = 0

    init(bytes: UnsafeRawBufferPointer, path: String) {
      self.bytes = bytes
      self.path = path
    }

    mutating func array<T: BitwiseCopyable>() throws -> [T] {
      guard bytes.count - offset >= 8 else {
        throw MapError.badMapFile(path: path, reason: "payload ends early")
      }
      let count = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
      let size = MemoryLayout<T>.stride
      guard count <= UInt64(bytes.count - offset) / UInt64(size) else {
        throw MapError.badMapFile(path: path, reason: "an array runs past the end")
      }
      let length = Int(count) * size
      let values = [T](unsafeUninitializedCapacity: Int(count)) { buffer, initialized in
        UnsafeMutableRawBufferPointer(buffer).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
        initialized = Int(count)
      }
      offset += length
      return values
    }

    mutating func strings() throws -> [String] {
      let blob: [UInt8] = try array()
      let ends: [UInt32] = try array()
      var start = 0
      return try ends.map { end in
        guard Int(end) >= start, Int(end) <= blob.count else {
          throw MapError.badMapFile(path: path, reason: "string table out of order")
        }
        defer { start = Int(end) }
        return String(decoding: blob[start..<Int(end)], as: UTF8.self)
      }
    }
  }
}
