@_spi(Hail) import CoreGraphics
import Foundation

/// `hail benchmark-chart RESULTS.tsv OUT.png`: draws the scale benchmark's figures (`make
/// bench-scale` writes them: `size name value unit` per line, tab-separated) as a chart: times
/// (s, ms, µs) in one panel, memory (MB) in the other, against the size, on log scales.
enum BenchmarkChartCommand: HailCommand {
  static let name = "benchmark-chart"
  static let summary = "RESULTS.tsv OUT.png   chart the scale benchmark (time and memory against size)"

  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 else {
      printError("benchmark-chart takes RESULTS.tsv and OUT.png")
      return 2
    }
    guard let text = try? String(contentsOfFile: arguments[0], encoding: .utf8) else {
      printError("cannot read \(arguments[0])")
      return 2
    }
    var times: [String: [(Double, Double)]] = [:]
    var memory: [String: [(Double, Double)]] = [:]
    var order: [String] = []
    for (number, line) in text.split(separator: "\n").enumerated() {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 4, let size = Double(fields[0]), let value = Double(fields[2]), size > 0 else {
        printError("\(arguments[0]):\(number + 1): expected size, name, value and unit separated by tabs")
        return 2
      }
      let seconds = ["s": 1.0, "ms": 1e-3, "us": 1e-6][fields[3]]
      if !order.contains(fields[1]) { order.append(fields[1]) }
      if let seconds {
        times[fields[1], default: []].append((size, value * seconds))
      } else if fields[3] == "MB" {
        memory[fields[1], default: []].append((size, value))
      }
    }
    let chart = ScaleChart(
      times: order.compactMap { name in times[name].map { ScaleChart.Series(name: name, points: $0) } },
      memory: order.compactMap { name in memory[name].map { ScaleChart.Series(name: name, points: $0) } })
    guard let image = chart.render() else {
      printError("cannot draw the chart")
      return 2
    }
    do {
      try image.write(pngTo: URL(fileURLWithPath: arguments[1]))
    } catch {
      printError("cannot write \(arguments[1]): \(error)")
      return 2
    }
    return 0
  }
}
