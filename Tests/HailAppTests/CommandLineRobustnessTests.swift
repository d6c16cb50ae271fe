import Foundation
import OpenStreetMap
import Testing

/// Issue 15's table, row by row, against the `hail` binary: each used to crash, hang, misread its
/// input or clobber a file, and each is now a clean refusal (one line, a specific message, status 2;
/// status 1 for a search that finds nothing, as grep's).
@Suite struct CommandLineRobustnessTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hail-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func refuses(
    _ arguments: [String], with message: String, status expected: Int32 = 2, at line: Int = #line
  ) throws {
    guard HailBinary.isBuilt else {
      Issue.record("\(HailBinary.url.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let (status, stderr, _) = try HailBinary.run(arguments)
    #expect(status == expected, "line \(line): \(stderr)")
    #expect(stderr == "hail: \(message)\n", "line \(line)")
  }

  @Test func importRefusesToWriteOverItsInputBySameFileNotSameName() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("same.osm.pbf")
    let seed = HailBinary.repository.appendingPathComponent("Fuzz/Corpus/pbf/roads-zlib.osm.pbf")
    try FileManager.default.copyItem(at: seed, to: input)
    let hard = folder.appendingPathComponent("hard.osm.pbf")
    try FileManager.default.linkItem(at: input, to: hard)
    let symbolic = folder.appendingPathComponent("link.hailmap")
    try FileManager.default.createSymbolicLink(at: symbolic, withDestinationURL: input)
    let respelled = folder.appendingPathComponent("sub/../same.osm.pbf")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    for output in [input.path, hard.path, symbolic.path, respelled.path] {
      try refuses(
        ["import", input.path, "-o", output],
        with: "-o \(output) is the input extract itself; refusing to overwrite it")
    }
    #expect(try Data(contentsOf: input) == Data(contentsOf: seed))
    // A different file is written as before.
    let (status, _, _) = try HailBinary.run([
      "import", input.path, "-o", folder.appendingPathComponent("out.hailmap").path,
    ])
    #expect(status == 0)
  }

  @Test func replayTimesPastADayAreRefusedAtOnce() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("late.jsonl")
    try Data("{\"t\": 0, \"snapshot\": \"a\"}\n{\"t\": 1e308, \"snapshot\": \"b\"}\n".utf8).write(to: script)
    let out = folder.appendingPathComponent("out")
    try refuses(
      ["replay", script.path, "--out", out.path],
      with: "\(script.path): line 2: \"t\" is 1e+308 s; a replay lasts at most 86400 s (24 h of virtual time)"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aReplayStoppedByItsSecondNameLeavesNothingInOut() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("names.jsonl")
    let long = String(repeating: "名", count: 100)
    try Data("{\"t\": 0, \"snapshot\": \"first\"}\n{\"t\": 0.5, \"snapshot\": \"\(long)\"}\n".utf8).write(
      to: script)
    let out = folder.appendingPathComponent("out")
    try refuses(
      ["replay", script.path, "--out", out.path],
      with: "\(script.path): line 2: \"snapshot\" is 300 bytes in UTF-8; a file name holds at most 250")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["names.jsonl"])
  }

  @Test func aReplayWithWindowsLineEndingsRuns() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("crlf.jsonl")
    try Data("{\"t\": 0.5, \"snapshot\": \"a\"}\r\n{\"t\": 1, \"snapshot\": \"b\"}\r\n".utf8).write(
      to: script)
    let out = folder.appendingPathComponent("out")
    let (status, stderr, _) = try HailBinary.run(["replay", script.path, "--out", out.path])
    #expect(status == 0, "\(stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "a.json", "b.json", "touches.jsonl",
      ])
  }

  @Test func aReplayMayNotWriteOverItsOwnScript() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("a.json")
    let text = Data("{\"t\": 0, \"snapshot\": \"a\"}\n".utf8)
    try text.write(to: script)
    try refuses(
      ["replay", script.path, "--out", folder.path],
      with: "--out \(folder.path) would overwrite the replay's own input \(script.path)")
    #expect(try Data(contentsOf: script) == text)
  }

  @Test(arguments: ["run", "replay", "demo"])
  func scaleIsOneRuleEverywhereAndNeverClamped(command: String) throws {
    // Each command line ends in an unknown argument, which every command refuses while reading its
    // arguments, before any work: a `--scale` wrongly let through fails here at once, instead of
    // going on to render, replay or record a whole demo (as under `make mutants`' 34).
    let rest: [String] =
      switch command {
      case "run": ["--screenshot", "/tmp/hail-never.png", "--never-read"]
      case "replay": ["/nonexistent.jsonl", "--out", "/tmp/hail-never", "--never-read"]
      default: ["--out", "/tmp/hail-never.gif", "--never-read"]
      }
    try refuses([command, "--scale", "2"] + rest, with: "unknown argument '--never-read' for \(command)")
    for value in ["0", "-1", "4", "2.5"] {
      try refuses(
        [command, "--scale", value] + rest,
        with: "--scale takes 1, 2 or 3 (an iPhone's pixels per point), not '\(value)'")
    }
    try refuses(
      [command, "--scale", "1e308"] + rest,
      with: "--scale: '1e308' has an exponent; write the number out in decimal")
    try refuses(
      [command, "--scale", "0x2"] + rest, with: "--scale: '0x2' is hexadecimal; numbers are decimal")
    try refuses([command, "--scale", "nan"] + rest, with: "--scale: 'nan' is not a finite number")
    try refuses([command, "--scale", "inf"] + rest, with: "--scale: 'inf' is not a finite number")
  }

  @Test func numbersOnTheCommandLineAreDecimalOnly() throws {
    try refuses(
      ["route", "--from", "0x3C,0x18", "--to", "60.17,24.94"],
      with:
        "'0x3C,0x18' is not a coordinate: '0x3C' is hexadecimal; numbers are decimal (LAT,LON in decimal degrees)"
    )
    try refuses(
      ["geocode", "6e1,24.94"],
      with:
        "'6e1,24.94' is not a coordinate: '6e1' has an exponent; write the number out in decimal (LAT,LON in decimal degrees)"
    )
    try refuses(
      ["search", "cafe", "--near", "60.17,inf"],
      with: "'60.17,inf' is not a coordinate: 'inf' is not a finite number (LAT,LON in decimal degrees)")
    try refuses(
      ["search", "cafe", "--limit", "0x2"], with: "--limit: '0x2' is hexadecimal; numbers are decimal")
    try refuses(
      ["run", "--screenshot", "/tmp/hail-never.png", "--tap", "0x10,20"],
      with: "--tap: '0x10' is hexadecimal; numbers are decimal")
    try refuses(
      ["run", "--quit-after", "1e3"],
      with: "--quit-after: '1e3' has an exponent; write the number out in decimal")
    try refuses(
      ["run", "--speed", "0x2"], with: "--speed needs a factor above 0 and at most 1000, not '0x2'")
    try refuses(
      ["run", "--fleet", "1e2"], with: "--fleet needs a number of cars from 0 to 10000, not '1e2'")
  }

  @Test func anEmptySearchAndOneWithNoResultSaySoWithStatusOne() throws {
    try refuses(["search", ""], with: "the search text is empty: nothing to look for", status: 1)
    try refuses(["search", "  "], with: "the search text is empty: nothing to look for", status: 1)
    try refuses(["search", "Xyzzyplugh"], with: "no place matches 'Xyzzyplugh'", status: 1)
    let (status, _, printed) = try HailBinary.run(["search", "Kamppi", "--limit", "1"])
    #expect(status == 0)
    #expect(printed.split(separator: "\n").count == 1)
  }

  @Test func extractFailuresAreSpecific() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let seed = try Data(
      contentsOf: HailBinary.repository.appendingPathComponent("Fuzz/Corpus/pbf/roads-zlib.osm.pbf"))
    let cut = folder.appendingPathComponent("cut.osm.pbf")
    try seed.prefix(200).write(to: cut)
    let directory = folder.appendingPathComponent("dir.osm.pbf")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("x.hailmap").path
    try refuses(
      ["import", cut.path, "-o", out],
      with:
        "\(cut.path) is not a readable OpenStreetMap extract: truncated at byte 200: the block at byte 75 needs 309 bytes"
    )
    try refuses(
      ["import", directory.path, "-o", out], with: "cannot open \(directory.path): it is a directory")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// Each input `make fuzz` found crashing the import (libreadosm dereferenced null inside a data
  /// block; `hail import` died of SIGSEGV, status 139) is refused by the block and the reason; the
  /// map whose empty section lay 16 EB past the file's end (a trap converting its offset, status
  /// 132) is refused by the section. The map finding is run from a copy stamped with the current
  /// format version (bytes 8–11, outside every CRC), so it reaches the section check whatever
  /// version it was found under.
  @Test func everyFuzzFindingIsAOneLineRefusal() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let findings = HailBinary.repository.appendingPathComponent("Fuzz/Findings")
    let names = try FileManager.default.contentsOfDirectory(atPath: findings.path).sorted()
    #expect(
      names == [
        "map-queries-empty-section-past-the-end.hailmap", "pbf-import-readosm-segv-2.osm.pbf",
        "pbf-import-readosm-segv.osm.pbf",
      ])
    let reasons = [
      "pbf-import-readosm-segv-2.osm.pbf":
        "corrupt block at byte 65: a varint runs past the end of its message",
      "pbf-import-readosm-segv.osm.pbf": "corrupt block at byte 65: wire type 6",
    ]
    let out = folder.appendingPathComponent("x.hailmap").path
    for (name, reason) in reasons.sorted(by: { $0.key < $1.key }) {
      let input = findings.appendingPathComponent(name).path
      try refuses(
        ["import", input, "-o", out], with: "\(input) is not a readable OpenStreetMap extract: \(reason)")
    }
    #expect(!FileManager.default.fileExists(atPath: out))
    let map = try stampedWithCurrentVersion(
      findings.appendingPathComponent("map-queries-empty-section-past-the-end.hailmap"), into: folder
    ).path
    try refuses(
      ["search", "Kamppi", "--map", map],
      with: "\(map) is not a valid .hailmap: section 20 runs outside the file")
  }

  /// A copy of the map file `finding` in `folder` whose header carries `MapStore.formatVersion`.
  private func stampedWithCurrentVersion(_ finding: URL, into folder: URL) throws -> URL {
    var bytes = try Data(contentsOf: finding)
    #expect(bytes.prefix(8) == Data("HAILMAP\0".utf8))
    withUnsafeBytes(of: MapStore.formatVersion.littleEndian) { bytes.replaceSubrange(8..<12, with: $0) }
    let copy = folder.appendingPathComponent(finding.lastPathComponent)
    try bytes.write(to: copy)
    return copy
  }
}
