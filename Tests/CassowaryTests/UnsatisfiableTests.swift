import Cassowary
import Testing

/// Required constraints that cannot hold together: reported with the constraints involved, and the
/// solver is left exactly as before the failed operation.
@Suite struct UnsatisfiableTests {
  private func involved(_ body: () throws -> Void) -> [Constraint]? {
    do {
      try body()
      return nil
    } catch {
      guard case .unsatisfiable(_, let involved) = error as? SolverError else { return nil }
      return involved
    }
  }

  @Test func conflictingEqualities() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let ten = Constraint(x, .equal, 10)
    let twenty = Constraint(x, .equal, 20)
    try solver.add(ten)
    let found = involved { try solver.add(twenty) }
    #expect(found.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(twenty), ObjectIdentifier(ten)])
    #expect(solver.value(of: x) == 10)
    #expect(!solver.contains(twenty))
    try solver.remove(ten)
    try solver.add(twenty)  // after the conflict is gone it goes in
    #expect(solver.value(of: x) == 20)
  }

  @Test func conflictThroughAChainNamesOnlyTheChain() throws {
    // x ≥ y + 10, y ≥ 0, and the bystander z == 3; then x ≤ 5 contradicts the first two.
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let z = solver.makeVariable()
    let above = Constraint(x, .greaterThanOrEqual, y + 10)
    let floor = Constraint(y, .greaterThanOrEqual, 0)
    let bystander = Constraint(z, .equal, 3)
    let soft = Constraint(x, .equal, 50, strength: .strong)
    for constraint in [above, floor, bystander, soft] { try solver.add(constraint) }
    let cap = Constraint(x, .lessThanOrEqual, 5)
    let found = involved { try solver.add(cap) }
    #expect(
      Set((found ?? []).map(ObjectIdentifier.init)) == Set([cap, above, floor].map(ObjectIdentifier.init)))
    #expect(solver.value(of: x) == 50)  // untouched: the strong preference still holds
    #expect(solver.value(of: z) == 3)
    // And the solver still works incrementally afterwards.
    try solver.remove(soft)
    try solver.add(Constraint(x, .equal, 12, strength: .strong))
    #expect(solver.value(of: x) == 12)
  }

  @Test func conflictingConstantChangeKeepsTheOldConstant() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let pin = Constraint(x, .equal, 10)
    let order = Constraint(y, .greaterThanOrEqual, x + 5)
    let cap = Constraint(y, .lessThanOrEqual, 40)
    for constraint in [pin, order, cap] { try solver.add(constraint) }
    let found = involved { try solver.updateConstant(of: pin, to: -50) }  // x == 50 > 40 − 5
    #expect(found != nil)
    #expect(found?.contains { $0 === pin } == true)
    #expect(pin.expression.constant == -10)
    #expect(solver.value(of: x) == 10)
    try solver.updateConstant(of: pin, to: -30)  // x == 30 fits
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) >= 35)
  }

  @Test func redundantEqualityCannotChangeAlone() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let first = Constraint(x, .equal, 10)
    let second = Constraint(x, .equal, 10)
    try solver.add(first)
    try solver.add(second)
    #expect(involved { try solver.updateConstant(of: second, to: -20) } != nil)
    #expect(solver.value(of: x) == 10)
    try solver.remove(first)
    try solver.updateConstant(of: second, to: -20)
    #expect(solver.value(of: x) == 20)
  }
}
