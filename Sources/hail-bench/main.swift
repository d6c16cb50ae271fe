import Foundation
import HailHarness

let usage = """
  usage: hail-bench engine|render|app|ride-tour|layout|ride|layers|soak [--iterations N] [--python PATH]
         hail-bench ride-tour [--paced] [--one-band] [--iterations N] [--frames FILE]
                              [--perf-control CTL,ACK --profile-frames N[,N...]]
         hail-bench --help

  engine           measure the UIKit engine headless; prints one `name value unit` line per figure
  render           render the home screen during a scripted drag on each device: p50 and p99 frame
                   times with dirty regions and with full renders, and an idle frame; then the floor
                   of a frame whose every pixel changes on the iPhone 15 (render.floor.*: a zoom, the
                   same under a translucent layer, a pan)
  app              the app on the Helsinki map (run from the repo root, after `make map`): p50 and
                   p99 frame times with dirty regions over the whole demo tour, on each device; and
                   the time from process start to the first frame of `hail run`, launched from
                   beside this executable (build both: swift build -c release); and the ride tour
  ride-tour        app's ride tour alone (issue 12's goals): the demo tour with its ride and 300
                   cars on iphone15 @3x, frame times (engine and render, wall and CPU time), each
                   keystroke's results, every service's fare estimate, a dispatch decision
  layout           the Cassowary solver beside kiwi (PyPI kiwisolver, run by scripts/cassowary/
                   kiwi-bench.py under --python; `make bench-layout` sets it up) on the same 1,000
                   constraints: adding them all, and one edit-variable change; and the ratios
  ride             the ride domain on the Helsinki map (run from the repo root, after `make map`):
                   fleet frames at 300 and 2,000 cars (mean, p99 and slowest of a simulated
                   minute at 60 Hz), a fare estimate for every service, a dispatch decision at the
                   first (1 km) and widest (5 km) radius, and a car's timed road path
  layers           200 car layers driving along keyframe paths on the home screen's Helsinki map at
                   once (iphone15, 393 × 852 @3x; run from the repo root after `make map`): p50
                   and p99 frame times, engine frame plus render, wall and CPU (and the CPU max);
                   the share of pixels redrawn, the most damage rectangles in a frame, the layers
                   on screen
  soak             the app headless on the Helsinki map for 100,000 frames of the demo tour (each
                   on a fresh screen): resident memory within ±5 MB after warm-up, and no view,
                   view controller or observer of a screen alive after it (a weak-reference census);
                   exits 1 when either fails
  --paced          ride-tour: each frame at its 60 Hz slot of real time, as the window plays them,
                   not back to back (work handed to other threads has a window's time); figures
                   named app.ride-paced.*
  --one-band       ride-tour: every frame composited on the main thread alone, not large ones in
                   bands on two threads (`FrameRenderer.threads`), for the figures side by side
  --perf-control CTL,ACK
                   ride-tour: perf's control FIFOs, to profile chosen frames alone: run under
                   `perf record -D -1 --control fifo:CTL,ACK` (mkfifo both first) with
                   --profile-frames: perf records during those frames' engine step and render only
                   (every thread, the tile queue's too), and their times are printed on stderr; the
                   figures of such a run bear perf's sampling
  --profile-frames N[,N...]
                   ride-tour: the frames to profile, numbered from 1 at 60 Hz (the frame at tour
                   time t s is round(t × 60); the slowest frames line names them by time)
  --frames FILE    ride-tour: also writes every frame's figures to FILE, a tab-separated table
                   with a header line (frame number, tour time, wall, engine CPU and render CPU
                   ms, % of pixels redrawn, whether the map zooms: the medians over the runs), to
                   find where the long frames cluster; written whole or not at all
  --python PATH    layout: the Python with kiwisolver (default .build/tools/kiwi-venv/bin/python)
  --iterations N   engine: timed batches per figure, a positive integer (default 9); each figure is
                   the median batch's time per operation, after one untimed warm-up batch.
                   render: runs of the script per device and renderer (default 15).
                   app: runs of the tour per device, and launches of hail (default 9)
                   ride-tour: runs of the tour (default 9)
                   layers: runs of the two seconds of frames (default 5)
                   layout: runs of each measurement (default 21; the edit, ten times as many).
                   ride: timed batches per figure, the median one reported (default 9)
                   soak: frames (default 100000)
  """

/// What the command line asks for.
enum Command: Equatable {
  case help
  case engine(batches: Int)
  case render(runs: Int)
  case app(runs: Int)
  case rideTour(runs: Int, paced: Bool, oneBand: Bool, profile: FrameProfile?, frames: String?)
  case layout(runs: Int, python: String)
  case ride(batches: Int)
  case layers(runs: Int)
  case soak(frames: Int)
}

/// A command line that does not parse; `message` is the one line printed before exiting with 2.
struct UsageError: Error {
  let message: String
}

func parse(_ arguments: [String]) throws(UsageError) -> Command {
  var subcommand: String?
  var batches: Int?
  var python: String?
  var paced = false
  var oneBand = false
  var perfControl: (control: String, ack: String)?
  var profiledFrames: Set<Int>?
  var framesFile: String?
  var remaining = arguments[...]
  while let argument = remaining.popFirst() {
    switch argument {
    case "--help", "-h":
      return .help
    case "--iterations",
      _ where argument.hasPrefix("--iterations="):
      let inline = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
      guard let value = inline ?? remaining.popFirst() else {
        throw UsageError(message: "--iterations needs a value, a positive integer")
      }
      guard let count = Int(value), count > 0 else {
        throw UsageError(message: "--iterations must be a positive integer, not '\(value)'")
      }
      batches = count
    case "--paced":
      paced = true
    case "--one-band":
      oneBand = true
    case "--perf-control":
      let paths = (remaining.popFirst() ?? "").split(separator: ",", omittingEmptySubsequences: false)
      guard paths.count == 2, !paths[0].isEmpty, !paths[1].isEmpty, paths[0] != paths[1] else {
        throw UsageError(message: "--perf-control needs CTL,ACK: perf's two FIFOs, as given to its --control")
      }
      perfControl = (String(paths[0]), String(paths[1]))
    case "--profile-frames":
      let value = remaining.popFirst() ?? ""
      let items = value.split(separator: ",", omittingEmptySubsequences: false)
      let frames = items.compactMap { Int($0) }
      guard frames.count == items.count, frames.allSatisfy({ $0 > 0 }) else {
        throw UsageError(message: "--profile-frames needs positive integers, N[,N...], not '\(value)'")
      }
      profiledFrames = Set(frames)
    case "--frames":
      guard let value = remaining.popFirst(), !value.isEmpty else {
        throw UsageError(message: "--frames needs a file to write")
      }
      framesFile = value
    case "--python":
      guard let value = remaining.popFirst(), !value.isEmpty else {
        throw UsageError(message: "--python needs a path")
      }
      python = value
    case _ where argument.hasPrefix("-"):
      throw UsageError(message: "unknown option '\(argument)'")
    default:
      guard subcommand == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
      guard ["engine", "render", "app", "ride-tour", "layout", "ride", "layers", "soak"].contains(argument)
      else {
        throw UsageError(message: "unknown subcommand '\(argument)'")
      }
      subcommand = argument
    }
  }
  if paced, subcommand != "ride-tour" { throw UsageError(message: "--paced is for ride-tour only") }
  if oneBand, subcommand != "ride-tour" { throw UsageError(message: "--one-band is for ride-tour only") }
  if framesFile != nil, subcommand != "ride-tour" {
    throw UsageError(message: "--frames is for ride-tour only")
  }
  if perfControl != nil || profiledFrames != nil {
    guard subcommand == "ride-tour" else {
      throw UsageError(message: "--perf-control and --profile-frames are for ride-tour only")
    }
    guard perfControl != nil, profiledFrames != nil else {
      throw UsageError(message: "--perf-control and --profile-frames go together")
    }
  }
  var profile: FrameProfile?
  if let perfControl, let profiledFrames {
    profile = FrameProfile(control: perfControl.control, ack: perfControl.ack, frames: profiledFrames)
  }
  switch subcommand {
  case "engine": return .engine(batches: batches ?? 9)
  // More runs than batches: a frame's time is its median over the runs, and under the load of
  // other jobs on the 2 shared cores 9 runs left a slowed frame in the p99 now and then.
  case "render": return .render(runs: batches ?? 15)
  case "app": return .app(runs: batches ?? 9)
  case "ride-tour":
    return .rideTour(runs: batches ?? 9, paced: paced, oneBand: oneBand, profile: profile, frames: framesFile)
  case "ride": return .ride(batches: batches ?? 9)
  case "layers": return .layers(runs: batches ?? 5)
  case "layout": return .layout(runs: batches ?? 21, python: python ?? ".build/tools/kiwi-venv/bin/python")
  case "soak": return .soak(frames: batches ?? 100_000)
  default:
    throw UsageError(
      message:
        "missing subcommand 'engine', 'render', 'app', 'ride-tour', 'layout', 'ride', 'layers' or 'soak'")
  }
}

/// Runs the command; false when a benchmark failed or could not run (it has said why on stderr).
@MainActor
func run(_ command: Command) -> Bool {
  switch command {
  case .help:
    print(usage)
  case .engine(let batches):
    EngineBenchmarks.run(sampler: Sampler(batches: batches))
  case .render(let runs):
    RenderBenchmarks.run(runs: runs)
  case .app(let runs):
    return AppBenchmarks.run(runs: runs)
  case .rideTour(let runs, let paced, let oneBand, let profile, let frames):
    return RideTourBenchmarks.run(
      runs: runs, paced: paced, oneBand: oneBand, profile: profile, frames: frames)
  case .layout(let runs, let python):
    LayoutBenchmarks.run(runs: runs, python: python)
  case .ride(let batches):
    return RideBenchmarks.run(sampler: Sampler(batches: batches))
  case .layers(let runs):
    return CarLayerBenchmarks.run(runs: runs)
  case .soak(let frames):
    return SoakBenchmark.run(frames: frames)
  }
  return true
}

// Before any thread starts: the app's benchmarks and soak measure the process as `hail run` runs it.
ProcessAllocator.limitArenas()

let command: Command
do {
  command = try parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(
    Data(
      "hail-bench: \(error.message) (usage: hail-bench engine|render|app|ride-tour|layout|ride|layers|soak [--iterations N], or --help)\n"
        .utf8)
  )
  exit(2)
}
let succeeded = run(command)
BenchmarkData.endAppAndRemove()
if !succeeded {
  // The soak's failure is a finding (memory grew, a play failed); the others could not run.
  if case .soak = command { exit(1) }
  exit(2)
}
