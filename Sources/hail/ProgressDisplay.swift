import Foundation
import OpenStreetMap

/// Shows an import's progress on one terminal line, redrawn in place five times a second (also
/// during phases that report nothing until they end, so their time keeps counting). Only on a
/// terminal: piped, or in CI (`CI` set), it shows nothing and the command prints only its summary.
final class ProgressDisplay: @unchecked Sendable {
  let isActive: Bool
  /// Guards the fields below: the importing thread updates them, the ticker thread draws them.
  private let lock = NSLock()
  private var progress: ImportProgress?
  private var phaseStart = 0.0
  private var finished = false

  init(
    isTerminal: Bool = isatty(STDERR_FILENO) != 0,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    isActive = ImportProgress.isShown(onTerminal: isTerminal, environment: environment)
    guard isActive else { return }
    Thread.detachNewThread { [self] in
      while lock.withLock({ !finished }) {
        draw()
        Thread.sleep(forTimeInterval: 0.2)
      }
    }
  }

  func update(_ progress: ImportProgress) {
    guard isActive else { return }
    lock.withLock {
      if progress.phase != self.progress?.phase { phaseStart = ProcessInfo.processInfo.systemUptime }
      self.progress = progress
    }
  }

  private func draw() {
    lock.withLock {
      guard !finished, let progress else { return }
      let line = progress.line(elapsed: ProcessInfo.processInfo.systemUptime - phaseStart)
      // Carriage return and erase-line: the line is redrawn in place.
      FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
    }
  }

  /// Stops drawing and clears the line, before the summary.
  func finish() {
    guard isActive else { return }
    lock.withLock {
      guard !finished else { return }
      finished = true
      FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
  }
}
