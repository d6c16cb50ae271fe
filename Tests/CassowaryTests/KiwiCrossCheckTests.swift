import Cassowary
import Foundation
import Testing

/// Replays random systems recorded from kiwi (`scripts/cassowary/make-fixture.py`; `make kiwi-fixture`
/// records them again) and checks, at every step, that our solution is optimal too: the same
/// objective (weighted errors, computed from the values), every required constraint met, and the
/// same verdict on unsatisfiable constraints.
@Suite struct KiwiCrossCheckTests {
  struct Fixture: Decodable {
    let kiwisolver: String
    let cases: [Case]
  }

  struct Case: Decodable {
    let variables: Int
    let steps: [Step]
  }

  struct Step: Decodable {
    let op: String
    let id: Int?
    let terms: [[Double]]?
    let constant: Double?
    let relation: String?
    let strength: String?
    let unsatisfiable: Bool?
    let `var`: Int?
    let value: Double?
    let values: [Double]?
    let objective: Double?
  }

  static func strength(_ name: String?) -> Strength {
    switch name {
    case "strong": .strong
    case "medium": .medium
    case "weak": .weak
    default: .required
    }
  }

  /// Whether the solver takes `constraint` (false: unsatisfiable; anything else is a failure).
  static func add(_ constraint: Constraint, to solver: Solver) -> Bool {
    do {
      try solver.add(constraint)
      return true
    } catch {
      if case .unsatisfiable = error { return false }
      Issue.record("\(error)")
      return false
    }
  }

  static func fixture() throws -> Fixture {
    let url = try #require(
      Bundle.module.url(forResource: "kiwi-random", withExtension: "json", subdirectory: "Fixtures"))
    return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
  }

  @Test func matchesKiwiOnRandomSystems() throws {
    let fixture = try Self.fixture()
    #expect(fixture.cases.count >= 100)
    var checks = 0
    for (index, testCase) in fixture.cases.enumerated() {
      let solver = Solver()
      let variables = (0..<testCase.variables).map { _ in solver.makeVariable() }
      var active: [Int: Constraint] = [:]
      var edits: [Int: (strength: Strength, value: Double)] = [:]
      for step in testCase.steps {
        switch step.op {
        case "add":
          let terms = (step.terms ?? []).map { Term(variables[Int($0[0])], $0[1]) }
          let relation: Relation =
            switch step.relation {
            case "le": .lessThanOrEqual
            case "ge": .greaterThanOrEqual
            default: .equal
            }
          let constraint = Constraint(
            Expression(terms, constant: step.constant ?? 0), relation, strength: Self.strength(step.strength))
          let accepted = Self.add(constraint, to: solver)
          #expect(
            accepted == (step.unsatisfiable != true), "case \(index): \(constraint) accepted: \(accepted)")
          if accepted { active[step.id!] = constraint }
        case "remove":
          try solver.remove(active.removeValue(forKey: step.id!)!)
        case "edit":
          let strength = Self.strength(step.strength)
          try solver.addEditVariable(variables[step.var!], strength: strength)
          edits[step.var!] = (strength, 0)
        case "suggest":
          try solver.suggestValue(variables[step.var!], step.value!)
          edits[step.var!]!.value = step.value!
        default:
          let values = variables.map(solver.value(of:))
          let valueOf = { (variable: Variable) in values[variables.firstIndex(of: variable)!] }
          var objective = 0.0
          for constraint in active.values {
            let miss = constraint.violation(valueOf)
            if constraint.strength.isRequired {
              #expect(miss < 1e-6, "case \(index): required \(constraint) missed by \(miss)")
            } else {
              objective += constraint.strength.weight * miss
            }
          }
          for (variable, edit) in edits {
            objective += edit.strength.weight * abs(values[variable] - edit.value)
          }
          let expected = step.objective!
          #expect(
            abs(objective - expected) <= 1e-6 * max(1, expected),
            "case \(index): objective \(objective), kiwi \(expected)")
          checks += 1
        }
      }
    }
    #expect(checks > 1000)
  }
}
