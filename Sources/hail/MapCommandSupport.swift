import Foundation
import OpenStreetMap

/// Argument parsing shared by the map commands (`import`, `route`, `geocode`, `search`, `benchmark-map`).
struct MapArguments {
  /// The default map, imported by `make map`.
  static let defaultMap = "data/helsinki.hailmap"

  var positional: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []

  /// Splits `arguments` into positionals, `--name VALUE` options and bare `--flag`s; anything else
  /// starting with `-` is a usage error.
  init(_ arguments: [String], command: String, options valued: Set<String>, flags known: Set<String> = [])
    throws
  {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if valued.contains(argument) {
        guard let value = remaining.popFirst() else { throw UsageError("\(argument) needs a value") }
        options[argument] = value
      } else if known.contains(argument) {
        flags.insert(argument)
      } else if argument.hasPrefix("-") && (try? DecimalNumber.parse(argument)) == nil
        && Coordinate(parsing: argument) == nil
      {
        throw UsageError("unknown option '\(argument)' for \(command)")
      } else {
        positional.append(argument)
      }
    }
  }

  func coordinate(_ text: String) throws -> Coordinate {
    guard let coordinate = Coordinate(parsing: text) else { throw MapError.invalidCoordinate(text) }
    return coordinate
  }

  /// Loads `--map FILE` or the default map.
  func loadMap() throws -> MapStore {
    let path = options["--map"] ?? MapArguments.defaultMap
    if options["--map"] == nil && !FileManager.default.fileExists(atPath: path) {
      throw UsageError("no map at \(path): run `make map` (or hail import … -o \(path))")
    }
    return try MapStore(contentsOf: path, verification: MapArguments.verification)
  }

  /// How commands open maps: each group of sections verified when first read, so a command reads
  /// only what it uses; a fault found then is bad input like any other (one line, exit 2).
  static let verification = MapVerification.onFirstUse { error in
    printError("\(error)")
    exit(2)
  }

  /// Runs `body`, turning thrown errors into one line on standard error and exit status 2 (1 for
  /// `NothingFound`).
  @MainActor
  static func run(_ body: () throws -> Void) -> Int32 {
    do {
      try body()
      return 0
    } catch let nothing as NothingFound {
      printError(nothing.description)
      return 1
    } catch {
      printError("\(error)")
      return 2
    }
  }
}
