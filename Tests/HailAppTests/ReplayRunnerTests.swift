import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct ReplayRunnerTests {
  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("hail-replay-\(UUID().uuidString)")
  }

  private func json(_ url: URL) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
  }

  private func view(_ id: String, in snapshot: [String: Any]) -> [String: Any]? {
    (snapshot["views"] as? [[String: Any]])?.first { $0["id"] as? String == id }
  }

  @Test func writesSnapshotsScreenshotsAndTheTouchesTaken() throws {
    let out = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let script = try ReplayScript(
      parsing: """
        {"t": 0.2, "touch": "down", "x": 187, "y": 300}
        {"t": 0.3, "touch": "up", "x": 187, "y": 300}
        {"t": 0.5, "touch": "down", "x": 280, "y": 85}
        {"t": 0.55, "touch": "up", "x": 280, "y": 85}
        {"t": 1.0, "snapshot": "taxi"}
        {"t": 1.0, "screenshot": "taxi"}
        """)
    try ReplayRunner(
      environment: HailEnvironment(mapStore: nil, dataDirectory: temporaryDataDirectory()),
      outputDirectory: out
    ).run(script)
    let touches = try String(contentsOf: out.appendingPathComponent("touches.jsonl"), encoding: .utf8)
      .split(separator: "\n").map {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
      }
    #expect(touches.map { $0["view"] as? String } == ["map", "tab.taxi"])
    #expect(touches.map { $0["t"] as? Double } == [0.2, 0.5])
    let snapshot = try json(out.appendingPathComponent("taxi.json"))
    #expect((snapshot["app"] as? [String: Any])?["selectedPage"] as? Int == 1)
    #expect(view("pages", in: snapshot)?["contentOffset"] as? [Double] == [375, 0])
    #expect((view("express.table", in: snapshot)?["contentInset"] as? [Double])?.first == 497)
    #expect(view("tab.taxi", in: snapshot)?["enabled"] as? Bool == false)
    #expect(view("tab.taxi", in: snapshot)?["text"] as? String == "出租车")
    #expect(view("header", in: snapshot)?["frame"] as? [Double] == [0, 0, 375, 100])
    let png = try CGImage.load(pngAt: out.appendingPathComponent("taxi.png"))
    #expect(png.width == 750 && png.height == 1334)
  }

  @Test func snapshotsShowTheHeaderMidSlide() throws {
    let out = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    var lines = [#"{"t": 0.1, "touch": "down", "x": 187, "y": 640}"#]
    for step in 1...6 {
      lines.append(
        #"{"t": \#(0.1 + Double(step) * 0.02), "touch": "move", "x": 187, "y": \#(640 - step * 60)}"#)
    }
    lines.append(#"{"t": 0.3, "snapshot": "sliding"}"#)
    try ReplayRunner(
      environment: HailEnvironment(mapStore: nil, dataDirectory: temporaryDataDirectory()),
      outputDirectory: out
    ).run(
      try ReplayScript(parsing: lines.joined(separator: "\n")))
    let header = view("header", in: try json(out.appendingPathComponent("sliding.json")))
    let model = (header?["frame"] as? [Double])?[1] ?? 0
    let shown = (header?["presentationFrame"] as? [Double])?[1] ?? 0
    #expect(model == -100)
    #expect(shown < 0 && shown > -100)
  }

  @Test func anUnwritableFolderFailsBeforeAnythingRuns() throws {
    let blocker = temporaryDirectory()
    try Data("not a folder".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let script = try ReplayScript(parsing: #"{"t": 0, "snapshot": "a"}"#)
    // The app it started ends with it, as with a replay that runs.
    let ended = AppEnds()
    #expect(throws: ReplayError.unwritable(path: blocker.appendingPathComponent("out").path)) {
      try ReplayRunner(
        environment: HailEnvironment(mapStore: nil, dataDirectory: temporaryDataDirectory()),
        outputDirectory: blocker.appendingPathComponent("out")
      ).run(script)
    }
    #expect(ended.count == 1)
  }
}
