/// Edit variables and changed constants: both shift one constraint's constant, which moves only
/// the constant column of the tableau; the dual simplex then restores feasibility (Badros et al.
/// §3.4, kiwi's `suggestValue`).
extension Tableau {
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard edits[variable.symbol] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditStrength(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try add(constraint)
    edits[variable.symbol] = Edit(constraint: constraint, value: 0)
  }

  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable.symbol) else { throw .unknownEditVariable(variable) }
    try remove(edit.constraint)
  }

  mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard var edit = edits[variable.symbol] else { throw .unknownEditVariable(variable) }
    let delta = value - edit.value
    edit.value = value
    edits[variable.symbol] = edit
    // The edit row is `variable − value = plus − minus`: a higher value lowers its constant.
    shiftConstant(of: edit.constraint, by: -delta)
    edit.constraint.expression.constant -= delta
    if dualOptimize() != nil { throw .internalFailure("dual optimisation failed on an edit") }
  }

  mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    guard contains(constraint) else { throw .unknownConstraint(constraint) }
    let old = constraint.expression.constant
    let delta = constant - old
    guard delta != 0 else { return }
    let marker = tags[constraint.slot].marker
    if kinds[marker] == .dummy && basicRow[marker] >= 0 {
      // A redundant equality carried by a basic dummy: re-adding checks it against the rest.
      try remove(constraint)
      constraint.expression.constant = constant
      do { try add(constraint) } catch {
        constraint.expression.constant = old
        try add(constraint)
        throw error
      }
      return
    }
    shiftConstant(of: constraint, by: delta)
    constraint.expression.constant = constant
    let failure = dualOptimize()
    guard failure != nil || !dummyRowsHold() else { return }
    shiftConstant(of: constraint, by: -delta)
    constraint.expression.constant = old
    noteAllInfeasible()
    dualOptimize()
    var certificate = failure?.row ?? Row()
    if let basic = failure?.basic { certificate.symbols.append(basic) }
    throw .unsatisfiable(constraint, involved: involved(constraint, certificate: certificate))
  }

  /// Moves the constant of the constraint's original equation by `delta`. Its marker occurs in that
  /// equation only, so the change is the marker shifted by `delta / markerCoefficient`: every row
  /// holding the marker moves by its coefficient times that, or the marker's own row the other way.
  private mutating func shiftConstant(of constraint: Constraint, by delta: Double) {
    let tag = tags[constraint.slot]
    let shift = delta / tag.markerCoefficient
    var markerSlot = basicRow[tag.marker]
    if markerSlot < 0, tag.other != noSymbol, basicRow[tag.other] >= 0 {
      // The other error of an equality (coefficient −markerCoefficient) is basic instead.
      markerSlot = basicRow[tag.other]
      rows[markerSlot].constant += shift
      noteShift(markerSlot)
      return
    }
    if markerSlot >= 0 {
      rows[markerSlot].constant -= shift
      noteShift(markerSlot)
      return
    }
    for slot in columns[tag.marker] {
      rows[slot].constant += rows[slot].coefficient(for: tag.marker) * shift
      noteShift(slot)
    }
  }

  private mutating func noteShift(_ slot: Int) {
    let basic = rowBasic[slot]
    if kinds[basic] == .external {
      noteChanged(basic)
    } else if rows[slot].constant < 0 {
      infeasible.append(basic)
    }
  }

  /// Basic dummies (redundant equalities) must stay zero after a shift.
  private func dummyRowsHold() -> Bool {
    for slot in rows.indices where rowBasic[slot] >= 0 && kinds[rowBasic[slot]] == .dummy {
      if !nearZero(rows[slot].constant) { return false }
    }
    return true
  }
}
