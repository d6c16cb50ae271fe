import Foundation
import Testing

@testable import OpenStreetMap

/// A map opened `.onFirstUse` checks nothing but its table and shape on open, and each group of
/// sections when a query first reads it; `.onOpen` checks every section before it opens.
@Suite struct LazyVerificationTests {
  /// The test map written to a file, with one byte of its first road-graph section flipped.
  static func mapWithCorruptRoads(in directory: URL) throws -> String {
    let path = directory.appendingPathComponent("roads.hailmap").path
    try TestData.map().write(to: path)
    var bytes = Array(FileManager.default.contents(atPath: path)!)
    let section = try bytes.withUnsafeBytes { buffer in
      let sections = try MapFile.sections(of: buffer, path: path)
      var reader = SectionReader(bytes: MapBytes(copying: buffer), sections: sections, path: path)
      _ = try reader.readData()
      let index = try #require(reader.groups.firstIndex(of: .roads))
      // The command-line test corrupts this section by its index.
      #expect(index == 26)
      return sections[index]
    }
    bytes[Int(section.offset) + 3] ^= 0x10
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
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
}
