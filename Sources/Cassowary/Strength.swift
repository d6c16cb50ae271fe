/// How much a constraint matters: its errors enter the objective weighted by `weight`. The named
/// strengths and the required weight are kiwi's (`strength::create(a, b, c)` = a·10⁶ + b·10³ + c).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
  public let weight: Double

  /// Clipped to `0...required.weight`, as kiwi clips.
  public init(_ weight: Double) {
    self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.requiredWeight)
  }

  private static let requiredWeight = 1_001_001_000.0

  public static let required = Strength(requiredWeight)
  public static let strong = Strength(1_000_000)
  public static let medium = Strength(1_000)
  public static let weak = Strength(1)

  /// A required constraint must hold; it gets no error variable.
  public var isRequired: Bool { weight >= Strength.requiredWeight }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

  public var description: String { isRequired ? "required" : "\(weight)" }
}
