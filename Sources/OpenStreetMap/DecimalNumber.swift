/// A number as a person types it on a command line: an optional sign, decimal digits and an optional
/// fraction (`2`, `-0.5`, `60.1699`). Swift's `Double(_:)` also takes hexadecimal (`0x2`), exponents
/// (`1e308`), `nan` and `inf`, which no option means: each is refused with a reason instead.
public enum DecimalNumber {
  /// The value of `text`, or why it is not a decimal number.
  public static func parse<Text: StringProtocol>(_ text: Text) throws(DecimalNumberError) -> Double {
    let written = String(text)
    var digits = written.utf8[...]
    if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      digits = digits.dropFirst()
    }
    let body = String(decoding: digits, as: UTF8.self).lowercased()
    if body.hasPrefix("0x") { throw .hexadecimal(written) }
    if ["nan", "inf", "infinity"].contains(body) { throw .notFinite(written) }
    var sawDigit = false
    var sawPoint = false
    for byte in digits {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "."):
        guard !sawPoint else { throw .notANumber(written) }
        sawPoint = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        guard sawDigit else { throw .notANumber(written) }
        throw .exponent(written)
      default: throw .notANumber(written)
      }
    }
    guard sawDigit, let value = Double(written) else { throw .notANumber(written) }
    guard value.isFinite else { throw .notFinite(written) }
    return value
  }

  /// `text` as a whole number in decimal (`--limit 10`), or why not.
  public static func parseInteger<Text: StringProtocol>(_ text: Text) throws(DecimalNumberError) -> Int {
    let value = try parse(text)
    guard value == value.rounded(), let whole = Int(exactly: value) else { throw .notWhole(String(text)) }
    return whole
  }
}

/// Why a command-line number was refused; the description is the reason, for a one-line message.
public enum DecimalNumberError: Error, Equatable, Sendable, CustomStringConvertible {
  case hexadecimal(String)
  case exponent(String)
  case notFinite(String)
  case notWhole(String)
  case notANumber(String)

  public var description: String {
    switch self {
    case .hexadecimal(let text): "'\(text)' is hexadecimal; numbers are decimal"
    case .exponent(let text): "'\(text)' has an exponent; write the number out in decimal"
    case .notFinite(let text): "'\(text)' is not a finite number"
    case .notWhole(let text): "'\(text)' is not a whole number"
    case .notANumber(let text): "'\(text)' is not a decimal number"
    }
  }
}
