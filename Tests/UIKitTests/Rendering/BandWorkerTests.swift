import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The band worker runs beside the main thread, never on its core.
@Suite struct BandWorkerTests {
  /// Where the caller may use two cores or more, each run keeps the worker off the caller's core
  /// (the main thread's, in the app), and leaves the caller's own cores alone; on one core the
  /// worker may run anywhere.
  @Test func theWorkerIsKeptOffTheCallersCore() throws {
    let worker = BandWorker()
    for _ in 0..<20 {
      let before = try Self.allowedCores(of: "thread-self")
      worker.run({}, alongside: {})
      #expect(try Self.allowedCores(of: "thread-self") == before)
      if before.count >= 2 {
        let core = Int(worker.excludedCore)
        #expect(before.contains(core))
        let workers = try Self.allowedCores(of: "self/task/\(worker.threadID)")
        #expect(!workers.contains(core))
        #expect(workers.union([core]) == before)
      } else {
        #expect(worker.excludedCore == -1)
      }
    }
  }

  /// The cores a thread may run on, from `/proc/PATH/status`'s `Cpus_allowed_list` ("0-3,6").
  private static func allowedCores(of path: String) throws -> Set<Int> {
    let status = try String(contentsOfFile: "/proc/\(path)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    var cores: Set<Int> = []
    for range in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
      let ends = range.split(separator: "-").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
      let first = try #require(ends.first)
      cores.formUnion(first...(ends.last ?? first))
    }
    return cores
  }
}
