import Foundation
@_spi(Hail) import HailHarness
import Testing

/// `hail`'s answers to bad input: one line on stderr, exit status 2, nothing written. Runs the debug
/// binary that `make test` builds (its `map` step runs `swift run hail`).
@Suite struct CommandLineTests {
  static let hail = HailBinary.url

  private func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let (status, stderr, _) = try HailBinary.run(arguments)
    return (status, stderr)
  }

  @Test(arguments: [
    (["frobnicate"], "unknown command 'frobnicate'", #line),
    (["run", "--device", "ipad"], "unknown device 'ipad'", #line),
    (["run", "--lang", "fr"], "unknown language 'fr'", #line),
    (["run", "--appearance", "sepia"], "--appearance takes light or dark, not 'sepia'", #line),
    (["replay", "x.jsonl", "--appearance"], "--appearance takes light or dark, not ''", #line),
    (["run", "--speed", "0"], "--speed needs a factor above 0 and at most 1000, not '0'", #line),
    (["run", "--fleet", "many"], "--fleet needs a number of cars from 0 to 10000, not 'many'", #line),
    (
      ["replay", "x.jsonl", "--fleet", "-1"], "--fleet needs a number of cars from 0 to 10000, not '-1'",
      #line
    ),
    (["replay", "x.jsonl", "--speed"], "--speed needs a factor above 0 and at most 1000, not ''", #line),
    (["demo", "--speed", "1e9"], "--speed needs a factor above 0 and at most 1000, not '1e9'", #line),
    (
      ["run", "--tariffs", "/nonexistent", "--screenshot", "/tmp/hail-never.png"],
      "/nonexistent/helsinki/express.json: missing", #line
    ),
    (
      ["run", "--map", "/nonexistent.hailmap", "--screenshot", "/tmp/hail-never.png"],
      "cannot open /nonexistent.hailmap", #line
    ),
    (["replay", "/nonexistent.jsonl", "--out", "/tmp/hail-never"], "cannot read the script", #line),
    (["demo"], "demo needs --out FILE.gif", #line),
    (["demo", "--out", "/nonexistent-folder/demo.gif"], "the folder does not exist", #line),
    (["route", "--from", "abc", "--to", "60.17,24.94"], "'abc' is not a coordinate", #line),
    (["compare-png", "a.png", "b.png", "--crop", "1,2"], "--crop needs X,Y,W,H", #line),
    (["run", "--text", "Kamppi"], "--text applies to a headless --screenshot of --typing-test only", #line),
    (
      ["route", "--from", "60.17,24.94", "--to", "60.17,24.95", "--lang", "fr"], "unknown language 'fr'",
      #line
    ),
    (["route", "--pairs", "/nonexistent-pairs.txt"], "cannot read pairs file", #line),
    (["benchmark-window", "--frames"], "benchmark-window takes only --display", #line),
    (
      ["fare", "--from", "60.167,24.944", "--to", "60.176,24.948", "--at", "noon"], "'noon' is not a time",
      #line
    ),
    (
      ["fare", "--from", "60.167,24.944", "--to", "60.176,24.948", "--city", "tampere"],
      "tampere/express.json: missing", #line
    ),
  ])
  func badInputIsOneLineAndStatusTwo(arguments: [String], message: String, line: Int) throws {
    guard FileManager.default.isExecutableFile(atPath: Self.hail.path) else {
      Issue.record("\(Self.hail.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let (status, stderr) = try run(arguments)
    #expect(status == 2, "row at line \(line)")
    #expect(stderr.contains(message), "row at line \(line): \(stderr)")
    #expect(stderr.split(separator: "\n").count == 1, "row at line \(line): \(stderr)")
  }

  @Test func aMalformedReplayNamesItsLineAndWritesNothing() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.hail.path) else {
      Issue.record("\(Self.hail.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("bad.jsonl")
    try Data(
      "{\"t\": 0, \"snapshot\": \"ok\"}\n{\"t\": 0.1, \"touch\": \"sideways\", \"x\": 1, \"y\": 2}\n".utf8
    )
    .write(to: script)
    let out = folder.appendingPathComponent("out")
    let (status, stderr) = try run(["replay", script.path, "--out", out.path])
    #expect(status == 2)
    #expect(stderr.contains("line 2: \"touch\" must be \"down\", \"move\" or \"up\", not \"sideways\""))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func typingWithNothingToTypeIntoIsOneLineAndStatusTwo() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.hail.path) else {
      Issue.record("\(Self.hail.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("type.jsonl")
    try Data("{\"t\": 0.5, \"text\": \"Kaisaniemi\"}\n".utf8).write(to: script)
    let (status, stderr) = try run([
      "replay", script.path, "--out", folder.appendingPathComponent("out").path,
    ])
    #expect(status == 2)
    #expect(stderr.contains("line 1: \"text\" needs a text field being edited"))
    #expect(stderr.split(separator: "\n").count == 1)
  }

  @Test func aBrokenTariffNamesItsFileAndField() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.hail.path) else {
      Issue.record("\(Self.hail.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let city = folder.appendingPathComponent("helsinki")
    try FileManager.default.createDirectory(at: city, withIntermediateDirectories: true)
    let tariffs = HailBinary.repository.appendingPathComponent("tariffs/helsinki")
    try FileManager.default.copyItem(
      at: tariffs.appendingPathComponent("express.json"), to: city.appendingPathComponent("express.json"))
    let taxi = try String(contentsOf: tariffs.appendingPathComponent("taxi.json"), encoding: .utf8)
    try taxi.replacingOccurrences(of: "\"perKilometre\": 1.60", with: "\"perKilometre\": \"1.60\"")
      .write(to: city.appendingPathComponent("taxi.json"), atomically: true, encoding: .utf8)
    let line = "hail: \(city.path)/taxi.json: perKilometre: expected a number, found a string\n"
    let fare = try run(["fare", "--from", "60.167,24.944", "--to", "60.176,24.948", "--tariffs", folder.path])
    #expect(fare.status == 2)
    #expect(fare.stderr == line, "\(fare.stderr)")
    // `hail run` stops the same way before it draws anything.
    let screenshot = folder.appendingPathComponent("never.png")
    let run = try run(["run", "--tariffs", folder.path, "--screenshot", screenshot.path])
    #expect(run.status == 2)
    #expect(run.stderr == line, "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: screenshot.path))
  }
}
