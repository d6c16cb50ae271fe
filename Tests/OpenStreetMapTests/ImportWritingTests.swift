import Foundation
import Testing

@testable import OpenStreetMap

/// An import writes its map while the contraction hierarchy, its longest step, is still being made
/// on another thread: the file's other sections first, the hierarchy's last, the section table
/// listing them in their usual order.
@Suite struct ImportWritingTests {
  @Test func theHierarchysSectionsLieLastAndTheTableListsThemInTheirPlace() throws {
    let map = try TestData.map()
    let bytes = MapFile.encode(map.data, map.indexes)
    let sections = try bytes.withUnsafeBytes { try MapFile.sections(of: $0, path: "test.hailmap") }
    // (That the hierarchy reads back whole from there: `ContractionHierarchyTests`.)
    let entries = try #require(Self.hierarchyEntries(in: sections, of: map))
    // In the table, the summary's sections and the scalars follow them; in the file, they come
    // after every other section, in the table's order.
    #expect(entries.upperBound < sections.count)
    let others = sections.indices.filter { !entries.contains($0) }.map { sections[$0] }
    #expect(entries.allSatisfy { entry in others.allSatisfy { sections[entry].offset > $0.offset } })
    #expect(zip(entries, entries.dropFirst()).allSatisfy { sections[$0].offset < sections[$1].offset })
  }

  @Test func theHierarchyIsAskedForOnceTheRestIsWritten() throws {
    let map = try TestData.map()
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("a.hailmap").path
    var writtenWhenAsked: (size: Int, block: Int)?
    try MapFile.write(
      map.data, map.indexes,
      hierarchy: {
        // The one file in the folder yet: the write's partial file (`PartialFile`).
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var status = stat()
        if names.count == 1, let name = names.first, name.hasSuffix(".partial"),
          stat(directory.appendingPathComponent(name).path, &status) == 0
        {
          writtenWhenAsked = (Int(status.st_size), Int(status.st_blksize))
        }
        return map.indexes.hierarchy
      }, to: path)
    let bytes = try #require(FileManager.default.contents(atPath: path))
    let sections = try bytes.withUnsafeBytes { try MapFile.sections(of: $0, path: path) }
    let entries = try #require(Self.hierarchyEntries(in: sections, of: map))
    let firstHierarchySection = Int(sections[entries.lowerBound].offset)
    // Every other section was in the file by then, but for what stdio still held in its buffer
    // (glibc's is the file system's block size), and none of the hierarchy.
    let written = try #require(writtenWhenAsked)
    #expect(written.size + written.block >= firstHierarchySection - MapFile.alignment)
    #expect(written.size <= firstHierarchySection)
  }

  @Test func anImportWritingAsItGoesWritesWhatImportThenWriteWould() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let together = directory.appendingPathComponent("together.hailmap").path
    let after = directory.appendingPathComponent("after.hailmap").path
    let statistics = try MapStore.importExtract(
      at: try TestData.requireHelsinkiExtract(), writingTo: together)
    let (map, expected) = try TestData.helsinki.get()
    try map.write(to: after)
    #expect(FileManager.default.contents(atPath: together) == FileManager.default.contents(atPath: after))
    #expect(statistics.shortcuts == expected.shortcuts && statistics.shortcuts > 0)
    #expect(statistics.contractionSeconds > 0 && statistics.features == expected.features)
    // Only the two maps: no temporary file left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "after.hailmap", "together.hailmap",
      ])
  }

  @Test func anImportIntoAMissingFolderIsToldBeforeItReadsTheExtract() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("missing/dir/out.hailmap").path
    // No extract either: an import that read it first would be refused for that instead.
    let input = directory.appendingPathComponent("none.osm.pbf").path
    #expect(throws: MapError.cannotWrite(path: target, reason: "No such file or directory")) {
      try MapStore.importExtract(at: input, writingTo: target)
    }
    // A folder for the map itself: its rename would fail at the end.
    #expect(throws: MapError.cannotWrite(path: directory.path, reason: "Is a directory")) {
      try MapStore.importExtract(at: input, writingTo: directory.path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test(.enabled(if: Self.isCharacterDevice("/dev/full")))
  func aWriteThatFailsClosesItsFileAndLeavesNothing() throws {
    let map = try TestData.map()
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("a.hailmap").path
    // When the hierarchy is asked for, the partial file's descriptor is made /dev/full's, which
    // takes no byte: the sections written after it fail with ENOSPC.
    var swapped: Int32?
    // `/proc/self/fd`'s links name files by their resolved paths.
    let folder = directory.resolvingSymlinksInPath().path + "/"
    // The error names the partial file, whose write failed, and the device's reason.
    #expect {
      try MapFile.write(
        map.data, map.indexes,
        hierarchy: {
          let partials = Self.descriptors { $0.hasPrefix(folder) && $0.hasSuffix(".partial") }
          let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
          if full >= 0 {
            if let partial = partials.first, dup2(full, partial) == partial { swapped = partial }
            close(full)
          }
          return map.indexes.hierarchy
        }, to: path)
    } throws: { error in
      guard case .cannotWrite(let written, let reason) = error as? MapError else { return false }
      return written.hasSuffix(".partial") && reason == "No space left on device"
    }
    let descriptor = try #require(swapped)
    // The file was closed (its descriptor no longer /dev/full's) and removed.
    #expect(!Self.descriptors { $0 == "/dev/full" }.contains(descriptor))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// This process's open descriptors whose target (`/proc/self/fd`'s links) `matches`.
  private static func descriptors(_ matches: (String) -> Bool) -> [Int32] {
    let folder = "/proc/self/fd"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.compactMap { name in
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name)"),
        matches(target)
      else { return nil }
      return Int32(name)
    }
  }

  private static func isCharacterDevice(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
  }

  /// The table entries of `map`'s hierarchy's sections in `sections`, found by their CRCs, in order.
  private static func hierarchyEntries(in sections: [MapFile.Section], of map: MapStore) -> Range<Int>? {
    var writer = SectionWriter(sink: MemorySink(), offset: 0)
    try! writer.write(map.indexes.hierarchy)  // A memory sink does not fail.
    let crcs = writer.sections.map(\.crc)
    guard crcs.count == ContractionHierarchy.sectionCount, sections.count >= crcs.count else { return nil }
    return (0...(sections.count - crcs.count)).first { start in
      sections[start..<(start + crcs.count)].map(\.crc) == crcs
    }.map { $0..<($0 + crcs.count) }
  }
}
