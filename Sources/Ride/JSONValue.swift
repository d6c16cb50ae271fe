import Foundation

/// A parsed JSON document kept as its kinds (a number stays apart from a boolean), so a reader can
/// say exactly which field has the wrong kind.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses `data`; the error is JSONDecoder's own account of where the text stops being JSON.
  static func parse(_ data: Data) throws(JSONFieldError) -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      throw JSONFieldError(field: "", problem: "not valid JSON (\(underlying ?? context.debugDescription))")
    } catch {
      throw JSONFieldError(field: "", problem: "not valid JSON (\(error))")
    }
  }

  /// What the value is, for error messages.
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A field of a JSON document that is missing or wrong.
struct JSONFieldError: Error, Equatable {
  var field: String
  var problem: String
}
