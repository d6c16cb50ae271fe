/// What a PBF block's decoder hands its elements to: the import's `OSMCollector` directly, or a
/// `DecodedBlock` that holds them until the block's turn comes (`PBFFile` decodes blocks on several
/// threads and hands them to the collector in file order).
protocol OSMElementSink {
  /// A node at `position` (nil when off the globe) with its tags as listed.
  mutating func addNode(id: Int64, at position: FixedCoordinate?, tags: [(String, String)])
  mutating func addWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: [(String, String)])
  mutating func addRelation(id: Int64, members: [OSMMember], tags: [(String, String)])
}

/// One block's elements as decoded, in flat arrays, until they are handed on (`replay`). Nodes, ways
/// and relations are independent streams for the collector (a node table, a way store and a list of
/// relations), so each is kept in order and the three are replayed one after the other.
struct DecodedBlock: OSMElementSink, Sendable {
  private var nodeIDs: [Int64] = []
  private var nodePositions: [FixedCoordinate?] = []
  /// The nodes with tags (most have none): their index among `nodeIDs` and their tags.
  private var nodeTags: [(node: Int, tags: [(String, String)])] = []
  private var wayIDs: [Int64] = []
  private var wayRefEnd: [Int] = []
  private var wayRefs: [Int64] = []
  private var wayTags: [[(String, String)]] = []
  private var relations: [(id: Int64, members: [OSMMember], tags: [(String, String)])] = []

  mutating func addNode(id: Int64, at position: FixedCoordinate?, tags: [(String, String)]) {
    if !tags.isEmpty { nodeTags.append((nodeIDs.count, tags)) }
    nodeIDs.append(id)
    nodePositions.append(position)
  }

  mutating func addWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: [(String, String)]) {
    wayIDs.append(id)
    wayRefs.append(contentsOf: refs)
    wayRefEnd.append(wayRefs.count)
    wayTags.append(tags)
  }

  mutating func addRelation(id: Int64, members: [OSMMember], tags: [(String, String)]) {
    relations.append((id, members, tags))
  }

  /// Hands the elements to `sink`, each kind in the order it was decoded.
  func replay<Sink: OSMElementSink>(into sink: inout Sink) {
    var tagged = nodeTags.makeIterator()
    var nextTagged = tagged.next()
    for index in nodeIDs.indices {
      var tags: [(String, String)] = []
      if let next = nextTagged, next.node == index {
        tags = next.tags
        nextTagged = tagged.next()
      }
      sink.addNode(id: nodeIDs[index], at: nodePositions[index], tags: tags)
    }
    wayRefs.withUnsafeBufferPointer { refs in
      var start = 0
      for index in wayIDs.indices {
        let end = wayRefEnd[index]
        sink.addWay(
          id: wayIDs[index], refs: UnsafeBufferPointer(rebasing: refs[start..<end]), tags: wayTags[index])
        start = end
      }
    }
    for relation in relations {
      sink.addRelation(id: relation.id, members: relation.members, tags: relation.tags)
    }
  }
}
