import Foundation

/// Reads one JSON object's fields, each by a path (`waiting.perHour`, `periods[0].days[2]`) for
/// errors. Fields outside `allowed` are refused first, so a misspelt field is reported as itself
/// rather than as the right name missing.
struct JSONObjectReader {
  let path: String
  private let fields: [String: JSONValue]

  init(_ value: JSONValue, path: String, allowed: Set<String>) throws(JSONFieldError) {
    guard case .object(let fields) = value else {
      throw JSONFieldError(field: path, problem: "expected an object, found \(value.kindName)")
    }
    self.path = path
    self.fields = fields
    if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw JSONFieldError(field: self.path(unknown), problem: "unknown field")
    }
  }

  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The field's value; nil when it is absent (or null) and `optional`.
  func value(_ key: String, optional: Bool = false) throws(JSONFieldError) -> JSONValue? {
    guard let value = fields[key], value != .null else {
      if optional { return nil }
      throw JSONFieldError(field: path(key), problem: "missing")
    }
    return value
  }

  func string(_ key: String) throws(JSONFieldError) -> String {
    let value = try value(key)!
    guard case .string(let text) = value, !text.isEmpty else {
      throw JSONFieldError(field: path(key), problem: "expected a non-empty string, found \(value.kindName)")
    }
    return text
  }

  /// A number within `range`, with at most `decimals` decimal places.
  func number(_ key: String, in range: ClosedRange<Double>, decimals: Int, optional: Bool = false)
    throws(JSONFieldError) -> Double?
  {
    guard let value = try value(key, optional: optional) else { return nil }
    return try JSONObjectReader.number(value, at: path(key), in: range, decimals: decimals)
  }

  static func number(_ value: JSONValue, at path: String, in range: ClosedRange<Double>, decimals: Int)
    throws(JSONFieldError) -> Double
  {
    guard case .number(let number) = value else {
      throw JSONFieldError(field: path, problem: "expected a number, found \(value.kindName)")
    }
    guard range.contains(number) else {
      throw JSONFieldError(
        field: path, problem: "\(number) is out of range (\(range.lowerBound) to \(range.upperBound))")
    }
    let scale = pow(10, Double(decimals))
    guard abs(number * scale - (number * scale).rounded()) < 1e-6 else {
      throw JSONFieldError(field: path, problem: "\(number) has more than \(decimals) decimals")
    }
    return number
  }

  /// An array, each element with its path (`key[i]`).
  func array(_ key: String) throws(JSONFieldError) -> [(value: JSONValue, path: String)] {
    let value = try value(key)!
    guard case .array(let elements) = value else {
      throw JSONFieldError(field: path(key), problem: "expected an array, found \(value.kindName)")
    }
    return elements.enumerated().map { ($0.element, "\(path(key))[\($0.offset)]") }
  }

  func object(_ key: String, allowed: Set<String>) throws(JSONFieldError) -> JSONObjectReader {
    try JSONObjectReader(try value(key)!, path: path(key), allowed: allowed)
  }
}
