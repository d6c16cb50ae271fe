import Foundation

/// How far an import has got: its phase and, while the extract is read, the bytes read of the
/// file's size. `MapStore.importExtract(at:progress:)` and `importExtract(at:writingTo:progress:)`
/// report it as they go.
public struct ImportProgress: Sendable, Equatable {
  public enum Phase: String, Sendable, CaseIterable {
    /// Decoding the extract (bytes read of the file's size).
    case reading
    /// Features, places and addresses from the ways.
    case building
    /// The road graph, its turns and restrictions; then the multipolygons' areas and the sea, while
    /// the contraction hierarchy is begun on another thread.
    case routing
    /// The map's indexes.
    case indexing
    /// The `.hailmap` written out (`importExtract(at:writingTo:progress:)` only), beside the end of the
    /// contraction hierarchy, whose sections go last.
    case writing
  }

  public var phase: Phase
  public var bytesRead: Int64
  public var totalBytes: Int64

  public init(phase: Phase, bytesRead: Int64 = 0, totalBytes: Int64 = 0) {
    self.phase = phase
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }

  /// Whether a command shows progress: on a terminal (standard error) that is not CI's nor a dumb
  /// one; piped or in CI it prints only its summary.
  public static func isShown(onTerminal isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && environment["CI"] == nil && environment["TERM"] != "dumb"
  }

  /// One terminal line: the phase and, while reading, the bytes read of the total, the rate and the
  /// time left at that rate; `elapsed` is the seconds spent in this phase so far.
  ///
  ///     reading   23.4 of 61.0 MB   9.8 MB/s   4 s left
  ///     routing   2.1 s
  public func line(elapsed: Double) -> String {
    let name = phase.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
    guard phase == .reading, totalBytes > 0 else { return name + String(format: " %.1f s", elapsed) }
    let megabytes = { (bytes: Int64) in Double(bytes) / 1_000_000 }
    var line = name + String(format: " %5.1f of %.1f MB", megabytes(bytesRead), megabytes(totalBytes))
    if elapsed > 0, bytesRead > 0 {
      let rate = Double(bytesRead) / elapsed
      let left = Double(max(totalBytes - bytesRead, 0)) / rate
      line += String(format: "   %.1f MB/s   %.0f s left", rate / 1_000_000, left.rounded(.up))
    }
    return line
  }
}
