/// Gathers an extract's elements as a reader decodes them (readosm's callbacks for XML, the PBF
/// decoder for `.osm.pbf`), and reports the bytes read. Node positions go into a `NodeTable`, ways
/// into a `WayStore`, and nodes with tags straight to `taggedNode` (the builder), so no node's tags
/// outlive it. Used from the reading thread only.
final class OSMCollector: OSMElementSink {
  /// Tags that say nothing about the map (editor and import bookkeeping); dropping them keeps
  /// uninteresting nodes from the builder.
  /// Five short keys: comparing with each is cheaper than hashing the key.
  static let ignoredTagKeys = ["created_by", "source", "fixme", "FIXME", "note"]

  private(set) var extract = OSMExtract()
  private let progress: ((ImportProgress) -> Void)?
  private let totalBytes: Int64
  private let taggedNode: (OSMTaggedNode) -> Void

  init(
    progress: ((ImportProgress) -> Void)?, totalBytes: Int64, taggedNode: @escaping (OSMTaggedNode) -> Void
  ) {
    self.progress = progress
    self.totalBytes = totalBytes
    self.taggedNode = taggedNode
  }

  func report(bytesRead: Int64) {
    progress?(
      ImportProgress(phase: .reading, bytesRead: min(max(bytesRead, 0), totalBytes), totalBytes: totalBytes))
  }

  /// A node at `position`; nil for one whose latitude is beyond ±90° or longitude beyond ±180°, which
  /// is dropped (and counted) as if it were missing from the extract.
  /// Tags come as the element lists them (a later duplicate key wins).
  func addNode(id: Int64, at position: FixedCoordinate?, tags: [(String, String)]) {
    guard let position else {
      extract.coordinatesOutOfRange += 1
      return
    }
    extract.coordinates.set(id, position)
    guard !tags.isEmpty else { return }
    let kept = Self.kept(tags)
    if !kept.isEmpty { taggedNode(OSMTaggedNode(id: id, coordinate: position, tags: kept)) }
  }

  func addWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: [(String, String)]) {
    extract.ways.append(id: id, refs: refs, tags: tags.lazy.filter { !Self.ignoredTagKeys.contains($0.0) })
  }

  /// The relation types the builder makes something of: areas and turn restrictions. The others
  /// (bus and tram routes above all, each listing hundreds of stops and ways) were 270 MB of the 100×
  /// import's peak, held until the map was written.
  static let builtRelationTypes: Set<String> = ["multipolygon", "restriction"]

  /// Whether a relation with these tags is kept, so its members are worth making (the PBF decoder
  /// makes none for the others). `type` listed twice reads as its last value, as in `TagList`.
  static func keepsMembers(_ tags: [(String, String)]) -> Bool {
    guard let type = tags.last(where: { $0.0 == "type" })?.1 else { return false }
    return builtRelationTypes.contains(type)
  }

  func addRelation(id: Int64, members: [OSMMember], tags: [(String, String)]) {
    extract.relationCount += 1
    guard Self.keepsMembers(tags) else { return }
    extract.relations.append(OSMRelation(id: id, members: members, tags: Self.kept(tags)))
  }

  private static func kept(_ tags: [(String, String)]) -> TagList {
    TagList(tags.lazy.filter { !ignoredTagKeys.contains($0.0) }.map { (key: $0.0, value: $0.1) })
  }
}
