import Foundation
@_spi(Hail) import UIKit

/// Where the benchmarks' app sessions keep their data: a fresh folder each, inside one folder of
/// this process's in the temporary directory. The user's own (`~/.local/share/hail`) would change
/// what is measured (a saved language or appearance, past rides) and would be written to.
@MainActor
enum BenchmarkData {
  private static let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "hail-bench-\(getpid())")

  /// A folder no session has used; the app makes it when it first writes.
  static func freshDirectory() -> URL {
    root.appendingPathComponent(UUID().uuidString)
  }

  /// Ends the app, so no write of its data lands after (and makes the folder again), then removes
  /// `folder` (one of `freshDirectory()`'s), or every session's data.
  static func endAppAndRemove(_ folder: URL? = nil) {
    UIApplication.shared.terminate()
    try? FileManager.default.removeItem(at: folder ?? root)
  }
}
