import Foundation
import HailHarness

/// One `hail` subcommand.
@MainActor
protocol HailCommand {
  /// The word after `hail`.
  static var name: String { get }
  /// One line for the usage text: the arguments and what the command does.
  static var summary: String { get }
  /// Runs the command; returns the process's exit status (2 for bad input, with a one-line message
  /// on standard error).
  static func run(_ arguments: [String]) -> Int32
  /// Whether the command runs the app (its map draws tiles on other threads): malloc is then limited
  /// to one arena first (`ProcessAllocator.limitArenas`). The others — an import decoding on every
  /// core among them — keep glibc's default.
  static var runsTheApp: Bool { get }
}

extension HailCommand {
  static var runsTheApp: Bool { false }
}

/// A bad command line: the message is printed as `hail: MESSAGE` and the exit status is 2.
struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A query that found nothing: the message goes to standard error and the exit status is 1, as
/// grep's is when no line matches (2 stays for bad input).
struct NothingFound: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

@MainActor
enum CommandDispatcher {
  static func dispatch(_ arguments: [String], to commands: [any HailCommand.Type]) -> Int32 {
    guard let name = arguments.first, name != "--help", name != "-h" else {
      print(usage(commands))
      return arguments.isEmpty ? 2 : 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      printError("unknown command '\(name)' (try: \(commands.map { $0.name }.joined(separator: ", ")))")
      return 2
    }
    // Before the command starts any thread.
    if command.runsTheApp { ProcessAllocator.limitArenas() }
    return command.run(Array(arguments.dropFirst()))
  }

  static func usage(_ commands: [any HailCommand.Type]) -> String {
    (["usage: hail COMMAND [ARGUMENTS]", ""] + commands.map { "  \($0.name) \($0.summary)" })
      .joined(separator: "\n")
  }
}

/// Writes `hail: message` to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("hail: \(message)\n".utf8))
}
