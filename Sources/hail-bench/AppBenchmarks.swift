import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
@_spi(Hail) import UIKit

/// The `app` suite (issue 5 §5): the app's own figures on the Helsinki map.
/// - `app.frame.*`: each frame's time over the whole demo tour (`DemoTour.steps`, 60 frames a
///   second of virtual time, as the window runs), on the iPhone 15 (393 × 852 @3x, the goal's
///   device) and, as `app.frame.iphone8.*`, the iPhone 8 (375 × 667 @2x): the frame's touches, its
///   timers and display links, layout (label placement) and its render with `FrameRenderer` (dirty
///   regions, what the window presents) — all a frame does but present it. `render.p99` is the
///   render alone (the figure before session 6); `cpu.*` the frames in this thread's CPU time, what
///   they cost when no other job shares the core (comparable on a busy machine). `busy.p50` is the p50 of the frames that redrew
///   something (most frames of the tour change nothing), `first` the tour's first frame, a full
///   render of the home screen.
/// - `app.startToFirstFrame`: from process start to the first rendered frame of `hail run`, a
///   child process (see `StartupBenchmark`); `app.startToExit` is the child's whole run.
@MainActor
enum AppBenchmarks {
  static let framesPerSecond = 60.0

  /// Runs the tour `runs` times per device, then launches `hail` `runs` times; prints each figure
  /// as it comes. Returns false, having said why on stderr, when the map or `hail` is missing.
  static func run(runs: Int) -> Bool {
    guard let map = loadMap() else { return false }
    for (device, prefix) in [(Device.iphone15, "app.frame"), (.iphone8, "app.frame.iphone8")] {
      progress("playing the demo tour on \(device.rawValue), \(runs) runs…")
      let tour = tourFrameTimes(device, runs: runs, map: map)
      let renders = tour.renders
      // Most of the tour's frames change nothing and cost next to nothing: the p50 of all frames
      // says so, the p50 of the frames that redrew says what a redraw costs.
      let busy = zip(tour.frames, tour.redrawn).filter(\.1).map(\.0)
      progress("  \(busy.count) of \(tour.frames.count) frames redrew pixels")
      emit([
        Figure(name: "\(prefix).p50", nanosecondsPerOperation: tour.frames.percentile(50), unit: .ms),
        Figure(name: "\(prefix).p99", nanosecondsPerOperation: tour.frames.percentile(99), unit: .ms),
        Figure(name: "\(prefix).render.p99", nanosecondsPerOperation: renders.percentile(99), unit: .ms),
        Figure(name: "\(prefix).cpu.p99", nanosecondsPerOperation: tour.cpu.percentile(99), unit: .ms),
        Figure(name: "\(prefix).cpu.max", nanosecondsPerOperation: tour.cpu.percentile(100), unit: .ms),
        Figure(name: "\(prefix).busy.p50", nanosecondsPerOperation: busy.percentile(50), unit: .ms),
        Figure(name: "\(prefix).max", nanosecondsPerOperation: tour.frames.percentile(100), unit: .ms),
        Figure(name: "\(prefix).first", nanosecondsPerOperation: tour.first, unit: .ms),
      ])
    }
    guard RideTourBenchmarks.run(runs: runs) else { return false }
    guard let startup = StartupBenchmark(launches: runs) else { return false }
    progress("launching \(startup.executable.path) \(runs) times…")
    guard let times = startup.measure() else { return false }
    emit([
      Figure(name: "app.startToFirstFrame", nanosecondsPerOperation: times.firstFrame, unit: .ms),
      Figure(name: "app.startToExit", nanosecondsPerOperation: times.exit, unit: .ms),
    ])
    return true
  }

  /// Opens data/helsinki.hailmap (relative to the working directory, the repo root) as the app
  /// does; nil, with one line on stderr, when it is missing or unreadable: the figures are for
  /// the Helsinki map, not a blank one.
  static func loadMap() -> MapStore? {
    var missing: String?
    let map: MapStore?
    do {
      map = try HailEnvironment.openMap(path: nil) { missing = $0 }
    } catch {
      fail("cannot load \(HailEnvironment.defaultMapPath): \(error)")
      return nil
    }
    if missing != nil {
      fail("no map at \(HailEnvironment.defaultMapPath): run from the repo root after `make map`")
    }
    return map
  }

  /// Each frame's time (its steps, the clock advanced to it, its render) and render time, the
  /// median over `runs` plays of the tour, each in a fresh session (a fresh map view, so its tiles
  /// are drawn anew), and whether it redrew pixels; the tour is deterministic, so a frame does the
  /// same work in every run and the median drops runs slowed by other jobs on the shared cores.
  /// The first frame (the full render) is reported apart.
  private static func tourFrameTimes(_ device: Device, runs: Int, map: MapStore)
    -> (frames: [Double], renders: [Double], cpu: [Double], redrawn: [Bool], first: Double)
  {
    var runTimes: [[Double]] = []
    var runRenders: [[Double]] = []
    var runCPU: [[Double]] = []
    var redrawn: [Bool] = []
    var firstTimes: [Double] = []
    for _ in 0..<runs {
      let session = HomeScreenSession(
        environment: HailEnvironment(mapStore: map, dataDirectory: BenchmarkData.freshDirectory()),
        device: device)
      let window = session.window
      let renderer = FrameRenderer()
      var pending = DemoTour.steps(for: window.bounds.size)[...]
      window.layoutIfNeeded()
      firstTimes.append(Double(elapsedNanoseconds { blackHole(renderer.renderFrame(window)) }))
      // As `hail run` does once its first frame is up.
      AppTextStyles.prepareInBackground()
      let frameCount = Int((DemoTour.duration * framesPerSecond).rounded())
      var times: [Double] = []
      var renders: [Double] = []
      var cpu: [Double] = []
      redrawn = []
      for frame in 1...frameCount {
        let time = Double(frame) / framesPerSecond
        var dirty = false
        var render: UInt64 = 0
        var whole: UInt64 = 0
        let frameCPU = threadCPUNanoseconds {
          whole = elapsedNanoseconds {
            while let step = pending.first, step.time <= time {
              session.advance(to: step.time)
              session.perform(step.action)
              pending.removeFirst()
            }
            session.advance(to: time)
            render = elapsedNanoseconds { dirty = !renderer.renderFrame(window).dirtyRects.isEmpty }
          }
        }
        times.append(Double(whole))
        cpu.append(Double(frameCPU))
        renders.append(Double(render))
        redrawn.append(dirty)
      }
      runTimes.append(times)
      runRenders.append(renders)
      runCPU.append(cpu)
    }
    let frames = runTimes[0].indices.map { index in runTimes.map { $0[index] }.percentile(50) }
    let renders = runRenders[0].indices.map { index in runRenders.map { $0[index] }.percentile(50) }
    let cpu = runCPU[0].indices.map { index in runCPU.map { $0[index] }.percentile(50) }
    let slowest = cpu.indices.sorted { cpu[$0] > cpu[$1] }.prefix(8).sorted()
    progress(
      "  costliest frames in CPU time (tour time s: CPU ms; wall ms, of which render): "
        + slowest.map {
          String(
            format: "%.2f: %.1f; %.1f (%.1f)", Double($0 + 1) / framesPerSecond, cpu[$0] / 1e6,
            frames[$0] / 1e6,
            renders[$0] / 1e6)
        }
        .joined(separator: ", "))
    return (frames, renders, cpu, redrawn, firstTimes.percentile(50))
  }

  private static func emit(_ figures: [Figure]) {
    for figure in figures {
      print(figure.line)
      fflush(nil)
    }
  }
}

/// Writes `hail-bench: message` to stderr.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("hail-bench: \(message)\n".utf8))
}

/// Writes `hail-bench: message` to stderr: a failure, before exiting with 2.
func fail(_ message: String) {
  progress(message)
}
