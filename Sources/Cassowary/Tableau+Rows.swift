/// Row and column bookkeeping: every change to a row in the tableau goes through here so that the
/// column index stays exact.
extension Tableau {
  /// Places `row` in the tableau with `basic` as its basic symbol; returns its slot.
  @discardableResult
  mutating func install(_ row: Row, basic: Int) -> Int {
    let slot: Int
    if let free = freeRows.popLast() {
      slot = free
      rows[slot] = row
      rowBasic[slot] = basic
    } else {
      slot = rows.count
      rows.append(row)
      rowBasic.append(basic)
    }
    for symbol in row.symbols { columns[symbol].append(slot) }
    basicRow[basic] = slot
    noteChanged(basic)
    return slot
  }

  /// Takes the row at `slot` out of the tableau and returns it.
  @discardableResult
  mutating func uninstall(_ slot: Int) -> Row {
    let row = rows[slot]
    for symbol in row.symbols { removeFromColumn(symbol, slot) }
    let basic = rowBasic[slot]
    basicRow[basic] = -1
    noteChanged(basic)
    rowBasic[slot] = -1
    rows[slot] = Row()
    freeRows.append(slot)
    return row
  }

  @inline(__always) mutating func removeFromColumn(_ symbol: Int, _ slot: Int) {
    let count = columns[symbol].count
    columns[symbol].withUnsafeMutableBufferPointer { column in
      for i in 0..<count where column[i] == slot {
        column[i] = column[count - 1]
        break
      }
    }
    columns[symbol].removeLast()
  }

  /// Adds `coefficient·symbol` to the row at `slot`.
  @inline(__always) mutating func addCell(_ slot: Int, _ symbol: Int, _ coefficient: Double) {
    if let i = rows[slot].index(of: symbol) {
      let value = rows[slot].coefficients[i] + coefficient
      if nearZero(value) {
        rows[slot].removeCell(at: i)
        removeFromColumn(symbol, slot)
      } else {
        rows[slot].coefficients[i] = value
      }
    } else if !nearZero(coefficient) {
      rows[slot].symbols.append(symbol)
      rows[slot].coefficients.append(coefficient)
      columns[symbol].append(slot)
    }
  }

  /// Adds `coefficient` to the objective's cell of `symbol`, keeping the list of negative cells.
  @inline(__always) mutating func addObjective(_ symbol: Int, _ coefficient: Double) {
    let old = objective[symbol]
    var new = old + coefficient
    if nearZero(new) { new = 0 }
    objective[symbol] = new
    if old < 0, new >= 0 {
      if let i = negativeObjective.firstIndex(of: symbol) {
        negativeObjective.swapAt(i, negativeObjective.count - 1)
        negativeObjective.removeLast()
      }
    } else if old >= 0, new < 0 {
      negativeObjective.append(symbol)
    }
  }

  /// Adds `coefficient·row` to the objective.
  mutating func addObjective(_ row: Row, _ coefficient: Double) {
    objectiveConstant += row.constant * coefficient
    for i in row.symbols.indices {
      addObjective(row.symbols[i], row.coefficients[i] * coefficient)
    }
  }

  /// Pivots: the row at `slot` is solved for `entering`, whose expression then replaces it in
  /// every other row and in the objectives. The old basic symbol becomes a cell of the row.
  mutating func pivot(_ slot: Int, entering: Int) {
    let leaving = rowBasic[slot]
    addCell(slot, leaving, -1)
    let i = rows[slot].index(of: entering)!
    let scale = -1 / rows[slot].coefficients[i]
    rows[slot].removeCell(at: i)
    removeFromColumn(entering, slot)
    rows[slot].constant *= scale
    rows[slot].coefficients.withUnsafeMutableBufferPointer { cells in
      for j in cells.indices { cells[j] *= scale }
    }
    basicRow[leaving] = -1
    noteChanged(leaving)
    rowBasic[slot] = entering
    basicRow[entering] = slot
    noteChanged(entering)
    substitute(entering, slot)
  }

  /// Replaces `symbol` by the row at `source` (where it is basic) in every row holding it, the
  /// objective and the phase-one objective. Rows of restricted symbols that go negative are noted
  /// for the dual simplex.
  mutating func substitute(_ symbol: Int, _ source: Int) {
    swap(&scratch, &columns[symbol])
    let sourceRow = rows[source]
    for slot in scratch {
      var row = Row()
      swap(&row, &rows[slot])  // sole owner while it changes: no copy-on-write checks per cell
      if let i = row.index(of: symbol) {
        let coefficient = row.coefficients[i]
        row.removeCell(at: i)
        merge(sourceRow, times: coefficient, into: &row, slot: slot)
      }
      swap(&row, &rows[slot])
      let basic = rowBasic[slot]
      if kinds[basic] == .external {
        noteChanged(basic)
      } else if rows[slot].constant < 0 {
        infeasible.append(basic)
      }
    }
    scratch.removeAll(keepingCapacity: true)
    let coefficient = objective[symbol]
    if coefficient != 0 {
      addObjective(symbol, -coefficient)
      addObjective(sourceRow, coefficient)
    }
    artificial?.substitute(symbol, sourceRow)
  }

  /// `row += coefficient · source` for the row at `slot`, in time linear in both rows: the row's
  /// cells are indexed in `cellIndex` (a dense array over symbols, all −1 between calls), cells
  /// that cancel are zeroed and swept out at the end. Long rows (a chain of 100 views makes rows of
  /// a hundred cells) would otherwise cost a scan of the row per source cell.
  private mutating func merge(_ source: Row, times coefficient: Double, into row: inout Row, slot: Int) {
    row.constant += source.constant * coefficient
    let count = row.symbols.count
    for i in 0..<count { cellIndex[row.symbols[i]] = i }
    var cancelled = false
    for j in source.symbols.indices {
      let symbol = source.symbols[j]
      let value = source.coefficients[j] * coefficient
      let i = cellIndex[symbol]
      if i >= 0 {
        let sum = row.coefficients[i] + value
        if nearZero(sum) {
          row.coefficients[i] = 0
          cancelled = true
        } else {
          row.coefficients[i] = sum
        }
      } else if !nearZero(value) {
        cellIndex[symbol] = row.symbols.count
        row.symbols.append(symbol)
        row.coefficients.append(value)
        columns[symbol].append(slot)
      }
    }
    for symbol in row.symbols { cellIndex[symbol] = -1 }
    guard cancelled else { return }
    var i = 0
    while i < row.symbols.count {
      if row.coefficients[i] == 0 {
        removeFromColumn(row.symbols[i], slot)
        row.removeCell(at: i)
      } else {
        i += 1
      }
    }
  }
}
