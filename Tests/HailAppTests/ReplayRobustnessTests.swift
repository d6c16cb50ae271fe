import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

/// Replays that used to hang, leave files behind or misread a line (issue 15's table).
@MainActor
@Suite(.serialized) struct ReplayRobustnessTests {
  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hail-robust-\(UUID().uuidString)")
  }

  @Test(arguments: [
    (
      "{\"t\": 1e308, \"snapshot\": \"a\"}",
      "line 1: \"t\" is 1e+308 s; a replay lasts at most 86400 s (24 h of virtual time)"
    ),
    (
      "{\"t\": 0, \"snapshot\": \"a\"}\n{\"t\": 1e6, \"snapshot\": \"a\"}",
      "line 2: \"t\" is 1000000.0 s; a replay lasts at most 86400 s (24 h of virtual time)"
    ),
    (
      "{\"t\": 86400.001, \"snapshot\": \"a\"}",
      "line 1: \"t\" is 86400.001 s; a replay lasts at most 86400 s (24 h of virtual time)"
    ),
  ])
  func timesPastADayAreRefusedWithTheirLine(script: String, message: String) {
    #expect(throws: ReplayError.self) { try ReplayScript(parsing: script) }
    do {
      _ = try ReplayScript(parsing: script)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func exactlyADayIsAllowed() throws {
    let script = try ReplayScript(parsing: "{\"t\": 86400, \"snapshot\": \"a\"}")
    #expect(script.steps.map(\.time) == [86400])
  }

  @Test func crlfLineEndingsAndAByteOrderMarkAreAccepted() throws {
    let script = try ReplayScript(
      parsing: "\u{FEFF}{\"t\": 0.5, \"snapshot\": \"a\"}\r\n\r\n{\"t\": 1, \"key\": \"return\"}\r\n")
    #expect(script.steps.map(\.action) == [.snapshot("a"), .key(.return)])
    #expect(script.steps.map(\.line) == [1, 3])
    #expect(throws: ReplayError.malformed(line: 2, "not a valid JSON object")) {
      try ReplayScript(parsing: "{\"t\": 0, \"snapshot\": \"a\"}\r\nnot json\r\n")
    }
  }

  @Test func outputNamesLongerThanAFileNameHoldsAreRefusedBeforeAnythingRuns() throws {
    let cjk = String(repeating: "北", count: 100)
    #expect(
      throws: ReplayError.malformed(
        line: 2, "\"snapshot\" is 300 bytes in UTF-8; a file name holds at most 250")
    ) {
      try ReplayScript(parsing: "{\"t\": 0, \"snapshot\": \"a\"}\n{\"t\": 1, \"snapshot\": \"\(cjk)\"}")
    }
    // 83 CJK characters are 249 bytes: allowed; one more is not.
    let fits = String(repeating: "北", count: 83)
    #expect(try ReplayScript(parsing: "{\"t\": 0, \"screenshot\": \"\(fits)\"}").steps.count == 1)
    #expect(throws: ReplayError.self) {
      try ReplayScript(parsing: "{\"t\": 0, \"screenshot\": \"\(fits)北\"}")
    }
  }

  @Test func aReplayThatStopsLeavesNoFilesBehind() throws {
    let parent = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: parent) }
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let out = parent.appendingPathComponent("out")
    // The snapshot is written, then the text line stops the replay (no text field is editing).
    let script = try ReplayScript(
      parsing: "{\"t\": 0, \"snapshot\": \"first\"}\n{\"t\": 0.5, \"text\": \"Kamppi\"}")
    // The app ends with the replay, failed or not, so nothing it saves lands after it returns.
    let ended = AppEnds()
    #expect(
      throws: ReplayError.notApplicable(line: 2, "\"text\" needs a text field being edited (tap one first)")
    ) {
      try ReplayRunner(
        environment: HailEnvironment(mapStore: nil, dataDirectory: temporaryDataDirectory()),
        outputDirectory: out
      ).run(script)
    }
    #expect(ended.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
  }

  @Test func aReplayIntoAnExistingFolderReplacesItsFilesAndKeepsTheOthers() throws {
    let out = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: out.appendingPathComponent("a.json"))
    try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt"))
    try ReplayRunner(
      environment: HailEnvironment(mapStore: nil, dataDirectory: temporaryDataDirectory()),
      outputDirectory: out
    )
    .run(try ReplayScript(parsing: "{\"t\": 0, \"snapshot\": \"a\"}"))
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == ["a.json", "notes.txt", "touches.jsonl"])
    #expect(try Data(contentsOf: out.appendingPathComponent("a.json")).count > 100)
    let siblings = try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
    #expect(!siblings.contains { $0.hasPrefix(".\(out.lastPathComponent).") })
  }

  /// Idle frames are skipped (docs/ARCHITECTURE.md, "The frame loop"): waiting out the longest
  /// replay on the Helsinki map runs the frames the status bar's clock needs when its minute
  /// changes (at most two a minute: the change, and the frame that finds nothing moving), not 60
  /// a second — 5,184,000 in a day.
  @Test func waitingADayOnTheMapRunsFewFrames() throws {
    let map = try MapStore(contentsOf: ReplayRobustnessTests.helsinki)
    let session = HomeScreenSession(
      environment: HailEnvironment(mapStore: map, dataDirectory: temporaryDataDirectory()), device: .iphone8)
    session.advance(to: 5)
    // An hour at a time, stopping at the first that runs too many: a screen that never goes idle
    // fails after one hour (216,000 frames), not after the day's 5 million.
    var hours = 0
    var frames = 0
    while session.now < ReplayScript.maximumTime {
      let before = UIApplication.shared.framesRun
      session.advance(to: min(session.now + 3_600, ReplayScript.maximumTime))
      let hour = UIApplication.shared.framesRun - before
      frames += hour
      hours += 1
      #expect(hour <= 120, "\(hour) frames in hour \(hours)")
      if hour > 120 { break }
    }
    #expect(frames <= 2 * 24 * 60, "\(frames) frames for a day's wait")
    #expect(session.now == ReplayScript.maximumTime)
  }

  static let helsinki = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("data/helsinki.hailmap").path
}
