/// How a constraint's expression relates to zero.
public enum Relation: Sendable {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual
}

/// `expression relation 0` at a strength. A reference type: the solver adds and removes a
/// constraint by identity, as kiwi does. One constraint belongs to at most one solver at a time.
/// A constraint is used on its solver's thread only; it is marked Sendable so that `SolverError`
/// (an `Error`, which must be Sendable) can name the constraints involved.
public final class Constraint: @unchecked Sendable, CustomStringConvertible {
  /// The expression, with its current constant (`Solver.updateConstant(of:to:)` changes it).
  public internal(set) var expression: Expression
  public let relation: Relation
  public let strength: Strength

  /// The constraint's slot in the solver that holds it, or -1.
  var slot = -1

  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// `lhs relation rhs`, kept as `lhs − rhs relation 0`.
  public convenience init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  public convenience init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    self.init(Expression(lhs) - rhs, relation, strength: strength)
  }

  public convenience init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required
  ) {
    self.init(Expression(lhs) - rhs, relation, strength: strength)
  }

  /// How far the values miss the constraint (0 when it holds).
  public func violation(_ valueOf: (Variable) -> Double) -> Double {
    let value = expression.value(valueOf)
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  public var description: String {
    let terms = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
    let relation =
      switch self.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    return "\(terms) + \(expression.constant) \(relation) 0 (\(strength))"
  }
}
