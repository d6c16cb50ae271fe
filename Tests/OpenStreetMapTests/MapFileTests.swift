import Foundation
import OpenStreetMap
import Testing

@Suite struct MapFileTests {
  @Test func writesAndReadsBackTheSameMap() throws {
    let map = try TestData.map()
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = directory.appendingPathComponent("a.hailmap").path
    let second = directory.appendingPathComponent("b.hailmap").path
    try map.write(to: first)
    let loaded = try MapStore(contentsOf: first)
    #expect(loaded.hasSameContents(as: map))
    try loaded.write(to: second)
    #expect(FileManager.default.contents(atPath: first) == FileManager.default.contents(atPath: second))
    #expect(MapStore.formatVersion(at: first) == MapStore.formatVersion)
    // Only the two maps: no temporary files left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "a.hailmap", "b.hailmap",
      ])
  }

  private func mapBytes(_ directory: URL) throws -> [UInt8] {
    let path = directory.appendingPathComponent("good.hailmap").path
    try TestData.map().write(to: path)
    return Array(FileManager.default.contents(atPath: path)!)
  }

  private func load(_ bytes: [UInt8], in directory: URL) -> MapError? {
    let path = directory.appendingPathComponent("bad.hailmap").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    do {
      _ = try MapStore(contentsOf: path)
      return nil
    } catch {
      return error as? MapError
    }
  }

  @Test func rejectsAnotherVersionABadChecksumAndTruncation() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = try mapBytes(directory)

    var otherVersion = good
    otherVersion[8] &+= 1
    guard case .wrongVersion = load(otherVersion, in: directory) else {
      Issue.record("another version loaded")
      return
    }
    var flipped = good
    flipped[good.count / 2] ^= 0x40
    #expect(
      load(flipped, in: directory) == .badChecksum(path: directory.appendingPathComponent("bad.hailmap").path)
    )
    guard case .badMapFile = load(Array(good.prefix(good.count - 100)), in: directory) else {
      Issue.record("a truncated map loaded")
      return
    }
    guard case .badMapFile = load([], in: directory) else {
      Issue.record("an empty map loaded")
      return
    }
    guard case .badMapFile = load(Array("not a map at all, just some text".utf8), in: directory) else {
      Issue.record("text loaded as a map")
      return
    }
  }

  @Test func aFailedWriteLeavesNothing() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("missing/dir/out.hailmap").path
    #expect(throws: MapError.self) { try TestData.map().write(to: target) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}

@Suite struct BadExtractTests {
  private func importing(_ bytes: [UInt8], named name: String) throws -> MapError? {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(name).path
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    do {
      _ = try MapStore.importExtract(at: path)
      return nil
    } catch {
      return error as? MapError
    }
  }

  @Test func truncatedCorruptEmptyAndForeignFilesAreRejected() throws {
    let extract = Array(FileManager.default.contents(atPath: try TestData.requireHelsinkiExtract())!)
    var corrupt = extract
    for index in 200_000..<200_400 { corrupt[index] ^= 0x5A }
    let cases: [(String, [UInt8], String)] = [
      ("truncated", Array(extract.prefix(300_000)), "t.osm.pbf"),
      ("corrupt", corrupt, "c.osm.pbf"),
      ("empty", [], "e.osm.pbf"),
      ("text", Array("hello, not OpenStreetMap\n".utf8), "x.osm.pbf"),
      ("wrong suffix", extract, "x.txt"),
    ]
    for (label, bytes, name) in cases {
      let error = try importing(bytes, named: name)
      #expect(error != nil, "\(label) imported")
      #expect(error.map { !"\($0)".contains("\n") } ?? false, "\(label): message is not one line")
    }
    #expect(throws: MapError.self) { try MapStore.importExtract(at: "/nonexistent/x.osm.pbf") }
  }
}
