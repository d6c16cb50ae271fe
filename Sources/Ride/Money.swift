import Foundation

/// An amount of money in a currency's minor unit (cents): integer arithmetic, so a receipt's
/// items add up to its total exactly. Every currency Hail's tariffs use has two decimals.
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// Hundredths of the currency's unit.
  public var cents: Int
  /// ISO 4217 code, such as "EUR".
  public var currency: String

  public init(cents: Int, currency: String) {
    self.cents = cents
    self.currency = currency
  }

  public static func zero(_ currency: String) -> Money { Money(cents: 0, currency: currency) }

  /// The amount in the currency's unit, as the replay snapshot's fares are (5.9 for 5.90 €).
  public var amount: Double { Double(cents) / 100 }

  public static func + (lhs: Money, rhs: Money) -> Money {
    precondition(lhs.currency == rhs.currency, "adding \(lhs.currency) to \(rhs.currency)")
    return Money(cents: lhs.cents + rhs.cents, currency: lhs.currency)
  }

  public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

  /// "5.90 EUR": plain and locale-free, for logs and the command line.
  public var description: String {
    "\(sign)\(unitsText) \(currency)"
  }

  /// "€12.40": the currency's symbol before the amount with two decimals, as the receipt, the
  /// prices and the trip notifications show it in either language; a currency without a symbol
  /// here keeps its code after the amount ("12.40 SEK").
  public var symbolText: String {
    guard let symbol = Self.symbols[currency] else { return description }
    return "\(sign)\(symbol)\(unitsText)"
  }

  private static let symbols = ["EUR": "€", "CNY": "¥", "USD": "$", "GBP": "£"]

  private var sign: String { cents < 0 ? "-" : "" }

  /// The amount without its sign, two decimals ("12.05"): from the cents' magnitude, which the
  /// most negative `Int` has too (`abs` traps on it), and without `String(format:)`, whose
  /// arguments the runtime casts one by one (slow the first time, in the frame that shows prices).
  private var unitsText: String {
    let magnitude = cents.magnitude
    let hundredths = magnitude % 100
    return "\(magnitude / 100).\(hundredths < 10 ? "0" : "")\(hundredths)"
  }

  /// `numerator / denominator` cents, rounded to the nearest cent with halves away from zero:
  /// the one rounding rule of every fare item (docs/ARCHITECTURE.md, "Fares").
  static func rounded(_ numerator: Int, over denominator: Int) -> Int {
    precondition(denominator > 0)
    let magnitude = (2 * abs(numerator) + denominator) / (2 * denominator)
    return numerator < 0 ? -magnitude : magnitude
  }
}
