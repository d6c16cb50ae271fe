import OpenStreetMap

/// `--fleet N` and `--speed N`, shared by `run`, `replay` and `demo`: the simulated fleet's size and
/// how much faster than real time the ride runs.
enum RideOptions {
  /// A fleet of 0 to 10,000 cars (0: every call ends in "no driver available").
  static func fleet(_ text: String?) throws(UsageError) -> Int {
    guard let text, let count = try? DecimalNumber.parseInteger(text), (0...10_000).contains(count) else {
      throw UsageError("--fleet needs a number of cars from 0 to 10000, not '\(text ?? "")'")
    }
    return count
  }

  /// A factor above 0 and at most 1000.
  static func speed(_ text: String?) throws(UsageError) -> Double {
    guard let text, let factor = try? DecimalNumber.parse(text), factor > 0, factor <= 1_000 else {
      throw UsageError("--speed needs a factor above 0 and at most 1000, not '\(text ?? "")'")
    }
    return factor
  }
}
