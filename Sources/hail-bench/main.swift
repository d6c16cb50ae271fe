import Foundation

let usage = """
  usage: hail-bench engine [--iterations N]
         hail-bench --help

  engine           measure the UIKit engine headless; prints one `name value unit` line per figure
  --iterations N   timed batches per figure, a positive integer (default 9); each figure is the
                   median batch's time per operation, after one untimed warm-up batch
  """

/// What the command line asks for.
enum Command: Equatable {
  case help
  case engine(batches: Int)
}

/// A command line that does not parse; `message` is the one line printed before exiting with 2.
struct UsageError: Error {
  let message: String
}

func parse(_ arguments: [String]) throws(UsageError) -> Command {
  var sawEngine = false
  var batches = 9
  var remaining = arguments[...]
  while let argument = remaining.popFirst() {
    switch argument {
    case "--help", "-h":
      return .help
    case "--iterations",
      _ where argument.hasPrefix("--iterations="):
      let inline = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
      guard let value = inline ?? remaining.popFirst() else {
        throw UsageError(message: "--iterations needs a value, a positive integer")
      }
      guard let count = Int(value), count > 0 else {
        throw UsageError(message: "--iterations must be a positive integer, not '\(value)'")
      }
      batches = count
    case _ where argument.hasPrefix("-"):
      throw UsageError(message: "unknown option '\(argument)'")
    default:
      guard !sawEngine else { throw UsageError(message: "unexpected argument '\(argument)'") }
      guard argument == "engine" else { throw UsageError(message: "unknown subcommand '\(argument)'") }
      sawEngine = true
    }
  }
  guard sawEngine else { throw UsageError(message: "missing subcommand 'engine'") }
  return .engine(batches: batches)
}

do {
  switch try parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(usage)
  case .engine(let batches):
    EngineBenchmarks.run(sampler: Sampler(batches: batches))
  }
} catch {
  FileHandle.standardError.write(
    Data("hail-bench: \(error.message) (usage: hail-bench engine [--iterations N], or --help)\n".utf8))
  exit(2)
}
