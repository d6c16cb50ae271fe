import Foundation

/// Where an atomic write puts its bytes before renaming them over the target: a hidden sibling
/// `.NAME.PID.RANDOM.partial` (same directory, so the rename is atomic). A writer killed before the
/// rename leaves one behind; the next write to the same target removes those whose process is gone.
public enum PartialFile {
  /// A fresh partial path for `target`.
  public static func path(for target: URL) -> URL {
    let random = UInt32.random(in: 0...UInt32.max)
    return target.deletingLastPathComponent()
      .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(String(random, radix: 16)).partial")
  }

  /// Removes the partial files and folders of `target` left by processes that no longer run.
  public static func removeAbandoned(for target: URL) {
    let folder = target.deletingLastPathComponent()
    let prefix = ".\(target.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".partial") {
      let fields = name.dropFirst(prefix.count).split(separator: ".")
      guard fields.count == 3, let pid = pid_t(fields[0]), pid > 0 else { continue }
      if kill(pid, 0) == -1 && errno == ESRCH {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }
}
