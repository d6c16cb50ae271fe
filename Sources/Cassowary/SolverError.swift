/// Why the solver refused an operation. The solver is unchanged after any of them.
public enum SolverError: Error, CustomStringConvertible {
  /// A required constraint conflicts with required constraints already in the solver. `involved`
  /// are the constraints whose combination contradicts it (itself first): the Farkas certificate
  /// read off the phase-one objective.
  case unsatisfiable(Constraint, involved: [Constraint])
  case duplicateConstraint(Constraint)
  case unknownConstraint(Constraint)
  case duplicateEditVariable(Variable)
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required (a required edit could never be suggested away).
  case requiredEditStrength(Variable)
  /// The tableau lost an invariant (an unbounded objective): a bug, reported instead of a crash.
  case internalFailure(String)

  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let involved):
      "unsatisfiable constraint \(constraint); involved: \(involved.map(\.description))"
    case .duplicateConstraint(let constraint): "duplicate constraint \(constraint)"
    case .unknownConstraint(let constraint): "unknown constraint \(constraint)"
    case .duplicateEditVariable(let variable): "duplicate edit variable \(variable)"
    case .unknownEditVariable(let variable): "unknown edit variable \(variable)"
    case .requiredEditStrength(let variable): "edit variable \(variable) cannot be required"
    case .internalFailure(let reason): "internal solver failure: \(reason)"
    }
  }
}
