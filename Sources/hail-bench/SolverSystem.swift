import Cassowary

/// The constraint system both solvers are timed on: `viewCount` views in rows of ten, each with a
/// left edge and a width; views chain left to right 8 pt apart, keep at least 10 pt wide, prefer
/// (strongly) a width of their own, stay inside a container width `W` (required at most 1,000,
/// weakly 2,000), and weakly match the previous view's width. Five constraints a view: 200 views give
/// 1,000. The edit benchmark makes `W` an edit variable and moves it between 700 and 900, which
/// squeezes every row of views. Deterministic (a fixed LCG), and written out as text so kiwi reads
/// the very same system.
struct SolverSystem {
  enum Strength: String {
    case required, strong, medium, weak

    var cassowary: Cassowary.Strength {
      switch self {
      case .required: .required
      case .strong: .strong
      case .medium: .medium
      case .weak: .weak
      }
    }
  }

  struct Spec {
    var strength: Strength
    var relation: String  // "le", "eq" or "ge"
    var constant: Double
    var terms: [(variable: Int, coefficient: Double)]
  }

  let variableCount: Int
  let specs: [Spec]
  /// The variable the edit benchmark moves.
  let editVariable: Int

  init(viewCount: Int = 210) {
    var seed: UInt64 = 2001
    func random(_ range: ClosedRange<Int>) -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(range.lowerBound + Int((seed >> 33) % UInt64(range.count)))
    }
    let container = 0
    func left(_ view: Int) -> Int { 1 + 2 * view }
    func width(_ view: Int) -> Int { 2 + 2 * view }
    var specs = [
      Spec(strength: .required, relation: "le", constant: -1000, terms: [(container, 1)]),
      Spec(strength: .weak, relation: "eq", constant: -2000, terms: [(container, 1)]),
    ]
    for view in 0..<viewCount {
      let (x, w) = (left(view), width(view))
      if view % 10 == 0 {
        specs.append(Spec(strength: .required, relation: "eq", constant: 0, terms: [(x, 1)]))
      } else {
        let (px, pw) = (left(view - 1), width(view - 1))
        specs.append(
          Spec(strength: .required, relation: "eq", constant: -8, terms: [(x, 1), (px, -1), (pw, -1)]))
      }
      specs.append(Spec(strength: .required, relation: "ge", constant: -10, terms: [(w, 1)]))
      specs.append(Spec(strength: .strong, relation: "eq", constant: -random(20...120), terms: [(w, 1)]))
      specs.append(
        Spec(strength: .required, relation: "le", constant: 0, terms: [(x, 1), (w, 1), (container, -1)]))
      if view % 10 != 0 {
        specs.append(
          Spec(strength: .weak, relation: "eq", constant: 0, terms: [(w, 1), (width(view - 1), -1)]))
      }
    }
    self.variableCount = 1 + 2 * viewCount
    self.specs = Array(specs.prefix(1000))
    self.editVariable = container
  }

  /// One constraint a line: `strength relation constant variable coefficient …`, after a
  /// `variables N` line and an `edit V` line.
  var text: String {
    var lines = ["variables \(variableCount)", "edit \(editVariable)"]
    for spec in specs {
      let terms = spec.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
      lines.append("\(spec.strength.rawValue) \(spec.relation) \(spec.constant) \(terms)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The system's constraints over `variables` of one solver.
  func constraints(_ variables: [Variable]) -> [Constraint] {
    specs.map { spec in
      let expression = Expression(
        spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant)
      let relation: Relation =
        switch spec.relation {
        case "le": .lessThanOrEqual
        case "ge": .greaterThanOrEqual
        default: .equal
        }
      return Constraint(expression, relation, strength: spec.strength.cassowary)
    }
  }
}
