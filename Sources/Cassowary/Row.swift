/// One row of the tableau, `basic = constant + Σ coefficient·symbol` (the solver keeps which symbol
/// is basic). Cells are unsorted parallel arrays: layout rows hold a handful of cells, where a
/// linear scan is cheaper than any index. Rows in the tableau are changed through the solver, which
/// keeps its column index in step; these methods are for rows outside it (a new constraint's row
/// before it is placed, the phase-one objective).
struct Row {
  var constant: Double
  var symbols: [Int] = []
  var coefficients: [Double] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  @inline(__always) func index(of symbol: Int) -> Int? {
    symbols.firstIndex(of: symbol)
  }

  func coefficient(for symbol: Int) -> Double {
    index(of: symbol).map { coefficients[$0] } ?? 0
  }

  /// Adds `coefficient·symbol`; a cell that cancels to (near) zero goes.
  mutating func insert(_ symbol: Int, _ coefficient: Double) {
    if let i = index(of: symbol) {
      let value = coefficients[i] + coefficient
      if nearZero(value) { removeCell(at: i) } else { coefficients[i] = value }
    } else if !nearZero(coefficient) {
      symbols.append(symbol)
      coefficients.append(coefficient)
    }
  }

  /// Adds `coefficient·other`.
  mutating func insert(_ other: Row, _ coefficient: Double) {
    constant += other.constant * coefficient
    for i in other.symbols.indices {
      insert(other.symbols[i], other.coefficients[i] * coefficient)
    }
  }

  /// Removes the cell at `i` (the last cell takes its place).
  mutating func removeCell(at i: Int) {
    symbols.swapAt(i, symbols.count - 1)
    coefficients.swapAt(i, coefficients.count - 1)
    symbols.removeLast()
    coefficients.removeLast()
  }

  mutating func reverseSign() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  /// Solves `0 = row` for `symbol`, which leaves the cells: the row then gives its value.
  mutating func solve(for symbol: Int) {
    guard let i = index(of: symbol) else { return }
    let scale = -1 / coefficients[i]
    removeCell(at: i)
    constant *= scale
    for j in coefficients.indices { coefficients[j] *= scale }
  }

  /// Replaces `symbol` by `row`'s expression for it.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    guard let i = index(of: symbol) else { return }
    let coefficient = coefficients[i]
    removeCell(at: i)
    insert(row, coefficient)
  }

  /// Whether every cell is a dummy (a row of required equalities only).
  func allDummies(_ kinds: [SymbolKind]) -> Bool {
    symbols.allSatisfy { kinds[$0] == .dummy }
  }
}
