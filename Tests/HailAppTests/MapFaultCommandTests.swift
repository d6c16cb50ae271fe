import Foundation
import Testing

/// Commands open maps with their sections verified on first use: a fault found by a query is bad
/// input like any other, one line and exit status 2.
@Suite struct MapFaultCommandTests {
  @Test func aCorruptRoadSectionStopsARouteWithStatusTwo() throws {
    let hail = HailBinary.url
    let source = HailBinary.repository.appendingPathComponent("data/helsinki.hailmap")
    guard FileManager.default.isExecutableFile(atPath: hail.path),
      var bytes = FileManager.default.contents(atPath: source.path).map(Array.init)
    else {
      Issue.record("\(hail.path) or \(source.path) is missing: run `make test` first")
      return
    }
    // Section 26 is the road graph's first (LazyVerificationTests checks the index); the table
    // starts at the offset in header bytes 16..<24 and gives each section's offset first.
    let table = bytes[16..<24].withUnsafeBytes { Int($0.loadUnaligned(as: UInt64.self)) }
    let offset = bytes[(table + 26 * 24)..<(table + 26 * 24 + 8)].withUnsafeBytes {
      Int($0.loadUnaligned(as: UInt64.self))
    }
    bytes[offset + 3] ^= 0x10
    let path = NSTemporaryDirectory() + "hail-corrupt-roads-\(getpid()).hailmap"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let process = Process()
    process.executableURL = hail
    process.arguments = ["route", "--map", path, "--from", "60.1699,24.9384", "--to", "60.1687,24.9475"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 2)
    #expect(stderr.contains("\(path) is corrupt: its checksum does not match"), "\(stderr)")
    #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
  }
}
