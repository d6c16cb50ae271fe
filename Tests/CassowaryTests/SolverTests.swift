import Cassowary
import Testing

/// Hand-solved systems: each expected value is worked out in the comment beside it.
@Suite struct SolverTests {
  @Test func requiredEqualityFixesAVariable() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(Constraint(x, .equal, 10))
    #expect(solver.value(of: x) == 10)
  }

  @Test func inequalitiesBoundAWeakPreference() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(Constraint(x, .greaterThanOrEqual, 10))
    try solver.add(Constraint(x, .lessThanOrEqual, 20))
    let below = Constraint(x, .equal, 0, strength: .weak)
    try solver.add(below)
    #expect(solver.value(of: x) == 10)  // the weak 0 pulls x down to the lower bound
    try solver.remove(below)
    try solver.add(Constraint(x, .equal, 30, strength: .weak))
    #expect(solver.value(of: x) == 20)  // and 30 up to the upper bound
  }

  @Test func strongerConstraintWins() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(Constraint(x, .equal, 20, strength: .weak))
    try solver.add(Constraint(x, .equal, 10, strength: .medium))
    #expect(solver.value(of: x) == 10)
    let strong = Constraint(x, .equal, 5, strength: .strong)
    try solver.add(strong)
    #expect(solver.value(of: x) == 5)
    try solver.remove(strong)
    #expect(solver.value(of: x) == 10)  // incremental removal restores the medium one
  }

  @Test func weightsTradeOffLinearly() throws {
    // Two weak pulls to 0 on x and y against one medium x + y == 30: cost weak·(x+y) + medium·miss
    // is least with the medium constraint met, and any split of 30 costs the same; kiwi (and we)
    // keep the first-chosen basic variable.
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(Constraint(x, .equal, 0, strength: .weak))
    try solver.add(Constraint(y, .equal, 0, strength: .weak))
    try solver.add(Constraint(x + y, .equal, Expression(constant: 30), strength: .medium))
    #expect(solver.value(of: x) + solver.value(of: y) == 30)
    // A strong y == 25 settles the split: x takes the rest of the medium 30.
    try solver.add(Constraint(y, .equal, 25, strength: .strong))
    #expect(solver.value(of: y) == 25)
    #expect(solver.value(of: x) == 5)
  }

  @Test func aRowOfViews() throws {
    // left + width == right; left == 0; width >= 100; right weakly 80 → width 100, right 100.
    let solver = Solver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.add(Constraint(left + width, .equal, Expression(right)))
    try solver.add(Constraint(left, .equal, 0))
    try solver.add(Constraint(width, .greaterThanOrEqual, 100))
    try solver.add(Constraint(right, .equal, 80, strength: .weak))
    #expect([solver.value(of: left), solver.value(of: width), solver.value(of: right)] == [0, 100, 100])
  }

  @Test func multipliersAndConstants() throws {
    // height == 0.5·width + 10, width == 300 → 160.
    let solver = Solver()
    let width = solver.makeVariable()
    let height = solver.makeVariable()
    try solver.add(Constraint(height, .equal, 0.5 * width + 10))
    try solver.add(Constraint(width, .equal, 300))
    #expect(solver.value(of: height) == 160)
  }

  @Test func redundantAndDuplicateConstraints() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let first = Constraint(x, .equal, 10)
    let second = Constraint(x, .equal, 10)
    try solver.add(first)
    try solver.add(second)  // redundant: accepted, carried by its dummy marker
    #expect(throws: SolverError.self) { try solver.add(first) }  // the same object twice
    try solver.remove(first)
    #expect(solver.value(of: x) == 10)  // the redundant one still holds it
    try solver.remove(second)
    #expect(solver.value(of: x) == 0)
    #expect(throws: SolverError.self) { try solver.remove(second) }
    #expect(solver.constraints.isEmpty)
  }

  @Test func updatedConstantResolvesIncrementally() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let pin = Constraint(x, .equal, 10)
    try solver.add(pin)
    try solver.add(Constraint(y, .greaterThanOrEqual, x + 5))
    try solver.add(Constraint(y, .equal, 0, strength: .weak))
    #expect(solver.value(of: y) == 15)
    try solver.updateConstant(of: pin, to: 40)  // expression x − 10 → x + 40: x == −40
    #expect(solver.value(of: x) == -40)
    #expect(solver.value(of: y) == 0)  // y ≥ −35 no longer binds: the weak 0 wins
    let gap = Constraint(y - x, .lessThanOrEqual, Expression(constant: 100))
    try solver.add(gap)
    try solver.updateConstant(of: gap, to: -20)  // y − x − 20 ≤ 0: y ≤ −20
    #expect(solver.value(of: y) == -20)
  }

  @Test func changedVariablesAreReported() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(y, .equal, 3))
    #expect(Set(solver.takeChangedVariables()) == [x, y])
    #expect(solver.takeChangedVariables().isEmpty)
    let z = solver.makeVariable()
    try solver.add(Constraint(z, .equal, 1))
    #expect(solver.takeChangedVariables() == [z])
  }
}
