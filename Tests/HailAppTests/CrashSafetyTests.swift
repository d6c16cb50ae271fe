import Foundation
import OpenStreetMap
import Testing

/// Every file `hail` writes is written whole or not at all: a writer killed with SIGKILL at a random
/// point never leaves a torn file under the name it writes. Maps and replay output go to a hidden
/// partial sibling renamed into place (`PartialFile`); PNGs and GIFs the same way in their modules.
@Suite(.serialized) struct CrashSafetyTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hail-kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Starts `hail ARGUMENTS`, kills it after `delay` seconds (if still running), and waits for it.
  private func runKilled(_ arguments: [String], after delay: TimeInterval) throws {
    let process = Process()
    process.executableURL = HailBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = HailBinary.repository
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(useconds_t(delay * 1_000_000))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  private func duration(of arguments: [String]) throws -> TimeInterval {
    let start = Date()
    let (status, stderr, _) = try HailBinary.run(arguments)
    #expect(status == 0, "\(stderr)")
    return Date().timeIntervalSince(start)
  }

  @Test func anImportKilledTwoHundredTimesNeverLeavesATornMap() throws {
    guard HailBinary.isBuilt else {
      Issue.record("\(HailBinary.url.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = HailBinary.repository.appendingPathComponent("Fuzz/Corpus/pbf/roads-zlib.osm.pbf").path
    let output = folder.appendingPathComponent("out.hailmap")
    let arguments = ["import", input, "-o", output.path]
    let whole = try duration(of: arguments)
    let reference = try MapStore(contentsOf: output.path)
    try FileManager.default.removeItem(at: output)
    var generator = SystemRandomNumberGenerator()
    var complete = 0
    for _ in 0..<200 {
      try runKilled(arguments, after: Double.random(in: 0...(whole * 1.2), using: &generator))
      guard FileManager.default.fileExists(atPath: output.path) else { continue }
      let map = try MapStore(contentsOf: output.path)
      #expect(map.hasSameContents(as: reference))
      complete += 1
    }
    // The next import removes what killed ones left behind.
    _ = try duration(of: arguments)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.hailmap"])
    #expect(complete > 0)
  }

  @Test func aKilledReplayLeavesItsOutputWholeOrAbsent() throws {
    guard HailBinary.isBuilt else {
      Issue.record("\(HailBinary.url.path) is missing: run `make test` (or `swift build`) first")
      return
    }
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.jsonl")
    try Data(
      "{\"t\": 0.2, \"touch\": \"down\", \"x\": 187, \"y\": 300}\n{\"t\": 0.3, \"touch\": \"up\", \"x\": 187, \"y\": 300}\n{\"t\": 0.5, \"snapshot\": \"a\"}\n{\"t\": 0.5, \"screenshot\": \"a\"}\n"
        .utf8
    ).write(to: script)
    // On the fuzz corpus's small map the app starts in a fifth of the time the Helsinki one takes.
    let map = folder.appendingPathComponent("small.hailmap")
    let seed = HailBinary.repository.appendingPathComponent("Fuzz/Corpus/pbf/roads-zlib.osm.pbf").path
    _ = try duration(of: ["import", seed, "-o", map.path])
    let out = folder.appendingPathComponent("out")
    let arguments = ["replay", script.path, "--out", out.path, "--map", map.path]
    let whole = try duration(of: arguments)
    try FileManager.default.removeItem(at: out)
    for _ in 0..<20 {
      try runKilled(arguments, after: Double.random(in: 0...(whole * 1.2)))
      guard FileManager.default.fileExists(atPath: out.path) else { continue }
      let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
      #expect(names == ["a.json", "a.png", "touches.jsonl"])
      let snapshot = try JSONSerialization.jsonObject(
        with: Data(contentsOf: out.appendingPathComponent("a.json")))
      #expect((snapshot as? [String: Any])?["views"] != nil)
      let png = try Data(contentsOf: out.appendingPathComponent("a.png"))
      // A whole PNG: its signature, and its last chunk IEND (empty, with its CRC).
      #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      #expect(png.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    }
    _ = try duration(of: arguments)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "out", "script.jsonl", "small.hailmap",
      ])
  }
}
