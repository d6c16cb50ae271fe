import Foundation
import Testing

@testable import OpenStreetMap

/// A map opened `.onFirstUse` checks nothing but its table and shape on open, and each group of
/// sections when a query first reads it; `.onOpen` checks every section before it opens.
@Suite struct LazyVerificationTests {
  /// The test map written to a file, with one byte of its first road-graph section flipped.
  static func mapWithCorruptRoads(in directory: URL) throws -> String {
    let (path, index) = try mapWithCorrupt(.roads, in: directory)
    // The command-line test corrupts this section by its index.
    #expect(index == 26)
    return path
  }

  /// The test map written to a file with one byte flipped in the first non-empty section of
  /// `group`, and that section's index.
  static func mapWithCorrupt(_ group: SectionGroup, in directory: URL) throws -> (path: String, section: Int)
  {
    let path = directory.appendingPathComponent("\(group).hailmap").path
    try TestData.map().write(to: path)
    var bytes = Array(FileManager.default.contents(atPath: path)!)
    let (index, section) = try bytes.withUnsafeBytes { buffer in
      let sections = try MapFile.sections(of: buffer, path: path)
      var reader = SectionReader(bytes: MapBytes(copying: buffer), sections: sections, path: path)
      _ = try reader.readData()
      _ = try reader.readIndexes()
      let index = try #require(
        reader.groups.indices.first { reader.groups[$0] == group && sections[$0].count > 3 })
      return (index, sections[index])
    }
    bytes[Int(section.offset) + 3] ^= 0x10
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return (path, index)
  }

  @Test func onOpenEverySectionIsCheckedFirst() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.mapWithCorruptRoads(in: directory)
    #expect(throws: MapError.badChecksum(path: path)) { try MapStore(contentsOf: path) }
  }

  /// Drawing and searching read features, places, names and the search index, never the roads: a
  /// map whose road graph is corrupt opens, draws and searches (the fault would stop the test if
  /// any road section were checked).
  @Test func onFirstUseOnlyWhatAQueryReadsIsChecked() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.mapWithCorruptRoads(in: directory)
    let map = try MapStore(
      contentsOf: path, verification: .onFirstUse { fatalError("a road section was checked: \($0)") })
    let features = map.features(in: map.bounds)
    #expect(features.count == map.featureCount)
    let world = WebMercator.halfWorld
    let everywhere = MapRect(minX: -world, minY: -world, maxX: world, maxY: world)
    #expect(map.pointsOfInterest(in: everywhere).count == map.pointOfInterestCount)
    #expect(map.search("kampin kappeli").first?.name.local == "Kampin kappeli")
  }

  /// Routing and reverse geocoding (what the app asks before its first frame: the fleet's routes,
  /// the pickup's address) never read the search index, so they do not check it: a map whose
  /// search index is corrupt routes and geocodes (the fault would stop the test); opened with every
  /// section checked, it is refused.
  @Test func routingAndGeocodingLeaveTheSearchIndexUnchecked() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (path, _) = try Self.mapWithCorrupt(.search, in: directory)
    let map = try MapStore(
      contentsOf: path, verification: .onFirstUse { fatalError("the search index was checked: \($0)") })
    let (southWest, northEast) = map.coordinateBounds
    let middle = Coordinate(
      latitude: (southWest.latitude + northEast.latitude) / 2,
      longitude: (southWest.longitude + northEast.longitude) / 2)
    #expect(map.drivableRoadLength > 0)
    let spots = map.drivableRoadPoints(spacing: 200)
    _ = try? map.route(from: spots[0], to: spots[spots.count / 2])
    #expect(map.snap(middle, within: 500) != nil)
    #expect((try? map.reverseGeocode(middle)) != nil)
    #expect(throws: MapError.badChecksum(path: path)) {
      try MapStore(contentsOf: path).search("kampin kappeli")
    }
  }

  /// Opened either way, a sound map answers the same.
  @Test func bothWaysOpenTheSameMap() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("good.hailmap").path
    try TestData.map().write(to: path)
    let lazy = try MapStore(contentsOf: path, verification: .onFirstUse { fatalError("\($0)") })
    #expect(lazy.hasSameContents(as: try MapStore(contentsOf: path)))
    #expect(lazy.hasSameContents(as: try TestData.map()))
  }

  /// A section's CRC made of its pieces' (zlib's `crc32_combine`) is the whole section's.
  @Test func piecesCombineIntoTheWholeCRC() {
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ $0 >> 3) }
    let whole = bytes.withUnsafeBytes { MapFile.crc32($0) }
    for split in [0, 1, 17, 4096, 9_999, 10_000] {
      let (first, second) = bytes.withUnsafeBytes {
        (
          MapFile.crc32(UnsafeRawBufferPointer(rebasing: $0[..<split])),
          MapFile.crc32(UnsafeRawBufferPointer(rebasing: $0[split...]))
        )
      }
      #expect(MapFile.crc32(combining: first, second, length: 10_000 - split) == whole)
    }
  }

  /// Checked in pieces of 64 bytes on both cores, a sound map passes every group, and a flipped
  /// byte in a road section is the roads' checksum fault and no other group's.
  @Test func sectionsCheckedInPiecesFindTheFlippedByte() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.hailmap").path
    try TestData.map().write(to: good)
    #expect(try Self.verifier(of: good, piece: 64).firstFault(in: SectionGroup.allCases) == nil)
    let corrupt = try Self.mapWithCorruptRoads(in: directory)
    let verifier = try Self.verifier(of: corrupt, piece: 64)
    #expect(verifier.firstFault(in: [.names, .features, .places]) == nil)
    #expect(verifier.firstFault(in: [.names, .roads]) == .badChecksum(path: corrupt))
  }

  /// A verifier of the map file at `path` that checksums `piece` bytes at a time.
  private static func verifier(of path: String, piece: Int) throws -> SectionVerifier {
    let bytes = try MapBytes(mapping: path)
    let sections = try MapFile.sections(of: bytes.buffer, path: path)
    var reader = SectionReader(bytes: bytes, sections: sections, path: path)
    let data = try reader.readData()
    let indexes = try reader.readIndexes()
    return SectionVerifier(
      bytes: bytes, sections: zip(sections, reader.groups).map { ($0, $1) }, path: path, data: data,
      indexes: indexes, fault: { fatalError("\($0)") }, piece: piece)
  }
}
