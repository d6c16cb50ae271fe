/// `coefficient · variable`.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `Σ coefficient·variable + constant`.
public struct Expression: Hashable, Sendable {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The expression's value for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }
}

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + rhs * -1
  }

  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }

  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
  public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
  public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
  public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
}
