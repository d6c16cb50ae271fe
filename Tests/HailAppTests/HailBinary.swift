import Foundation

/// The debug `hail` binary that `make test` builds (its `map` step runs `swift run hail`), run from
/// the repository's root as a user would, with no display.
enum HailBinary {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let url = repository.appendingPathComponent(".build/debug/hail")
  static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

  /// Runs `hail ARGUMENTS`; returns its exit status, standard error and standard output.
  static func run(_ arguments: [String]) throws -> (status: Int32, stderr: String, stdout: String) {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = repository
    process.environment = ProcessInfo.processInfo.environment.filter {
      $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY"
    }
    let errors = Pipe()
    let output = Pipe()
    process.standardError = errors
    process.standardOutput = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text, String(decoding: printed, as: UTF8.self))
  }
}
