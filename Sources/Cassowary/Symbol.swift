/// What a tableau symbol stands for (Badros, Borning & Stuckey 2001, §3).
enum SymbolKind: UInt8 {
  /// A variable of the problem, unrestricted in sign.
  case external
  /// The slack of an inequality (`≥ 0`), or the artificial variable of phase one.
  case slack
  /// An error of a non-required constraint (`≥ 0`); the objective weighs it by the strength.
  case error
  /// The marker of a required equality: always zero, never enters the basis by optimisation.
  case dummy

  /// Restricted symbols (slack and error) must stay non-negative.
  var isRestricted: Bool { self == .slack || self == .error }
}

/// Symbols are dense integer ids; `noSymbol` marks "none".
let noSymbol = -1

/// Below this magnitude a coefficient or constant counts as zero (kiwi's `nearZero`).
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}
