import Foundation
import Testing

/// The cores a thread may run on, read from `/proc` as `taskset -p` shows them: a check on the
/// placement calls that does not go through them.
enum AllowedCores {
  /// The cores the thread at `/proc/PATH` ("thread-self", "self/task/TID") may run on that are
  /// online: the kernel lists cores possible but offline among a thread's allowed ones, and
  /// placement uses those online.
  static func of(_ path: String) throws -> Set<Int> {
    let status = try String(contentsOfFile: "/proc/\(path)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    return try cores(listed: line.dropFirst("Cpus_allowed_list:".count)).intersection(online())
  }

  private static func online() throws -> Set<Int> {
    let list = try String(contentsOfFile: "/sys/devices/system/cpu/online", encoding: .utf8)
    return try cores(listed: Substring(list))
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
