import Foundation
import OpenStreetMap
import Testing

@Suite struct ImportProgressTests {
  @Test func aReadingLineShowsBytesRateAndTimeLeft() {
    let progress = ImportProgress(phase: .reading, bytesRead: 23_400_000, totalBytes: 61_000_000)
    #expect(progress.line(elapsed: 2.4) == "reading    23.4 of 61.0 MB   9.8 MB/s   4 s left")
    #expect(progress.line(elapsed: 0) == "reading    23.4 of 61.0 MB")
  }

  @Test func otherPhasesShowTheirTime() {
    #expect(ImportProgress(phase: .routing).line(elapsed: 2.14) == "routing   2.1 s")
  }

  @Test func progressIsShownOnlyOnATerminalOutsideCI() {
    #expect(ImportProgress.isShown(onTerminal: true, environment: ["TERM": "xterm-256color"]))
    #expect(!ImportProgress.isShown(onTerminal: false, environment: ["TERM": "xterm-256color"]))
    #expect(!ImportProgress.isShown(onTerminal: true, environment: ["CI": "true"]))
    #expect(!ImportProgress.isShown(onTerminal: true, environment: ["TERM": "dumb"]))
  }

  /// An import reports its phases in order, and the bytes read rise to the file's size.
  @Test func anImportReportsEveryPhaseInOrder() throws {
    let path = try TestData.requireHelsinkiExtract()
    var reports: [ImportProgress] = []
    _ = try MapStore.importExtract(at: path) { reports.append($0) }
    let phases = reports.map(\.phase).reduce(into: [ImportProgress.Phase]()) {
      if $0.last != $1 { $0.append($1) }
    }
    #expect(phases == [.reading, .building, .routing, .indexing])
    let reading = reports.filter { $0.phase == .reading }
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(reading.allSatisfy { $0.totalBytes == Int64(size) })
    #expect(zip(reading, reading.dropFirst()).allSatisfy { $0.bytesRead <= $1.bytesRead })
    #expect(reading.last?.bytesRead == Int64(size))
    // More than the first and last: the position is read while decoding.
    #expect(Set(reading.map(\.bytesRead)).count > 2)
  }

  /// An import that writes its map reports writing last.
  @Test func anImportWritingItsMapReportsWritingLast() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var reports: [ImportProgress] = []
    _ = try MapStore.importExtract(
      at: try TestData.requireHelsinkiExtract(), writingTo: directory.appendingPathComponent("a.hailmap").path
    ) { reports.append($0) }
    let phases = reports.map(\.phase).reduce(into: [ImportProgress.Phase]()) {
      if $0.last != $1 { $0.append($1) }
    }
    #expect(phases == ImportProgress.Phase.allCases)
  }
}
