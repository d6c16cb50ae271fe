import Cassowary
import Foundation

/// How much a constraint matters, 1…1000 (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  // Apple's constants (UIKit's UILayoutPriority documentation).
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// The solver strength: required stays required; below it, the weight grows tenfold every 200
  /// points (10^(p/200): 1.78 at 50, 17.8 at 250, 5,623 at 750, 99,000 at 999), so each priority
  /// outweighs the one below it and a 750 constraint outweighs 316 at 250, while the largest
  /// weights stay near kiwi's `strong` where the solver's 1e-8 zero test is safe.
  var strength: Strength {
    rawValue >= 1000 ? .required : Strength(pow(10, Double(max(rawValue, 1)) / 200))
  }
}
