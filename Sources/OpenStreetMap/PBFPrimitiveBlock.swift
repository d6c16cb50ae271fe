/// Decodes one `PrimitiveBlock` of an `.osm.pbf` (the OpenStreetMap wiki's "PBF Format" page and
/// its osmformat.proto): a string table, the scale of its coordinates, and groups of nodes, dense
/// nodes, ways and relations, handed to an `OSMElementSink` (the import's collector, or a
/// `DecodedBlock` when blocks are decoded on several threads).
///
/// Every index, count and number is checked; what does not add up throws `MalformedBlock`.
struct PBFPrimitiveBlock {
  private var strings: [String] = []
  /// Coordinates are `offset + granularity × value` nanodegrees (osmformat.proto's defaults: 100, 0).
  private var granularity: Int64 = 100
  private var latitudeOffset: Int64 = 0
  private var longitudeOffset: Int64 = 0

  static func decode<Sink: OSMElementSink>(_ bytes: UnsafeRawBufferPointer, into sink: inout Sink)
    throws(MalformedBlock)
  {
    var block = PBFPrimitiveBlock()
    // The string table and the scale may come after the groups: the groups are decoded last.
    var groups: [ProtobufReader] = []
    var reader = ProtobufReader(bytes)
    while let (number, wireType) = try reader.field() {
      switch number {
      case 1: block.strings = try strings(in: reader.message(wireType: wireType))
      case 2: groups.append(try reader.message(wireType: wireType))
      case 17: block.granularity = Int64(bitPattern: try reader.integer(wireType: wireType))
      case 19: block.latitudeOffset = Int64(bitPattern: try reader.integer(wireType: wireType))
      case 20: block.longitudeOffset = Int64(bitPattern: try reader.integer(wireType: wireType))
      default: try reader.skip(wireType: wireType)
      }
    }
    for var group in groups {
      while let (number, wireType) = try group.field() {
        switch number {
        case 1: try block.node(group.message(wireType: wireType), into: &sink)
        case 2: try block.denseNodes(group.message(wireType: wireType), into: &sink)
        case 3: try block.way(group.message(wireType: wireType), into: &sink)
        case 4: try block.relation(group.message(wireType: wireType), into: &sink)
        default: try group.skip(wireType: wireType)
        }
      }
    }
  }

  private static func strings(in table: ProtobufReader) throws(MalformedBlock) -> [String] {
    var table = table
    var strings: [String] = []
    while let (number, wireType) = try table.field() {
      // A field 1 of another wire type is refused, not skipped: skipping would shift every later
      // string's index and give elements the wrong names.
      guard number == 1 else {
        try table.skip(wireType: wireType)
        continue
      }
      strings.append(try table.string(wireType: wireType))
    }
    return strings
  }

  private func string(_ index: UInt64) throws(MalformedBlock) -> String {
    guard index < UInt64(strings.count) else {
      throw MalformedBlock("string \(index) of a table of \(strings.count)")
    }
    return strings[Int(index)]
  }

  private func tags(keys: [UInt64], values: [UInt64]) throws(MalformedBlock) -> [(String, String)] {
    guard keys.count == values.count else {
      throw MalformedBlock("\(keys.count) tag keys with \(values.count) values")
    }
    var tags: [(String, String)] = []
    tags.reserveCapacity(keys.count)
    for (key, value) in zip(keys, values) { tags.append((try string(key), try string(value))) }
    return tags
  }

  /// Where a node lies in whole 10⁻⁷ degrees, rounded; nil when it is not on the globe (or the
  /// scale overflows, which no real extract's does).
  private func position(latitude: Int64, longitude: Int64) -> FixedCoordinate? {
    func nanodegrees(_ value: Int64, _ offset: Int64, limit: Int64) -> Int64? {
      let (scaled, overflow) = value.multipliedReportingOverflow(by: granularity)
      let (sum, overflowAgain) = scaled.addingReportingOverflow(offset)
      return overflow || overflowAgain || sum.magnitude > limit.magnitude ? nil : sum
    }
    guard let lat = nanodegrees(latitude, latitudeOffset, limit: 90_000_000_000),
      let lon = nanodegrees(longitude, longitudeOffset, limit: 180_000_000_000)
    else { return nil }
    func e7(_ nano: Int64) -> Int32 { Int32((nano + (nano < 0 ? -50 : 50)) / 100) }
    return FixedCoordinate(latitudeE7: e7(lat), longitudeE7: e7(lon))
  }

  private func node<Sink: OSMElementSink>(_ message: ProtobufReader, into sink: inout Sink)
    throws(MalformedBlock)
  {
    var message = message
    var id: Int64 = 0
    var latitude: Int64 = 0
    var longitude: Int64 = 0
    var keys: [UInt64] = []
    var values: [UInt64] = []
    while let (number, wireType) = try message.field() {
      switch number {
      case 1: id = ProtobufReader.zigzag(try message.integer(wireType: wireType))
      case 2: try message.repeatedVarints(wireType: wireType, into: &keys)
      case 3: try message.repeatedVarints(wireType: wireType, into: &values)
      case 8: latitude = ProtobufReader.zigzag(try message.integer(wireType: wireType))
      case 9: longitude = ProtobufReader.zigzag(try message.integer(wireType: wireType))
      default: try message.skip(wireType: wireType)
      }
    }
    let tags = try tags(keys: keys, values: values)
    sink.addNode(id: id, at: position(latitude: latitude, longitude: longitude), tags: tags)
  }

  /// Dense nodes: ids, latitudes and longitudes delta-coded in parallel arrays, and every node's tags
  /// as key and value indices ending in 0, one run per node.
  private func denseNodes<Sink: OSMElementSink>(_ message: ProtobufReader, into sink: inout Sink)
    throws(MalformedBlock)
  {
    var message = message
    var ids: [UInt64] = []
    var latitudes: [UInt64] = []
    var longitudes: [UInt64] = []
    var keysValues: [UInt64] = []
    while let (number, wireType) = try message.field() {
      switch number {
      case 1: try message.repeatedVarints(wireType: wireType, into: &ids)
      case 8: try message.repeatedVarints(wireType: wireType, into: &latitudes)
      case 9: try message.repeatedVarints(wireType: wireType, into: &longitudes)
      case 10: try message.repeatedVarints(wireType: wireType, into: &keysValues)
      default: try message.skip(wireType: wireType)
      }
    }
    guard ids.count == latitudes.count, ids.count == longitudes.count else {
      throw MalformedBlock(
        "dense nodes with \(ids.count) ids, \(latitudes.count) latitudes and \(longitudes.count) longitudes")
    }
    var id: Int64 = 0
    var latitude: Int64 = 0
    var longitude: Int64 = 0
    var next = 0
    for index in ids.indices {
      // Deltas wrap rather than trap: a wrapped id is only an odd id, and a wrapped coordinate is
      // refused by `position` as off the globe.
      id &+= ProtobufReader.zigzag(ids[index])
      latitude &+= ProtobufReader.zigzag(latitudes[index])
      longitude &+= ProtobufReader.zigzag(longitudes[index])
      var tags: [(String, String)] = []
      // A block whose nodes have no tags may leave the tags out altogether.
      while next < keysValues.count, keysValues[next] != 0 {
        guard next + 1 < keysValues.count else {
          throw MalformedBlock("a dense node's tag key without a value")
        }
        tags.append((try string(keysValues[next]), try string(keysValues[next + 1])))
        next += 2
      }
      next += 1
      sink.addNode(id: id, at: position(latitude: latitude, longitude: longitude), tags: tags)
    }
  }

  private func way<Sink: OSMElementSink>(_ message: ProtobufReader, into sink: inout Sink)
    throws(MalformedBlock)
  {
    var message = message
    var id: Int64 = 0
    var keys: [UInt64] = []
    var values: [UInt64] = []
    var refs: [UInt64] = []
    while let (number, wireType) = try message.field() {
      switch number {
      case 1: id = Int64(bitPattern: try message.integer(wireType: wireType))
      case 2: try message.repeatedVarints(wireType: wireType, into: &keys)
      case 3: try message.repeatedVarints(wireType: wireType, into: &values)
      case 8: try message.repeatedVarints(wireType: wireType, into: &refs)
      default: try message.skip(wireType: wireType)
      }
    }
    var ref: Int64 = 0
    let nodes = refs.map { delta in
      ref &+= ProtobufReader.zigzag(delta)
      return ref
    }
    let tags = try tags(keys: keys, values: values)
    nodes.withUnsafeBufferPointer { sink.addWay(id: id, refs: $0, tags: tags) }
  }

  private func relation<Sink: OSMElementSink>(_ message: ProtobufReader, into sink: inout Sink)
    throws(MalformedBlock)
  {
    var message = message
    var id: Int64 = 0
    var keys: [UInt64] = []
    var values: [UInt64] = []
    var roles: [UInt64] = []
    var ids: [UInt64] = []
    var types: [UInt64] = []
    while let (number, wireType) = try message.field() {
      switch number {
      case 1: id = Int64(bitPattern: try message.integer(wireType: wireType))
      case 2: try message.repeatedVarints(wireType: wireType, into: &keys)
      case 3: try message.repeatedVarints(wireType: wireType, into: &values)
      case 8: try message.repeatedVarints(wireType: wireType, into: &roles)
      case 9: try message.repeatedVarints(wireType: wireType, into: &ids)
      case 10: try message.repeatedVarints(wireType: wireType, into: &types)
      default: try message.skip(wireType: wireType)
      }
    }
    guard roles.count == ids.count, roles.count == types.count else {
      throw MalformedBlock(
        "a relation with \(roles.count) roles, \(ids.count) members and \(types.count) types")
    }
    // Only the relations the import keeps have their members made (bus and tram routes list hundreds
    // each); the others' members are still checked, before the tags, as for every relation.
    let tagList = Result { () throws(MalformedBlock) in try tags(keys: keys, values: values) }
    let keep = (try? tagList.get()).map(OSMCollector.keepsMembers) ?? false
    var members: [OSMMember] = []
    if keep { members.reserveCapacity(ids.count) }
    // osmformat.proto's MemberType: NODE 0, WAY 1, RELATION 2.
    let kinds = [OSMMemberKind.node, OSMMemberKind.way, OSMMemberKind.relation]
    var ref: Int64 = 0
    for index in ids.indices {
      ref &+= ProtobufReader.zigzag(ids[index])
      guard types[index] < 3 else { throw MalformedBlock("a relation member of type \(types[index])") }
      // roles_sid is an int32: a negative one arrives as a huge varint, past any string table.
      let role = try string(roles[index])
      if keep { members.append(OSMMember(kind: kinds[Int(types[index])], ref: ref, role: role)) }
    }
    sink.addRelation(id: id, members: members, tags: try tagList.get())
  }
}
