import CReadOSM
import Foundation

/// One OpenStreetMap way as read: its node references in order and its tags.
struct OSMWay: Sendable {
  var id: Int64
  var refs: [Int64]
  var tags: TagList
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
  var tags: TagList
}

/// A node that carries tags (untagged nodes are only kept as coordinates).
struct OSMTaggedNode: Sendable {
  var id: Int64
  var coordinate: FixedCoordinate
  var tags: TagList
}

/// What an import keeps of an extract once read (tagged nodes go to the builder as they come).
struct OSMExtract: Sendable {
  var coordinates = NodeTable()
  var ways = WayStore()
  /// The relations the builder reads: multipolygons and turn restrictions (`OSMCollector`).
  var relations: [OSMRelation] = []
  /// Every relation read, kept or not.
  var relationCount = 0
  /// Nodes dropped because their latitude is beyond ±90° or their longitude beyond ±180°.
  var coordinatesOutOfRange = 0
}

/// Reads `.osm.pbf` files block by block (`PBFFile`) and `.osm` XML with readosm.
enum OSMReader {
  /// Reads the whole extract, reporting the bytes read to `progress` and handing each node with
  /// tags to `taggedNode` as it is read (so no node's tags outlive it). Throws `MapError` when the
  /// extract cannot be opened or read.
  static func read(
    _ path: String, progress: ((ImportProgress) -> Void)? = nil, taggedNode: (OSMTaggedNode) -> Void
  ) throws -> OSMExtract {
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw MapError.cannotOpen(path: path, reason: "no such readable file")
    }
    var status = stat()
    let totalBytes = stat(path, &status) == 0 ? Int64(status.st_size) : 0
    // The collector keeps `taggedNode` only while this call lasts.
    return try withoutActuallyEscaping(taggedNode) { taggedNode in
      let collector = OSMCollector(progress: progress, totalBytes: totalBytes, taggedNode: taggedNode)
      collector.report(bytesRead: 0)
      if path.hasSuffix(".pbf") {
        let file = try PBFFile(path: path)
        defer { file.close() }
        try file.read(into: collector)
      } else {
        try readXML(path, into: collector, reportingProgress: progress != nil)
      }
      collector.report(bytesRead: totalBytes)
      guard !collector.extract.coordinates.isEmpty else { throw MapError.emptyExtract(path: path) }
      return collector.extract
    }
  }

  /// Reads an `.osm` file with readosm, whose callbacks fill `collector`.
  private static func readXML(_ path: String, into collector: OSMCollector, reportingProgress: Bool) throws {
    if (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
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
    // C callbacks cannot capture: the context travels through readosm's user-data pointer.
    let context = XMLContext(collector: collector, descriptor: reportingProgress ? descriptor(of: path) : nil)
    let status = withExtendedLifetime(context) {
      readosm_parse(
        handle, Unmanaged.passUnretained(context).toOpaque(),
        { context, node in XMLContext.from(context).add(node!.pointee) },
        { context, way in XMLContext.from(context).add(way!.pointee) },
        { context, relation in XMLContext.from(context).add(relation!.pointee) })
    }
    guard status == READOSM_OK else { throw MapError.notOpenStreetMap(path: path, reason: describe(status)) }
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

  /// readosm's elements to the collector, with the bytes read every few thousand of them (`lseek`
  /// is a system call).
  private final class XMLContext {
    let collector: OSMCollector
    let descriptor: Int32?
    private var objects = 0

    init(collector: OSMCollector, descriptor: Int32?) {
      self.collector = collector
      self.descriptor = descriptor
    }

    static func from(_ context: UnsafeRawPointer?) -> XMLContext {
      Unmanaged<XMLContext>.fromOpaque(context!).takeUnretainedValue()
    }

    private func counted() {
      objects += 1
      if objects & 4095 == 0, let descriptor {
        collector.report(bytesRead: Int64(lseek(descriptor, 0, SEEK_CUR)))
      }
    }

    func add(_ node: readosm_node) -> Int32 {
      counted()
      // readosm reports a missing position as READOSM_UNDEFINED; such a node cannot be drawn.
      guard node.latitude != Double(READOSM_UNDEFINED), node.latitude.isFinite, node.longitude.isFinite
      else { return READOSM_OK }
      let onGlobe = abs(node.latitude) <= 90 && abs(node.longitude) <= 180
      let position =
        onGlobe ? FixedCoordinate(Coordinate(latitude: node.latitude, longitude: node.longitude)) : nil
      collector.addNode(id: node.id, at: position, tags: Self.tags(node.tags, node.tag_count))
      return READOSM_OK
    }

    func add(_ way: readosm_way) -> Int32 {
      counted()
      collector.addWay(
        id: way.id, refs: UnsafeBufferPointer(start: way.node_refs, count: Int(way.node_ref_count)),
        tags: Self.tags(way.tags, way.tag_count))
      return READOSM_OK
    }

    func add(_ relation: readosm_relation) -> Int32 {
      counted()
      let members = UnsafeBufferPointer(start: relation.members, count: Int(relation.member_count)).map {
        OSMMember(kind: $0.member_type, ref: $0.id, role: $0.role.map { String(cString: $0) } ?? "")
      }
      collector.addRelation(
        id: relation.id, members: members, tags: Self.tags(relation.tags, relation.tag_count))
      return READOSM_OK
    }

    static func tags(_ tags: UnsafePointer<readosm_tag>?, _ count: Int32) -> [(String, String)] {
      guard let tags, count > 0 else { return [] }
      return UnsafeBufferPointer(start: tags, count: Int(count)).compactMap { tag in
        guard let key = tag.key, let value = tag.value else { return nil }
        return (String(cString: key), String(cString: value))
      }
    }
  }
}
