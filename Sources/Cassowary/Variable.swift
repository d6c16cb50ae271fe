/// A variable of one solver, made by `Solver.makeVariable(_:)`: a plain id, cheap to copy and hash.
/// Using a variable with another solver than the one that made it is a programming error.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The variable's tableau symbol.
  let symbol: Int

  public var description: String { "v\(symbol)" }
}
