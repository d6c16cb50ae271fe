import CThreadPlacement
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
    // The kernel lists cores possible but offline among a thread's allowed ones; placement uses
    // those online.
    let online = try Self.cores(in: "/sys/devices/system/cpu/online")
    for _ in 0..<20 {
      let before = try Self.allowedCores(of: "thread-self").intersection(online)
      let coreBefore = hail_current_core()
      worker.run({}, alongside: {})
      let coreAfter = hail_current_core()
      #expect(try Self.allowedCores(of: "thread-self").intersection(online) == before)
      if before.count >= 2 {
        let core = Int(worker.excludedCore)
        #expect(before.contains(core))
        // The caller's core as `run` read it, between these two reads (a thread moved away and back
        // around that read would fail this (rare: the window is one call long)).
        #expect(core == Int(coreBefore) || core == Int(coreAfter))
        let workers = try Self.allowedCores(of: "self/task/\(worker.threadID)").intersection(online)
        #expect(workers == before.subtracting([core]))
      } else {
        #expect(worker.excludedCore == -1)
      }
    }
  }

  /// The cores a thread may run on, from `/proc/PATH/status`'s `Cpus_allowed_list`.
  private static func allowedCores(of path: String) throws -> Set<Int> {
    let status = try String(contentsOfFile: "/proc/\(path)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    return try cores(listed: line.dropFirst("Cpus_allowed_list:".count))
  }

  private static func cores(in file: String) throws -> Set<Int> {
    try cores(listed: Substring(try String(contentsOfFile: file, encoding: .utf8)))
  }

  /// The cores of a kernel CPU list ("0-3,6").
  private static func cores(listed list: Substring) throws -> Set<Int> {
    var cores: Set<Int> = []
    for item in list.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",") {
      let ends = item.split(separator: "-", omittingEmptySubsequences: false)
      #expect((1...2).contains(ends.count), "not a core or a range: \(item)")
      let first = try #require(Int(ends[0]), "not a core: \(item)")
      let last = try #require(Int(ends[ends.count - 1]), "not a core: \(item)")
      try #require(first <= last, "not a range: \(item)")
      cores.formUnion(first...last)
    }
    return cores
  }
}
