import Foundation
import Testing

@testable import OpenStreetMap

/// Hail's own PBF decoder (`PBFFile`, `PBFPrimitiveBlock`, `ProtobufReader`): what it reads from
/// each kind of element, with exact coordinates, and the one-line reason for each malformed block it
/// refuses where readosm crashed or said "invalid PBF header".
@Suite struct PBFDecoderTests {
  typealias W = PBFWriter

  /// What the reader kept of a file of `primitiveBlocks`, and the nodes with tags it handed on.
  private struct Read {
    var extract: OSMExtract
    var taggedNodes: [OSMTaggedNode]
    var coordinates: NodeTable { extract.coordinates }
    var ways: WayStore { extract.ways }
    var relations: [OSMRelation] { extract.relations }
    var coordinatesOutOfRange: Int { extract.coordinatesOutOfRange }
  }

  private func read(_ primitiveBlocks: [[UInt8]]) throws -> Read {
    try W.withFile(W.file(primitiveBlocks).bytes) { path in
      var tagged: [OSMTaggedNode] = []
      let extract = try OSMReader.read(path) { tagged.append($0) }
      return Read(extract: extract, taggedNodes: tagged)
    }
  }

  /// The error importing a file of `primitiveBlocks`, the path shown as X.
  private func refusal(_ bytes: [UInt8]) throws -> String {
    try W.withFile(bytes) { path in
      do {
        _ = try OSMReader.read(path) { _ in }
        return "read"
      } catch {
        return "\(error)".replacingOccurrences(of: path, with: "X")
      }
    }
  }

  private func position(_ extract: Read, _ id: Int64) -> [Int32]? {
    extract.coordinates[id].map { [$0.latitudeE7, $0.longitudeE7] }
  }

  @Test func plainNodesAreScaledByTheirBlocksGranularityAndOffsets() throws {
    // Nanodegrees = offset + granularity × value, rounded to 10⁻⁷ degrees half away from zero:
    // 5 + 10 × 6,017,000,003 = 60,170,000,035 → 601,700,000; 10 × −2,494,000,005 → −249,400,001.
    let kamppi =
      W.signed(1, 7) + W.packed(2, [1, 3]) + W.packed(3, [2, 4]) + W.signed(8, 6_017_000_003)
      + W.signed(9, -2_494_000_005)
    let origin = W.signed(1, -3) + W.signed(8, 0) + W.signed(9, 0)
    let block =
      W.stringTable(["", "name", "Kamppi", "created_by", "JOSM"])
      + W.message(2, W.message(1, kamppi) + W.message(1, origin))
      + W.integer(17, 10) + W.integer(19, 5)
    let extract = try read([block])
    #expect(position(extract, 7) == [601_700_000, -249_400_001])
    #expect(position(extract, -3) == [0, 0])
    // created_by is editor bookkeeping, dropped.
    #expect(extract.taggedNodes.map(\.id) == [7])
    #expect(extract.taggedNodes.first?.tags == ["name": "Kamppi"])
  }

  @Test func denseNodesDecodeTheirDeltasAndTagRuns() throws {
    let dense =
      W.deltas(1, [10, 11, 13]) + W.deltas(8, [601_700_000, 601_700_100, 601_699_900])
      + W.deltas(9, [249_400_000, 249_400_050, 249_399_000]) + W.packed(10, [0, 1, 2, 3, 4, 0, 0])
    let block =
      W.stringTable(["", "amenity", "cafe", "source", "survey"]) + W.message(2, W.message(2, dense))
    let extract = try read([block])
    #expect(extract.coordinates.count == 3)
    #expect(position(extract, 10) == [601_700_000, 249_400_000])
    #expect(position(extract, 11) == [601_700_100, 249_400_050])
    #expect(position(extract, 13) == [601_699_900, 249_399_000])
    #expect(extract.taggedNodes.map(\.id) == [11])
    #expect(extract.taggedNodes.first?.tags == ["amenity": "cafe"])
    // A block whose nodes carry no tags may leave keys_vals out.
    let bare = try read([
      W.stringTable([""]) + W.message(2, W.message(2, W.deltas(1, [4]) + W.deltas(8, [1]) + W.deltas(9, [2])))
    ])
    #expect(position(bare, 4) == [1, 2])
    #expect(bare.taggedNodes.isEmpty)
  }

  @Test func waysAndRelationsTakeTheirNamesFromTheStringTable() throws {
    let strings = ["", "highway", "residential", "from", "to", "via", "type", "restriction"]
    let way = W.integer(1, 100) + W.packed(2, [1]) + W.packed(3, [2]) + W.deltas(8, [5, 3, 9])
    // Repeated numbers sent unpacked, one field each, read as packed ones.
    let unpacked = W.integer(1, 101) + W.signed(8, 1) + W.signed(8, 1)
    let relation =
      W.integer(1, 200) + W.packed(2, [6]) + W.packed(3, [7]) + W.packed(8, [3, 5, 4, 0])
      + W.deltas(9, [100, 3, 101, 300]) + W.packed(10, [1, 0, 1, 2])
    let node = W.message(2, W.deltas(1, [3]) + W.deltas(8, [0]) + W.deltas(9, [0]))
    let block =
      W.stringTable(strings) + W.message(2, node)
      + W.message(2, W.message(3, way) + W.message(3, unpacked)) + W.message(2, W.message(4, relation))
    let extract = try read([block])
    #expect(extract.ways.map(\.id) == [100, 101])
    #expect(extract.ways.map(\.refs) == [[5, 3, 9], [1, 2]])
    #expect(extract.ways.map(\.tags) == [["highway": "residential"], [:]])
    let members = try #require(extract.relations.first).members
    #expect(extract.relations.map(\.id) == [200])
    #expect(extract.relations.first?.tags == ["type": "restriction"])
    #expect(
      members.map(\.kind) == [
        OSMMemberKind.way, OSMMemberKind.node, OSMMemberKind.way, OSMMemberKind.relation,
      ])
    #expect(members.map(\.ref) == [100, 3, 101, 300])
    #expect(members.map(\.role) == ["from", "via", "to", ""])
  }

  /// The 10 × 10 tiling renumbers its copies past 2³² (the original id plus the copy's index times
  /// the largest id): imported through readosm, the copies' turn restrictions were lost and 22 of 100
  /// routes there differed from OSRM's by over 5 %. Every id must come through whole, so the
  /// restriction names the ways and node it was written with.
  @Test func aRestrictionWithIdsBeyond32BitsKeepsThem() throws {
    let strings = ["", "type", "restriction", "no_left_turn", "from", "via", "to"]
    let (from, via, to): (Int64, Int64, Int64) = (113_100_000_011, 119_300_000_291, 113_100_000_012)
    let message =
      W.integer(1, 117_000_055_025) + W.packed(2, [1, 2]) + W.packed(3, [2, 3]) + W.packed(8, [4, 6, 5])
      + W.deltas(9, [from, to, via]) + W.packed(10, [1, 1, 0])
    // A file needs a node to be an extract at all.
    let node = W.message(2, W.deltas(1, [via]) + W.deltas(8, [0]) + W.deltas(9, [0]))
    let extract = try read([W.stringTable(strings) + W.message(2, node) + W.message(2, W.message(4, message))]
    )
    let relation = try #require(extract.relations.first)
    let restriction = try #require(TurnRestriction(relation))
    #expect(relation.id == 117_000_055_025)
    #expect(restriction.from == from)
    #expect(restriction.to == to)
    #expect(restriction.via == .node(via))
    #expect(restriction.isOnly == false)
  }

  @Test func nodesOffTheGlobeOrBeyondTheScaleAreDroppedAndCounted() throws {
    // ±90° and ±180° are on the globe; one 10⁻⁷ degree further is not.
    let edges =
      W.deltas(1, [1, 2, 3, 4]) + W.deltas(8, [900_000_000, -900_000_000, 900_000_001, 0])
      + W.deltas(9, [1_800_000_000, -1_800_000_000, 0, -1_800_000_001])
    // 2,000,000,000 × 5,000,000,000 overflows 64 bits: no place on Earth either.
    let overflow = W.signed(1, 5) + W.signed(8, 5_000_000_000) + W.signed(9, 0)
    let extract = try read([
      W.stringTable([""]) + W.message(2, W.message(2, edges)),
      W.stringTable([""]) + W.message(2, W.message(1, overflow)) + W.integer(17, 2_000_000_000),
    ])
    #expect(position(extract, 1) == [900_000_000, 1_800_000_000])
    #expect(position(extract, 2) == [-900_000_000, -1_800_000_000])
    #expect(extract.coordinates.count == 2)
    #expect(extract.coordinatesOutOfRange == 3)
  }

  @Test func aMalformedDataBlockIsRefusedWithItsOffsetAndReason() throws {
    let table = W.stringTable(["", "a"])
    let node = W.message(2, W.message(2, W.deltas(1, [1]) + W.deltas(8, [0]) + W.deltas(9, [0])))
    let cases: [(block: [UInt8], reason: String)] = [
      (table + W.message(2, W.message(3, W.packed(2, [1]) + W.packed(3, [7]))), "string 7 of a table of 2"),
      (
        table + W.message(2, W.message(3, W.packed(2, [1, 1]) + W.packed(3, [1]))), "2 tag keys with 1 values"
      ),
      (
        table + W.message(2, W.message(2, W.deltas(1, [1, 2]) + W.deltas(8, [0]) + W.deltas(9, [0, 0]))),
        "dense nodes with 2 ids, 1 latitudes and 2 longitudes"
      ),
      (
        table
          + W.message(
            2, W.message(2, W.deltas(1, [1]) + W.deltas(8, [0]) + W.deltas(9, [0]) + W.packed(10, [1]))),
        "a dense node's tag key without a value"
      ),
      (
        table + node + W.message(2, W.message(4, W.packed(8, [0]) + W.deltas(9, [1]) + W.packed(10, [3]))),
        "a relation member of type 3"
      ),
      (
        table + node
          + W.message(2, W.message(4, W.packed(8, [0]) + W.deltas(9, [1, 2]) + W.packed(10, [0]))),
        "a relation with 1 roles, 2 members and 1 types"
      ),
      // roles_sid is an int32; −1 arrives sign-extended to 64 bits.
      (
        table + node
          + W.message(
            2, W.message(4, W.packed(8, [UInt64(bitPattern: -1)]) + W.deltas(9, [1]) + W.packed(10, [0]))),
        "string 18446744073709551615 of a table of 2"
      ),
      (table + W.integer(2, 5), "a message field of wire type 0"),
      (table + W.key(5, 3), "wire type 3"),
      (
        table + W.key(2, 2) + W.varint(100) + [1, 2], "a field of 100 bytes runs past the end of its message"
      ),
      // Ten bytes that all say "more follows", then an eleventh that ends the varint: one too many.
      (table + W.key(17, 0) + [UInt8](repeating: 0xFF, count: 10) + [0x01], "a varint longer than ten bytes"),
      (table + W.key(17, 0) + [0xFF], "a varint runs past the end of its message"),
      (table + W.key(16, 1) + [1, 2, 3], "a field of 8 bytes runs past the end of its message"),
      (table + W.message(2, W.message(3, W.key(8, 5) + [0, 0, 0, 0])), "a repeated number of wire type 5"),
      (table + W.message(17, [1]), "a number field of wire type 2"),
    ]
    for (block, reason) in cases {
      let (bytes, offsets) = W.file([block])
      let refused = try refusal(bytes)
      #expect(
        refused
          == "X is not a readable OpenStreetMap extract: corrupt block at byte \(offsets[0]): \(reason)",
        "\(refused)")
    }
  }

  @Test func aBlobWithoutItsDataOrRawSizeIsRefused() throws {
    let header = W.file([]).bytes
    let offset = header.count
    let zlibWithoutSize = header + W.block("OSMData", blob: W.message(3, [0x78, 0x9C, 0x03, 0x00]))
    #expect(
      try refusal(zlibWithoutSize)
        == "X is not a readable OpenStreetMap extract: corrupt block at byte \(offset): compressed data without a raw size up to 32 MiB"
    )
    let tooLarge =
      header + W.block("OSMData", blob: W.integer(2, 32 * 1024 * 1024 + 1) + W.message(3, [0x78]))
    #expect(try refusal(tooLarge).hasSuffix("compressed data without a raw size up to 32 MiB"))
    let empty = header + W.block("OSMData", blob: W.integer(2, 0))
    #expect(
      try refusal(empty)
        == "X is not a readable OpenStreetMap extract: corrupt block at byte \(offset): its blob holds no data"
    )
  }

  /// Every string field (a string-table entry, a block header's type, a required feature) goes through
  /// one bounds-checked reader: a length past its message, even 2⁶⁴ − 1, or a wire type that is not a
  /// string's (which, skipped, would shift every later string's index) is refused with its reason.
  @Test func aStringFieldWithAMalformedLengthOrWireTypeIsRefused() throws {
    let refusedAs = "X is not a readable OpenStreetMap extract: "
    let entries: [(table: [UInt8], reason: String)] = [
      (W.key(1, 2) + W.varint(50) + Array("ab".utf8), "a field of 50 bytes runs past the end of its message"),
      (
        W.key(1, 2) + W.varint(.max) + Array("ab".utf8),
        "a field of 18446744073709551615 bytes runs past the end of its message"
      ),
      (W.string(1, "") + W.integer(1, 5) + W.string(1, "a"), "a string field of wire type 0"),
    ]
    for (table, reason) in entries {
      let (bytes, offsets) = W.file([W.message(1, table)])
      #expect(try refusal(bytes) == refusedAs + "corrupt block at byte \(offsets[0]): \(reason)")
    }
    let header = W.file([]).bytes
    let typePastItsHeader = W.key(1, 2) + W.varint(40) + Array("OSMData".utf8)
    let badType =
      header + withUnsafeBytes(of: UInt32(typePastItsHeader.count).bigEndian, Array.init) + typePastItsHeader
    #expect(
      try refusal(badType)
        == refusedAs
        + "corrupt block header at byte \(header.count) (a field of 40 bytes runs past the end of its message)"
    )
    let featurePastItsBlock = W.key(4, 2) + W.varint(30) + Array("Dense".utf8)
    #expect(
      try refusal(W.block("OSMHeader", blob: W.message(1, featurePastItsBlock)))
        == refusedAs + "corrupt block at byte 0: a field of 30 bytes runs past the end of its message")
  }

  /// The fuzz seed as PBF and the same data as OSM XML (which readosm still reads) give one map.
  @Test func theSeedReadsAsItsXMLTwinDoes() throws {
    let seed = ExtractErrorTests.seeds.appendingPathComponent("roads-raw.osm.pbf").path
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\">\n"
    // scripts/fuzz/make-pbf-seeds.py: a 3 × 3 grid, node 10 a cafe.
    for index in 0..<9 {
      let lat = Double(601_700_000 + (index / 3) * 9_000) / 1e7
      let lon = Double(249_400_000 + (index % 3) * 18_000) / 1e7
      xml += String(format: "<node id=\"%d\" lat=\"%.7f\" lon=\"%.7f\"/>\n", index + 1, lat, lon)
    }
    xml += """
      <node id="10" lat="60.1704000" lon="24.9404000"><tag k="amenity" v="cafe"/><tag k="name" v="Kamppi"/></node>
      <way id="100"><nd ref="1"/><nd ref="2"/><nd ref="3"/><tag k="highway" v="primary"/><tag k="name" v="Mannerheimintie"/></way>
      <way id="101"><nd ref="2"/><nd ref="5"/><nd ref="8"/><tag k="highway" v="residential"/><tag k="oneway" v="yes"/></way>
      <way id="102"><nd ref="4"/><nd ref="5"/><nd ref="6"/><tag k="highway" v="residential"/></way>
      <way id="103"><nd ref="6"/><nd ref="9"/><nd ref="8"/><nd ref="7"/><nd ref="6"/><tag k="building" v="yes"/></way>
      <relation id="200"><member type="way" ref="101" role="from"/><member type="node" ref="5" role="via"/>
      <member type="way" ref="102" role="to"/><tag k="type" v="restriction"/><tag k="restriction" v="no_left_turn"/></relation>
      </osm>

      """
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-pbf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let twin = folder.appendingPathComponent("roads.osm").path
    try xml.write(toFile: twin, atomically: true, encoding: .utf8)
    let (fromPBF, pbfStatistics) = try MapStore.importExtract(at: seed)
    let (fromXML, xmlStatistics) = try MapStore.importExtract(at: twin)
    #expect(fromPBF.hasSameContents(as: fromXML))
    #expect(pbfStatistics.graphEdges == 10)
    #expect(xmlStatistics.graphEdges == 10)
  }

  @Test func onlyRelationsTheBuilderReadsAreKeptButAllAreCounted() throws {
    let strings = ["", "type", "route", "multipolygon", "restriction", "outer"]
    func relation(_ id: UInt64, type: UInt64) -> [UInt8] {
      W.integer(1, id) + W.packed(2, [1]) + W.packed(3, [type]) + W.packed(8, [5]) + W.deltas(9, [7])
        + W.packed(10, [1])
    }
    let block =
      W.stringTable(strings)
      + W.message(2, W.message(2, W.deltas(1, [7]) + W.deltas(8, [0]) + W.deltas(9, [0])))
      + W.message(
        2,
        W.message(4, relation(1, type: 2)) + W.message(4, relation(2, type: 3))
          + W.message(4, relation(3, type: 4)))
    let extract = try read([block])
    // The bus route (type=route) is read and counted, not kept.
    #expect(extract.relations.map(\.id) == [2, 3])
    #expect(extract.extract.relationCount == 3)
  }
}
