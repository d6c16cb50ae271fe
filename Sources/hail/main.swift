import Foundation

// `hail COMMAND [ARGS…]`: each command is a `HailCommand` in its own file.
let commands: [any HailCommand.Type] = [
  RunCommand.self, ReplayCommand.self, DemoCommand.self, ImportCommand.self, RouteCommand.self,
  FareCommand.self,
  GeocodeCommand.self, SearchCommand.self, ComparePNGCommand.self, MapBenchmarkCommand.self,
  MapRenderBenchmarkCommand.self, DecodeBenchmarkCommand.self, BenchmarkWindowCommand.self,
  BenchmarkChartCommand.self, ContractionBenchmarkCommand.self,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let status = MainActor.assumeIsolated { CommandDispatcher.dispatch(arguments, to: commands) }
exit(status)
