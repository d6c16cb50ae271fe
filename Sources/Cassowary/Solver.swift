/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 8(4), 2001), following kiwi's formulation: required
/// and weighted constraints, equalities and inequalities, edit variables, and dual simplex
/// re-optimisation after a suggested value or a changed constant.
///
/// The tableau is a set of rows `basic = constant + Σ coefficient·symbol`. Beyond kiwi it keeps a
/// column index (which rows hold each symbol), so a pivot touches only the rows that hold the
/// entering symbol instead of scanning every row, and the objective as a dense array with the list
/// of its negative cells, so choosing an entering symbol does not scan the whole objective.
///
/// After every operation the solution is optimal; `value(of:)` reads it in O(1).
public final class Solver {
  var tableau = Tableau()

  public init() {}

  /// A new variable of this solver, valued 0 until constraints say otherwise.
  public func makeVariable() -> Variable {
    Variable(symbol: tableau.makeSymbol(.external))
  }

  /// The variable's value in the current optimal solution.
  @inline(__always) public func value(of variable: Variable) -> Double {
    tableau.value(of: variable)
  }

  /// Whether the constraints pin `variable`: false when it is a free parameter of the solution
  /// (non-basic) or depends on one — moving it would keep every constraint as satisfied.
  public func isDetermined(_ variable: Variable) -> Bool {
    tableau.isDetermined(variable)
  }

  /// Whether `constraint` is in this solver.
  public func contains(_ constraint: Constraint) -> Bool {
    tableau.contains(constraint)
  }

  /// The constraints in the solver (edit constraints included), in no particular order.
  public var constraints: [Constraint] { tableau.tags.compactMap(\.constraint) }

  /// The variables whose values may have changed since the last call (each once), and forgets them.
  public func takeChangedVariables() -> [Variable] {
    tableau.takeChangedVariables()
  }

  /// Adds `constraint` and re-optimises. A required constraint that contradicts the required
  /// constraints already present throws `.unsatisfiable` and leaves the solver as it was.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try tableau.add(constraint)
  }

  /// Removes `constraint` and re-optimises.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try tableau.remove(constraint)
  }

  /// Sets the constant of `constraint`'s expression and re-solves incrementally (the dual simplex
  /// from the shifted constants, no rebuild). If the new constant contradicts required
  /// constraints, the old one is kept and `.unsatisfiable` is thrown.
  public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    try tableau.updateConstant(of: constraint, to: constant)
  }

  /// Makes `variable` editable at `strength` (which cannot be required), starting at value 0.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try tableau.addEditVariable(variable, strength: strength)
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try tableau.removeEditVariable(variable)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.edits[variable.symbol] != nil
  }

  /// Asks for `variable` to be `value`, as strongly as its edit strength, and re-solves.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    try tableau.suggestValue(variable, value)
  }
}
