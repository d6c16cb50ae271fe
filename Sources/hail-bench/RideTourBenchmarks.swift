import Foundation
import HailApp
@_spi(Hail) import HailHarness
import MapKit
import OpenStreetMap
import Ride
@_spi(Hail) import UIKit

/// The `app` suite's ride tour, issue 12's goals: the demo tour (`DemoTour`, which ends with a whole
/// ride at `DemoTour.rideSpeed`) with a fleet of 300 cars on the Helsinki map, on the iPhone 15 at
/// 393 × 852 @3x.
/// - `app.ride.frame.*`: each frame's whole cost, the engine's frame (touches, the display links:
///   the simulation and the cars' views, animations, layout) and its render with `FrameRenderer`
///   (dirty regions, what the window presents); `.engine.p99` and `.render.p99` apart. The median of
///   each frame over the runs, as `app.frame.*`.
/// - `app.ride.frame.cpu.*`: the same frames in the main thread's CPU time: what they cost when no
///   other job takes the cores away (the goals are wall time, which the shared machine's load
///   inflates); `.engine.cpu.p50` and `.render.cpu.p50` the two parts' medians apart. A frame drawn in
///   bands (`FrameBands`) spends CPU time on the band worker's thread too, not counted here.
/// - `app.ride.frame.over-16.7ms`: the frames (medians over the runs) longer than a 60 Hz frame;
///   `.over-4ms` those longer than the p99 goal (it allows one in a hundred, 22 of the tour's).
/// - `app.ride.frame.small-redraw.mean`: the mean of the frames that redraw something but under 15 %
///   of the screen, the same work in every run: how fast the machine ran this one, to compare
///   figures from machines, or from a machine's fast and slow spells, that differ threefold.
/// - `app.ride.fonts.unprepared`: the text styles laid out that `AppTextStyles` (loaded in the
///   background once the first frame is up, as `hail run` does) leaves out: 0 when it is whole.
///   Only the first run meets fonts cold (they stay loaded for the process), so the medians over
///   several runs hardly show what preparing them saves; one run against a build without it does.
/// - `app.ride.frame.redrawn.*`: the share of the screen's pixels a frame's dirty rectangles cover
///   (overlapping rectangles count twice, so it can pass 100 %); `app.ride.frame.zooming-whole-screen`
///   the share of frames that redraw at least 95 % of the screen while the map zooms (its visible
///   width changes within the frame): its tiles resampled under the cars, the frames
///   `render.floor.cairo.camera-frame` draws the pixels of.
/// - `app.search.keystroke`: the slowest keystroke of "Kaisaniemi" after the first, from the key to
///   its results laid out in the table (the search runs on the key; its answer arrives the next
///   frame), without the pixels (the frames' renders are in `app.ride.frame.*`); `.first` the
///   first, which reads the map's stored search index for the first time; `.cpu` in CPU time.
/// - `app.fare.estimate.all-services`: every service's estimate for the tour's route (what the
///   route-and-prices sheet shows), `app.dispatch.decision`: one dispatch decision for the tour's
///   pickup among the 300 cars as they are when 呼叫快车 is tapped, at the first (1 km) and widest (5
///   km) radius; `.cpu` in CPU time.
@MainActor
enum RideTourBenchmarks {
  static let fleetSize = 300
  /// Issue 12's frame budget for p99 (4 ms), in nanoseconds.
  static let frameBudget = 4e6
  /// Frames redrawing under this share of the screen (%) but not nothing: the list's and the cars'
  /// small changes, whose mean says how fast the machine ran the tour.
  static let smallRedraw = 15.0
  static let device = Device.iphone15
  static let scale: CGFloat = 3

  /// Plays the tour `runs` times, each in a fresh session on a freshly opened map (as `hail run`
  /// starts: the first search is the first to read the stored search index); prints the figures. False, having
  /// said why, when the map or the tariffs cannot be read or the tour does not reach the ride.
  ///
  /// `paced` plays each frame at its 60 Hz slot of real time, as the window does, instead of back
  /// to back: work the engine hands to other threads (the map's tiles, drawn on its tile queue and
  /// shown two frames later) then has the time it has in the window, and the figures are named
  /// `app.ride-paced.*`.
  ///
  /// `oneBand` composites every frame on the main thread alone (`FrameRenderer.threads` 1), for the
  /// figures beside those of frames drawn in bands on two threads.
  ///
  /// `profile` has perf record during the frames it names only (`PerfControl`), in every run, and
  /// prints each one's engine and render time; the run's figures then bear perf's sampling.
  ///
  /// `frames` names a file to write every frame's figures to (`FrameTable`).
  static func run(
    runs: Int, paced: Bool = false, oneBand: Bool = false, profile: FrameProfile? = nil, frames: String? = nil
  ) -> Bool {
    let tariffs: TariffBook
    do {
      tariffs = try TariffBook.load(directory: TariffBook.defaultDirectory, city: "helsinki")
    } catch {
      fail("\(error) (run from the repo root)")
      return false
    }
    // Said before the runs, not after them.
    if let frames {
      let directory = URL(fileURLWithPath: frames).deletingLastPathComponent().path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: frames, isDirectory: &isDirectory), isDirectory.boolValue {
        fail("--frames: cannot write \(frames) (it is a directory)")
        return false
      }
      guard FileManager.default.isWritableFile(atPath: directory) else {
        fail("--frames: cannot write \(frames) (\(directory) is not a writable directory)")
        return false
      }
    }
    var perf: PerfControl?
    if let profile {
      let frameCount = Int((DemoTour.duration * AppBenchmarks.framesPerSecond).rounded())
      if let beyond = profile.frames.first(where: { $0 > frameCount }) {
        fail("--profile-frames: the tour has \(frameCount) frames, not \(beyond)")
        return false
      }
      switch PerfControl.open(profile) {
      case .success(let control): perf = control
      case .failure(let error):
        fail(error.message)
        return false
      }
    }
    let ride = RideConfiguration(
      tariffs: tariffs, fleet: FleetConfiguration(size: fleetSize), speed: DemoTour.rideSpeed)
    progress(
      "playing the ride tour with \(fleetSize) cars on \(device.rawValue) @\(Int(scale))x, \(runs) runs…")
    var runTimes: [[FrameCost]] = []
    var keystrokes: [[FrameCost.Time]] = []
    var moments: TourMoments?
    for _ in 0..<runs {
      guard let map = AppBenchmarks.loadMap() else { return false }
      let run = play(map: map, ride: ride, paced: paced, oneBand: oneBand, perf: perf)
      runTimes.append(run.frames)
      keystrokes.append(run.keystrokes)
      moments = moments ?? run.moments
    }
    guard let moments, let preview = moments.preview, let previewTime = moments.previewTime,
      let matching = moments.matching
    else {
      fail("the ride tour did not reach the estimate and the call")
      return false
    }
    // Each frame's median over the runs, in wall time (what the goals are) and in this thread's CPU
    // time (what the frame costs when no other job takes the cores away: the shared machine's load
    // inflates the wall time).
    let engine = medians(runTimes) { $0.engine.wall }
    let render = medians(runTimes) { $0.render.wall }
    let whole = medians(runTimes) { $0.engine.wall + $0.render.wall }
    let wholeCPU = medians(runTimes) { $0.engine.cpu + $0.render.cpu }
    let redrawn = medians(runTimes) { $0.redrawn }
    // The tour is deterministic: the first run's frames zoom where every run's do.
    let zoomingWholeScreen = zip(runTimes[0], redrawn).filter { $0.isZooming && $1 >= 95 }.count
    // The slowest in CPU time, which the machine's load does not reorder.
    let engineCPU = medians(runTimes) { $0.engine.cpu }
    let renderCPU = medians(runTimes) { $0.render.cpu }
    if let frames {
      let table = FrameTable(
        wall: whole, engineCPU: engineCPU, renderCPU: renderCPU, redrawn: redrawn,
        zooming: runTimes[0].map(\.isZooming))
      do {
        try table.write(to: URL(fileURLWithPath: frames))
      } catch {
        fail("--frames: cannot write \(frames) (\(error.localizedDescription))")
        return false
      }
    }
    let slowest = wholeCPU.indices.sorted { wholeCPU[$0] > wholeCPU[$1] }.prefix(6).sorted()
    progress(
      "  slowest frames in CPU time (tour time s: engine + render ms, % of pixels redrawn): "
        + slowest.map {
          String(
            format: "%.2f: %.1f + %.1f, %.0f %%", Double($0 + 1) / AppBenchmarks.framesPerSecond,
            engineCPU[$0] / 1e6, renderCPU[$0] / 1e6, redrawn[$0])
        }.joined(separator: ", "))
    // The first key is the first to touch the map's stored search index (its pages).
    let keys = keystrokes[0].indices.map { index in
      (
        wall: keystrokes.map { $0[index].wall }.percentile(50),
        cpu: keystrokes.map { $0[index].cpu }.percentile(50)
      )
    }
    let later = keys.dropFirst()
    emit(
      [
        Figure(name: "app.ride.frame.p50", nanosecondsPerOperation: whole.percentile(50), unit: .ms),
        Figure(name: "app.ride.frame.p99", nanosecondsPerOperation: whole.percentile(99), unit: .ms),
        Figure(name: "app.ride.frame.max", nanosecondsPerOperation: whole.percentile(100), unit: .ms),
        Figure(name: "app.ride.frame.engine.p99", nanosecondsPerOperation: engine.percentile(99), unit: .ms),
        Figure(name: "app.ride.frame.render.p99", nanosecondsPerOperation: render.percentile(99), unit: .ms),
        Figure(name: "app.ride.frame.cpu.p50", nanosecondsPerOperation: wholeCPU.percentile(50), unit: .ms),
        Figure(name: "app.ride.frame.cpu.p99", nanosecondsPerOperation: wholeCPU.percentile(99), unit: .ms),
        Figure(name: "app.ride.frame.cpu.max", nanosecondsPerOperation: wholeCPU.percentile(100), unit: .ms),
        Figure(
          name: "app.ride.frame.engine.cpu.p50", nanosecondsPerOperation: engineCPU.percentile(50), unit: .ms),
        Figure(
          name: "app.ride.frame.render.cpu.p50", nanosecondsPerOperation: renderCPU.percentile(50), unit: .ms),
        Figure(name: "app.search.keystroke.first", nanosecondsPerOperation: keys.first?.wall ?? 0, unit: .ms),
        Figure(
          name: "app.search.keystroke", nanosecondsPerOperation: later.map(\.wall).max() ?? 0, unit: .ms),
        Figure(
          name: "app.search.keystroke.cpu", nanosecondsPerOperation: later.map(\.cpu).max() ?? 0, unit: .ms),
        estimateFigure(preview, tariffs: tariffs, start: previewTime),
      ], paced: paced)
    emit(dispatchFigures(matching, service: .express), paced: paced)
    // The share of the screen's pixels a frame redraws (each frame's median over the runs).
    for percentile in [50.0, 99] {
      print(
        "app.ride\(paced ? "-paced" : "").frame.redrawn.p\(Int(percentile)) \(String(format: "%.1f", redrawn.percentile(percentile))) %"
      )
    }
    // Styles laid out so far (in `hail-bench app`, the earlier devices' tours too) whose fonts
    // `AppTextStyles` does not prepare: a screen's first frame in one loads its font then.
    let unprepared = TextLayout.shared.stylesLaidOut.subtracting(AppTextStyles.all)
    if !unprepared.isEmpty {
      progress(
        "  styles not in AppTextStyles: "
          + unprepared.map { "\($0.family) \($0.size) pt \($0.weight) \($0.language)" }.sorted().joined(
            separator: ", "))
    }
    print("app.ride\(paced ? "-paced" : "").fonts.unprepared \(unprepared.count) styles")
    let zoomingShare = Double(zoomingWholeScreen) / Double(max(redrawn.count, 1)) * 100
    print(
      "app.ride\(paced ? "-paced" : "").frame.zooming-whole-screen \(String(format: "%.1f", zoomingShare)) %")
    // The goal's other half: no frame over a 60 Hz frame's time (1/60 s, 16.7 ms).
    let late = whole.filter { $0 > 1e9 / AppBenchmarks.framesPerSecond }.count
    print("app.ride\(paced ? "-paced" : "").frame.over-16.7ms \(late) frames")
    // The p99 goal as a count: at most one frame in a hundred over 4 ms.
    let overBudget = whole.filter { $0 > frameBudget }.count
    print("app.ride\(paced ? "-paced" : "").frame.over-4ms \(overBudget) frames")
    // How fast the machine ran the tour: its frames that redraw a little, the same work every run.
    let small = zip(whole, redrawn).filter { $1 > 0 && $1 < smallRedraw }.map(\.0)
    let smallMean = small.isEmpty ? 0 : small.reduce(0, +) / Double(small.count)
    emit(
      [Figure(name: "app.ride.frame.small-redraw.mean", nanosecondsPerOperation: smallMean, unit: .ms)],
      paced: paced)
    return true
  }

  /// Each frame's median over the runs of `time`.
  private static func medians(_ runs: [[FrameCost]], _ time: (FrameCost) -> Double) -> [Double] {
    runs[0].indices.map { index in runs.map { time($0[index]) }.percentile(50) }
  }

  /// What the tour reached that the domain figures are measured on.
  struct TourMoments {
    var preview: RidePreview?
    var previewTime: Date?
    /// The session the moment the ride was called (the fleet as dispatch first sees it).
    var matching: RideSession?
  }

  /// A frame's cost: the engine's part and the render's, each in wall and thread CPU time.
  struct FrameCost {
    struct Time {
      var wall = 0.0
      var cpu = 0.0

      static func + (a: Time, b: Time) -> Time { Time(wall: a.wall + b.wall, cpu: a.cpu + b.cpu) }
    }
    var engine = Time()
    var render = Time()
    /// The share of the screen's pixels the render redrew, in percent.
    var redrawn = 0.0
    /// Whether the map's visible width changed within the frame (a zoom, animated or pinched).
    var isZooming = false
  }

  /// The wall and CPU time `body` takes.
  private static func measure(_ body: () -> Void) -> FrameCost.Time {
    var wall: UInt64 = 0
    let cpu = threadCPUNanoseconds { wall = elapsedNanoseconds(body) }
    return FrameCost.Time(wall: Double(wall), cpu: Double(cpu))
  }

  /// One play of the tour in a fresh session: each frame's cost, each keystroke's (after the
  /// first, the first to read the index), and the moments the domain figures need.
  private static func play(
    map: MapStore, ride: RideConfiguration, paced: Bool, oneBand: Bool, perf: PerfControl?
  ) -> (frames: [FrameCost], keystrokes: [FrameCost.Time], moments: TourMoments) {
    let data = BenchmarkData.freshDirectory()
    defer { BenchmarkData.endAppAndRemove(data) }
    let environment = HailEnvironment(mapStore: map, dataDirectory: data, ride: ride)
    let session = HomeScreenSession(environment: environment, device: device, scale: scale)
    let window = session.window
    let renderer = FrameRenderer()
    if oneBand { renderer.threads = 1 }
    window.layoutIfNeeded()
    blackHole(renderer.renderFrame(window))
    // As `hail run` does once its first frame is up.
    AppTextStyles.prepareInBackground()
    var pending = typedOneKeyEveryOtherFrame(DemoTour.steps(for: window.bounds.size))[...]
    let frameCount = Int((DemoTour.duration * AppBenchmarks.framesPerSecond).rounded())
    var frames: [FrameCost] = []
    var keystrokes: [FrameCost.Time] = []
    var moments = TourMoments()
    var keyFrame: FrameCost.Time?
    let start = ProcessInfo.processInfo.systemUptime
    for frame in 1...frameCount {
      let time = Double(frame) / AppBenchmarks.framesPerSecond
      if paced {
        // This frame's slot on the real clock; a frame that ran late starts at once.
        let wait = start + time - ProcessInfo.processInfo.systemUptime
        if wait > 0 { usleep(UInt32(wait * 1e6)) }
      }
      var cost = FrameCost()
      let profiled = perf?.frames.contains(frame) == true
      if profiled { perf?.enable() }
      var typed = false
      let widthBefore = session.home.mapView?.visibleMapRect.size.width
      while let step = pending.first, step.time <= time {
        cost.engine =
          cost.engine
          + measure {
            session.advance(to: step.time)
            session.perform(step.action)
          }
        if case .text = step.action { typed = true }
        pending.removeFirst()
      }
      cost.engine = cost.engine + measure { session.advance(to: time) }
      if let widthBefore, let widthAfter = session.home.mapView?.visibleMapRect.size.width {
        cost.isZooming = abs(widthAfter / widthBefore - 1) > 1e-6
      }
      var rendered: RenderedFrame?
      cost.render = measure { rendered = renderer.renderFrame(window) }
      if profiled {
        perf?.disable()
        progress(
          String(
            format: "  profiled frame %d (%.2f s): engine %.2f ms, render %.2f ms", frame, time,
            cost.engine.wall / 1e6, cost.render.wall / 1e6))
      }
      if let rendered {
        let pixels = rendered.dirtyRects.reduce(0) { $0 + $1.width * $1.height }
        cost.redrawn = Double(pixels) / Double(rendered.bitmap.width * rendered.bitmap.height) * 100
      }
      frames.append(cost)
      // A key's results arrive on the frame after it: the keystroke is both frames' engine work.
      if let first = keyFrame {
        keystrokes.append(first + cost.engine)
        keyFrame = nil
      }
      if typed { keyFrame = cost.engine }
      if let trip = session.home.rideSession?.trip {
        if moments.preview == nil, trip.state == .previewing, let preview = trip.preview {
          moments.preview = preview
          moments.previewTime = session.home.rideSession?.time
        }
        if moments.matching == nil, trip.state == .matching { moments.matching = session.home.rideSession }
      }
    }
    return (frames, keystrokes, moments)
  }

  /// The tour's actions, each typed text split into one character every other frame so each
  /// keystroke's results arrive before the next key (the next step comes later still).
  private static func typedOneKeyEveryOtherFrame(_ steps: [ReplayScript.Step])
    -> [(time: TimeInterval, action: ReplayScript.Action)]
  {
    steps.flatMap { step -> [(time: TimeInterval, action: ReplayScript.Action)] in
      guard case .text(let text) = step.action else { return [(step.time, step.action)] }
      return text.enumerated().map { index, character in
        (step.time + Double(2 * index) / AppBenchmarks.framesPerSecond, .text(String(character)))
      }
    }
  }

  /// Every service's estimate for the tour's route, leaving when the tour previewed it.
  private static func estimateFigure(_ preview: RidePreview, tariffs: TariffBook, start: Date) -> Figure {
    let operations = 1_000
    let time = Sampler(batches: 9).nanosecondsPerOperation(operations: operations) {
      elapsedNanoseconds {
        for _ in 0..<operations {
          blackHole(
            RidePreview(
              pickup: preview.pickup, destination: preview.destination, path: preview.path, tariffs: tariffs,
              start: start))
        }
      }
    }
    return Figure(name: "app.fare.estimate.all-services", nanosecondsPerOperation: time, unit: .us)
  }

  /// One decision for the tour's pickup with the fleet as it was at the call, 3 s after it (the
  /// first search, 1 km) and 40 s after it (5 km: every free car of the service a candidate).
  private static func dispatchFigures(_ session: RideSession, service: Service) -> [Figure] {
    guard let pickup = session.trip.preview?.pickup.coordinate else { return [] }
    return [(3.0, "app.dispatch.decision"), (40, "app.dispatch.decision.5km")].flatMap { elapsed, name in
      let operations = 10
      func decide() {
        for _ in 0..<operations {
          blackHole(
            session.dispatcher.decide(
              pickup: pickup, service: service, elapsed: elapsed, fleet: session.fleet,
              network: session.network))
        }
      }
      let sampler = Sampler(batches: 9)
      let wall = sampler.nanosecondsPerOperation(operations: operations) { elapsedNanoseconds(decide) }
      let cpu = sampler.nanosecondsPerOperation(operations: operations) { threadCPUNanoseconds(decide) }
      return [
        Figure(name: name, nanosecondsPerOperation: wall, unit: .ms),
        Figure(name: "\(name).cpu", nanosecondsPerOperation: cpu, unit: .ms),
      ]
    }
  }

  /// Prints `figures`, the frame figures of a paced run named `app.ride-paced.*`.
  private static func emit(_ figures: [Figure], paced: Bool) {
    for figure in figures {
      let line = figure.line
      print(
        paced && line.hasPrefix("app.ride.") ? "app.ride-paced." + line.dropFirst("app.ride.".count) : line)
      fflush(nil)
    }
  }
}
