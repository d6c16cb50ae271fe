import Cassowary
import Testing

@Suite struct EditVariableTests {
  @Test func suggestedValuesFollowWithinBounds() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(Constraint(x, .lessThanOrEqual, 100))
    try solver.add(Constraint(y, .equal, 2 * x))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 30)
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 60)
    try solver.suggestValue(x, 250)  // beyond the required bound: clamped
    #expect(solver.value(of: x) == 100)
    try solver.suggestValue(x, -7)
    #expect(solver.value(of: y) == -14)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
  }

  @Test func strongerEditBeatsWeakerConstraint() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(Constraint(x, .equal, 10, strength: .medium))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 42)
    #expect(solver.value(of: x) == 42)
    try solver.removeEditVariable(x)
    #expect(solver.value(of: x) == 10)
  }

  @Test func misuseIsReportedNotFatal() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    #expect(throws: SolverError.self) { try solver.suggestValue(x, 1) }
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
    try solver.addEditVariable(x, strength: .weak)
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(solver.makeVariable()) }
  }
}
