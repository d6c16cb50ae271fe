import Foundation
import Ride
import Testing

/// The passenger's files are written whole or not at all: a process saving the history over and
/// over, killed with SIGKILL at a random moment (encoding, writing, flushing or renaming), leaves
/// `history.json` as the save before or the save after, never torn; what a killed writer left
/// half-written is a partial file the next save removes. The writer is this test bundle again,
/// started with only `writeUntilKilled` enabled.
@Suite struct RideStoreKillTests {
  static let folderVariable = "HAIL_RIDE_STORE_WRITER"
  /// The histories the writer alternates between: one trip, and this many (about 0.5 MB).
  static let longHistory = 400

  private static func histories() throws -> (short: [TripRecord], long: [TripRecord]) {
    let trip = try #require(try RideStoreTests().sampleData().history.first)
    return ([trip], Array(repeating: trip, count: longHistory))
  }

  /// The writer, enabled only in the child process the test below starts: saves the short and the
  /// long history in turn, marking the first whole save with a `started` file, for at most a minute.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[folderVariable] != nil))
  func writeUntilKilled() throws {
    let folder = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment[Self.folderVariable]))
    let store = RideStore(directory: folder)
    let (short, long) = try Self.histories()
    let start = Date()
    var first = true
    while Date().timeIntervalSince(start) < 60 {
      try store.save(history: long)
      try store.save(history: short)
      if first {
        try Data().write(to: folder.appendingPathComponent("started"))
        first = false
      }
    }
  }

  @Test func aWriterKilledMidWriteLeavesTheOldHistoryOrTheNew() throws {
    let folder = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = RideStore(directory: folder)
    let (short, _) = try Self.histories()
    let started = folder.appendingPathComponent("started")
    var environment = ProcessInfo.processInfo.environment
    environment[Self.folderVariable] = folder.path
    for kill in 0..<30 {
      let writer = Process()
      writer.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      writer.arguments = ["--testing-library", "swift-testing", "--filter", "writeUntilKilled"]
      writer.environment = environment
      writer.standardOutput = FileHandle.nullDevice
      writer.standardError = FileHandle.nullDevice
      try writer.run()
      // Waits (at most two minutes, on a loaded machine) for the writer's first whole save.
      var waited = 0
      while !FileManager.default.fileExists(atPath: started.path), writer.isRunning, waited < 12_000 {
        usleep(10_000)
        waited += 1
      }
      try #require(
        FileManager.default.fileExists(atPath: started.path), "kill \(kill): the writer never saved")
      usleep(useconds_t.random(in: 0...30_000))
      Foundation.kill(writer.processIdentifier, SIGKILL)
      writer.waitUntilExit()
      try FileManager.default.removeItem(at: started)
      let (data, warnings) = store.load(now: Date())
      #expect(warnings.isEmpty, "kill \(kill): \(warnings)")
      #expect(
        [1, Self.longHistory].contains(data.history.count), "kill \(kill): \(data.history.count) trips")
    }
    try store.save(history: short)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["history.json"])
  }
}
