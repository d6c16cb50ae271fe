import Cassowary
import Foundation

/// The `layout` suite: our Cassowary solver and kiwi on the same generated system (`SolverSystem`),
/// in one run, and a 100-view Auto Layout pass (`StackedLayoutBenchmark`). kiwi runs in a Python script (`scripts/cassowary/kiwi-bench.py`) under `python`; the
/// ratio is kiwi's time over ours (above 1: we are faster).
@MainActor
enum LayoutBenchmarks {
  static func run(runs: Int, python: String) {
    let system = SolverSystem()
    let count = system.specs.count
    FileHandle.standardError.write(Data("hail-bench: solving \(count) constraints…\n".utf8))
    let (add, edit) = measureOurs(system, runs: runs)
    let ours = [
      Figure(name: "cassowary.add_\(count)", nanosecondsPerOperation: add, unit: .us),
      Figure(name: "cassowary.edit_resolve", nanosecondsPerOperation: edit, unit: .us),
    ]
    for figure in ours { print(figure.line) }
    fflush(nil)
    FileHandle.standardError.write(
      Data("hail-bench: laying out \(StackedLayoutBenchmark.count) stacked views…\n".utf8))
    for figure in StackedLayoutBenchmark.measure(runs: runs) { print(figure.line) }
    fflush(nil)
    FileHandle.standardError.write(Data("hail-bench: running kiwi under \(python)…\n".utf8))
    guard let kiwi = measureKiwi(system, runs: runs, python: python) else { return }
    for line in kiwi.lines { print(line) }
    if let kiwiAdd = kiwi.microseconds["kiwi.add_\(count)"],
      let kiwiEdit = kiwi.microseconds["kiwi.edit_resolve"]
    {
      print(String(format: "kiwi_over_cassowary.add_%d %.2f x", count, kiwiAdd * 1000 / add))
      print(String(format: "kiwi_over_cassowary.edit_resolve %.2f x", kiwiEdit * 1000 / edit))
    }
    fflush(nil)
  }

  /// Median nanoseconds to add every constraint to a fresh solver and read every value; and to
  /// suggest a new value for the edit variable and read every value.
  static func measureOurs(_ system: SolverSystem, runs: Int) -> (add: Double, edit: Double) {
    var addTimes: [Double] = []
    var solved: (Solver, [Variable])?
    for run in 0...runs {
      let solver = Solver()
      let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
      let constraints = system.constraints(variables)
      let elapsed = elapsedNanoseconds {
        do {
          for constraint in constraints { try solver.add(constraint) }
        } catch {
          fatalError("the benchmark system is satisfiable: \(error)")
        }
        blackHole(variables.reduce(0) { $0 + solver.value(of: $1) })
      }
      if run > 0 { addTimes.append(Double(elapsed)) }  // run 0 warms up
      solved = (solver, variables)
    }
    let (solver, variables) = solved!
    let editVariable = variables[system.editVariable]
    var editTimes: [Double] = []
    do {
      try solver.addEditVariable(editVariable, strength: .strong)
      try solver.suggestValue(editVariable, 800)
      for run in 0...(runs * 10) {
        let value: Double = run.isMultiple(of: 2) ? 700 : 900
        var failure: (any Error)?
        let elapsed = elapsedNanoseconds {
          do { try solver.suggestValue(editVariable, value) } catch { failure = error }
          blackHole(variables.reduce(0) { $0 + solver.value(of: $1) })
        }
        if let failure { throw failure }
        if run > 0 { editTimes.append(Double(elapsed)) }
      }
    } catch {
      fatalError("the benchmark edit is valid: \(error)")
    }
    return (median(addTimes), median(editTimes))
  }

  struct KiwiResult {
    var lines: [String] = []
    var microseconds: [String: Double] = [:]
  }

  /// kiwi's figures, or nil (with the reason on stderr) when the script cannot run.
  static func measureKiwi(_ system: SolverSystem, runs: Int, python: String) -> KiwiResult? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-bench-system-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    let output = Pipe()
    do {
      try Data(system.text.utf8).write(to: file)
      process.executableURL = URL(fileURLWithPath: python)
      process.arguments = ["scripts/cassowary/kiwi-bench.py", file.path, String(runs)]
      process.standardOutput = output
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("hail-bench: kiwi not measured: \(error.localizedDescription)\n".utf8))
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      FileHandle.standardError.write(
        Data(
          "hail-bench: kiwi not measured (\(python) exited \(process.terminationStatus); try `make bench-layout`)\n"
            .utf8))
      return nil
    }
    var result = KiwiResult()
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 3, let value = Double(fields[1]) else { continue }
      result.lines.append(String(line))
      result.microseconds[String(fields[0])] = value
    }
    return result
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
