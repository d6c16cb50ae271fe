/// The simplex steps. Ties are broken as kiwi breaks them (lowest symbol id), which is Bland's rule
/// for the entering symbol and keeps degenerate pivots from cycling.
extension Tableau {
  /// Primal simplex on the main objective: pivots until no objective cell is negative.
  mutating func optimizeObjective() throws(SolverError) {
    while true {
      var entering = noSymbol
      for symbol in negativeObjective where kinds[symbol] != .dummy {
        if entering == noSymbol || symbol < entering { entering = symbol }
      }
      if entering == noSymbol { return }
      try pivotIn(entering)
    }
  }

  /// Primal simplex on the phase-one objective.
  mutating func optimizeArtificial() throws(SolverError) {
    while let row = artificial {
      var entering = noSymbol
      for i in row.symbols.indices where row.coefficients[i] < 0 && kinds[row.symbols[i]] != .dummy {
        let symbol = row.symbols[i]
        if entering == noSymbol || symbol < entering { entering = symbol }
      }
      if entering == noSymbol { return }
      try pivotIn(entering)
    }
  }

  /// Brings `entering` into the basis through the row that limits it first (minimum ratio among
  /// restricted rows where it has a negative coefficient).
  private mutating func pivotIn(_ entering: Int) throws(SolverError) {
    var best = -1
    var bestRatio = Double.greatestFiniteMagnitude
    var bestBasic = Int.max
    for slot in columns[entering] {
      let basic = rowBasic[slot]
      guard kinds[basic] != .external else { continue }
      let coefficient = rows[slot].coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[slot].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = basic
      }
    }
    guard best >= 0 else { throw .internalFailure("the objective is unbounded") }
    pivot(best, entering: entering)
  }

  /// Dual simplex: restores feasibility of the rows noted infeasible, keeping optimality. Returns nil,
  /// or the row that cannot be made feasible (all its cells push it further below zero: a changed
  /// constant contradicts required constraints) with its basic symbol.
  @discardableResult
  mutating func dualOptimize() -> (basic: Int, row: Row)? {
    while let leaving = infeasible.popLast() {
      let slot = basicRow[leaving]
      guard slot >= 0, rows[slot].constant < 0, !nearZero(rows[slot].constant) else { continue }
      var entering = noSymbol
      var bestRatio = Double.greatestFiniteMagnitude
      let row = rows[slot]
      for i in row.symbols.indices where row.coefficients[i] > 0 {
        let symbol = row.symbols[i]
        guard kinds[symbol] != .dummy else { continue }
        let ratio = objective[symbol] / row.coefficients[i]
        if ratio < bestRatio || (ratio == bestRatio && symbol < entering) {
          entering = symbol
          bestRatio = ratio
        }
      }
      guard entering != noSymbol else {
        infeasible.removeAll()
        return (leaving, row)
      }
      pivot(slot, entering: entering)
    }
    return nil
  }

  /// Notes every restricted row below zero (after a failed dual pass is undone).
  mutating func noteAllInfeasible() {
    for slot in rows.indices where rowBasic[slot] >= 0 {
      let basic = rowBasic[slot]
      if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
    }
  }

  /// The row to pivot `marker` into when its constraint goes (kiwi's `getMarkerLeavingRow`): a
  /// restricted row where it is negative with the least ratio, else a restricted row with the
  /// least ratio, else an external row.
  func markerLeavingRow(_ marker: Int) -> Int? {
    var first = -1
    var second = -1
    var third = -1
    var ratio1 = Double.greatestFiniteMagnitude
    var ratio2 = Double.greatestFiniteMagnitude
    for slot in columns[marker] {
      let coefficient = rows[slot].coefficient(for: marker)
      guard coefficient != 0 else { continue }
      let basic = rowBasic[slot]
      if kinds[basic] == .external {
        if third < 0 || basic > rowBasic[third] { third = slot }
      } else if coefficient < 0 {
        let ratio = -rows[slot].constant / coefficient
        if ratio < ratio1 || (ratio == ratio1 && basic < rowBasic[first]) {
          ratio1 = ratio
          first = slot
        }
      } else {
        let ratio = rows[slot].constant / coefficient
        if ratio < ratio2 || (ratio == ratio2 && basic < rowBasic[second]) {
          ratio2 = ratio
          second = slot
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }
}
