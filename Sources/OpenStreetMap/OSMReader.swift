import CReadOSM
import Foundation

/// One OpenStreetMap way as read: its node references in order and its tags.
struct OSMWay: Sendable {
  var id: Int64
  var refs: [Int64]
  var tags: [String: String]
}

/// One relation member: `kind` is readosm's member type (node, way, relation).
struct OSMMember: Sendable {
  var kind: Int32
  var ref: Int64
  var role: String
}

/// One OpenStreetMap relation as read.
struct OSMRelation: Sendable {
  var id: Int64
  var members: [OSMMember]
  var tags: [String: String]
}

/// A node that carries tags (untagged nodes are only kept as coordinates).
struct OSMTaggedNode: Sendable {
  var id: Int64
  var coordinate: FixedCoordinate
  var tags: [String: String]
}

/// Everything an import needs from an extract, read in one readosm pass.
struct OSMExtract: Sendable {
  var coordinates: [Int64: FixedCoordinate] = [:]
  var taggedNodes: [OSMTaggedNode] = []
  var ways: [OSMWay] = []
  var relations: [OSMRelation] = []
  /// Nodes dropped because their latitude is beyond ±90° or their longitude beyond ±180°.
  var coordinatesOutOfRange = 0
}

/// Reads `.osm` and `.osm.pbf` files with readosm.
enum OSMReader {
  /// Tags that say nothing about the map (editor and import bookkeeping); dropping them keeps
  /// uninteresting nodes out of `taggedNodes`.
  static let ignoredTagKeys: Set<String> = ["created_by", "source", "fixme", "FIXME", "note"]

  /// Reads the whole extract, reporting the bytes read to `progress`. Throws `MapError` when
  /// readosm cannot open or parse it.
  static func read(_ path: String, progress: ((ImportProgress) -> Void)? = nil) throws -> OSMExtract {
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw MapError.cannotOpen(path: path, reason: "no such readable file")
    }
    // readosm says "invalid PBF header" to nearly every problem: the framing is checked first, for a
    // message that says what is wrong and where.
    let structure = path.hasSuffix(".pbf") ? try PBFStructure(path: path) : nil
    defer { structure?.close() }
    try structure?.check()
    if structure == nil,
      (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
        == .typeDirectory
    {
      throw MapError.cannotOpen(path: path, reason: "it is a directory")
    }
    var handle: UnsafeRawPointer?
    let opened = readosm_open(path, &handle)
    defer { if handle != nil { readosm_close(handle) } }
    guard opened == READOSM_OK else {
      if opened == READOSM_INVALID_SUFFIX {
        throw MapError.cannotOpen(path: path, reason: "the name must end in .osm or .pbf")
      }
      throw MapError.cannotOpen(path: path, reason: describe(opened))
    }
    // C callbacks cannot capture: the collector travels through readosm's user-data pointer.
    let collector = Collector()
    if let progress {
      collector.progress = progress
      collector.descriptor = descriptor(of: path)
      var status = stat()
      collector.totalBytes = stat(path, &status) == 0 ? Int64(status.st_size) : 0
      collector.report()
    }
    let status = withExtendedLifetime(collector) {
      readosm_parse(
        handle, Unmanaged.passUnretained(collector).toOpaque(),
        { context, node in Collector.from(context).add(node!.pointee) },
        { context, way in Collector.from(context).add(way!.pointee) },
        { context, relation in Collector.from(context).add(relation!.pointee) })
    }
    collector.report(finished: true)
    guard status == READOSM_OK else {
      throw structure?.firstCorruptBlock() ?? MapError.notOpenStreetMap(path: path, reason: describe(status))
    }
    guard !collector.extract.coordinates.isEmpty else { throw MapError.emptyExtract(path: path) }
    return collector.extract
  }

  /// The descriptor readosm reads `path` through: it opens the file itself and shares no handle, so
  /// its position is found as that of our open descriptor on the same file (device and inode).
  static func descriptor(of path: String) -> Int32? {
    var file = stat()
    guard stat(path, &file) == 0,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
    else { return nil }
    return entries.compactMap { Int32($0) }.filter { descriptor in
      var open = stat()
      return fstat(descriptor, &open) == 0 && open.st_dev == file.st_dev && open.st_ino == file.st_ino
    }.max()
  }

  /// readosm's error codes (readosm.h) in words.
  static func describe(_ code: Int32) -> String {
    switch code {
    case READOSM_FILE_NOT_FOUND: "file not found"
    case READOSM_INSUFFICIENT_MEMORY: "out of memory"
    case READOSM_READ_ERROR: "read error (truncated?)"
    case READOSM_XML_ERROR: "malformed OSM XML"
    case READOSM_INVALID_PBF_HEADER: "invalid PBF header"
    case READOSM_UNZIP_ERROR: "corrupt compressed block"
    case READOSM_ABORT: "aborted"
    default: "readosm error \(code)"
    }
  }

  /// Accumulates readosm's callbacks. Only touched from the parsing thread, inside `read`.
  private final class Collector {
    var extract = OSMExtract()
    var progress: ((ImportProgress) -> Void)?
    var descriptor: Int32?
    var totalBytes: Int64 = 0
    private var objects = 0

    /// Reports the bytes read so far (every few thousand objects: `lseek` is a system call).
    func report(finished: Bool = false) {
      guard let progress else { return }
      var read: Int64 = 0
      if finished {
        read = totalBytes
      } else if let descriptor {
        read = min(Int64(lseek(descriptor, 0, SEEK_CUR)), totalBytes)
      }
      progress(ImportProgress(phase: .reading, bytesRead: max(read, 0), totalBytes: totalBytes))
    }

    private func counted() {
      objects += 1
      if objects & 4095 == 0 { report() }
    }

    static func from(_ context: UnsafeRawPointer?) -> Collector {
      Unmanaged<Collector>.fromOpaque(context!).takeUnretainedValue()
    }

    func add(_ node: readosm_node) -> Int32 {
      counted()
      // readosm reports a missing position as READOSM_UNDEFINED; such a node cannot be drawn.
      guard node.latitude != Double(READOSM_UNDEFINED), node.latitude.isFinite, node.longitude.isFinite
      else { return READOSM_OK }
      // Not a place on Earth: dropped (and counted), as if the node were missing from the extract.
      guard abs(node.latitude) <= 90, abs(node.longitude) <= 180 else {
        extract.coordinatesOutOfRange += 1
        return READOSM_OK
      }
      let position = FixedCoordinate(Coordinate(latitude: node.latitude, longitude: node.longitude))
      extract.coordinates[node.id] = position
      if node.tag_count > 0 {
        let tags = Collector.tags(node.tags, node.tag_count)
        if !tags.isEmpty {
          extract.taggedNodes.append(OSMTaggedNode(id: node.id, coordinate: position, tags: tags))
        }
      }
      return READOSM_OK
    }

    func add(_ way: readosm_way) -> Int32 {
      counted()
      let refs = Array(UnsafeBufferPointer(start: way.node_refs, count: Int(way.node_ref_count)))
      extract.ways.append(OSMWay(id: way.id, refs: refs, tags: Collector.tags(way.tags, way.tag_count)))
      return READOSM_OK
    }

    func add(_ relation: readosm_relation) -> Int32 {
      counted()
      let members = UnsafeBufferPointer(start: relation.members, count: Int(relation.member_count)).map {
        OSMMember(kind: $0.member_type, ref: $0.id, role: $0.role.map { String(cString: $0) } ?? "")
      }
      extract.relations.append(
        OSMRelation(
          id: relation.id, members: members, tags: Collector.tags(relation.tags, relation.tag_count)))
      return READOSM_OK
    }

    static func tags(_ tags: UnsafePointer<readosm_tag>?, _ count: Int32) -> [String: String] {
      guard let tags, count > 0 else { return [:] }
      var result: [String: String] = [:]
      result.reserveCapacity(Int(count))
      for tag in UnsafeBufferPointer(start: tags, count: Int(count)) {
        guard let key = tag.key, let value = tag.value else { continue }
        let name = String(cString: key)
        if ignoredTagKeys.contains(name) { continue }
        result[name] = String(cString: value)
      }
      return result
    }
  }
}
