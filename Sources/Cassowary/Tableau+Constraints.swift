/// Adding and removing constraints (kiwi's `addConstraint`/`removeConstraint`), with the phase-one
/// fallback and the explanation of an unsatisfiable required constraint.
extension Tableau {
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    guard constraint.slot < 0 else { throw .duplicateConstraint(constraint) }
    let slot = allocateTag(constraint)
    var row = makeRow(constraint, slot)
    let tag = tags[slot]
    var subject = chooseSubject(row, tag)
    if subject == noSymbol && row.allDummies(kinds) {
      guard nearZero(row.constant) else {
        releaseTag(slot)
        throw .unsatisfiable(constraint, involved: involved(constraint, certificate: row))
      }
      subject = tag.marker  // a redundant required equality: its marker carries it
    }
    if subject == noSymbol {
      try addWithArtificialVariable(row, constraint)
    } else {
      row.solve(for: subject)
      let rowSlot = install(row, basic: subject)
      substitute(subject, rowSlot)
    }
    try optimizeObjective()
    dualOptimize()  // theory leaves nothing infeasible; this drains rounding-noise notes
  }

  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard contains(constraint) else { throw .unknownConstraint(constraint) }
    let slot = constraint.slot
    let tag = tags[slot]
    // The errors leave the objective before any pivot, or the pivots would carry them along.
    for error in [tag.marker, tag.other] where error != noSymbol && kinds[error] == .error {
      removeErrorFromObjective(error, constraint.strength.weight)
    }
    try removeRow(of: tag.marker)
    releaseTag(slot)
    try optimizeObjective()
    dualOptimize()
  }

  /// Takes the constraint whose marker is `marker` out of the tableau: its row goes if the marker
  /// is basic, else the marker is first pivoted in through `markerLeavingRow`.
  mutating func removeRow(of marker: Int) throws(SolverError) {
    if basicRow[marker] < 0 {
      guard let slot = markerLeavingRow(marker) else {
        // The marker is in no row: the constraint no longer constrains anything.
        return
      }
      pivot(slot, entering: marker)
    }
    uninstall(basicRow[marker])
  }

  private mutating func removeErrorFromObjective(_ error: Int, _ weight: Double) {
    let slot = basicRow[error]
    if slot >= 0 { addObjective(rows[slot], -weight) } else { addObjective(error, -weight) }
  }

  mutating func allocateTag(_ constraint: Constraint) -> Int {
    let slot: Int
    if let free = freeTags.popLast() {
      slot = free
      tags[slot] = Tag(constraint: constraint)
    } else {
      slot = tags.count
      tags.append(Tag(constraint: constraint))
    }
    constraint.slot = slot
    return slot
  }

  mutating func releaseTag(_ slot: Int) {
    tags[slot].constraint?.slot = -1
    tags[slot] = Tag()
    freeTags.append(slot)
  }

  /// The constraint's row in terms of the current non-basic symbols, with its slack, error or
  /// dummy symbols (Badros et al. §3.2), and its errors in the objective.
  private mutating func makeRow(_ constraint: Constraint, _ slot: Int) -> Row {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where !nearZero(term.coefficient) {
      let symbol = term.variable.symbol
      let basic = basicRow[symbol]
      if basic >= 0 {
        row.insert(rows[basic], term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let weight = constraint.strength.weight
    func symbol(_ kind: SymbolKind) -> Int {
      let symbol = makeSymbol(kind)
      owner[symbol] = slot
      return symbol
    }
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = symbol(.slack)
      tags[slot].marker = slack
      tags[slot].markerCoefficient = coefficient
      row.insert(slack, coefficient)
      if !constraint.strength.isRequired {
        let error = symbol(.error)
        tags[slot].other = error
        row.insert(error, -coefficient)
        addObjective(error, weight)
      }
    case .equal:
      if constraint.strength.isRequired {
        let dummy = symbol(.dummy)
        tags[slot].marker = dummy
        row.insert(dummy, 1)
      } else {
        // expression = plus − minus
        let plus = symbol(.error)
        let minus = symbol(.error)
        tags[slot].marker = plus
        tags[slot].other = minus
        tags[slot].markerCoefficient = -1
        row.insert(plus, -1)
        row.insert(minus, 1)
        addObjective(plus, weight)
        addObjective(minus, weight)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// The symbol to solve a new row for: an external, else a negative slack or error of its own.
  private mutating func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
    var external = noSymbol
    for symbol in row.symbols where kinds[symbol] == .external {
      if external == noSymbol || symbol < external { external = symbol }
    }
    if external != noSymbol { return external }
    for symbol in [tag.marker, tag.other] where symbol != noSymbol && kinds[symbol].isRestricted {
      if row.coefficient(for: symbol) < 0 { return symbol }
    }
    return noSymbol
  }

  /// Phase one: the row enters as an artificial variable's row, and minimising that variable finds a
  /// feasible basis with the row satisfied, or shows there is none. On failure the artificial row
  /// is pivoted back out and dropped, which leaves the tableau exactly as it was before the add.
  private mutating func addWithArtificialVariable(_ row: Row, _ constraint: Constraint) throws(SolverError) {
    let art = makeSymbol(.slack)
    install(row, basic: art)
    artificial = row
    try optimizeArtificial()
    let certificate = artificial!
    artificial = nil
    guard nearZero(certificate.constant) else {
      try removeRow(of: art)
      try optimizeObjective()
      let slot = constraint.slot
      releaseTag(slot)
      throw .unsatisfiable(constraint, involved: involved(constraint, certificate: certificate))
    }
    let slot = basicRow[art]
    if slot >= 0 {
      let artRow = rows[slot]
      if artRow.symbols.isEmpty {
        uninstall(slot)
      } else {
        // Any restricted symbol can take the row over; failing one, any symbol at all (a row of
        // dummies: the constraint is redundant, and a basic dummy keeps it so).
        let restricted = artRow.symbols.filter { kinds[$0].isRestricted }.min()
        pivot(slot, entering: restricted ?? artRow.symbols.min()!)
      }
    }
    // The artificial variable is zero from now on: it leaves every row.
    for slot in columns[art] { removeCellKeepingColumn(slot, art) }
    columns[art].removeAll()
    if objective[art] != 0 { addObjective(art, -objective[art]) }
  }

  private mutating func removeCellKeepingColumn(_ slot: Int, _ symbol: Int) {
    if let i = rows[slot].index(of: symbol) { rows[slot].removeCell(at: i) }
  }

  /// The required constraints whose markers appear in `certificate`, the row that proves the new
  /// constraint infeasible: since each marker occurs in its own constraint's row only, its
  /// coefficient there is that constraint's multiplier in the contradiction.
  func involved(_ constraint: Constraint, certificate: Row) -> [Constraint] {
    var result = [constraint]
    for symbol in certificate.symbols.sorted() {
      let slot = owner[symbol]
      guard slot >= 0, let other = tags[slot].constraint, other.strength.isRequired else { continue }
      if !result.contains(where: { $0 === other }) { result.append(other) }
    }
    return result
  }
}
