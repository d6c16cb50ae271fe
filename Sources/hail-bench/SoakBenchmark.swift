import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
import Ride
@_spi(Hail) import UIKit

/// What the soak plays over and over, each time on a fresh home screen.
@MainActor
protocol SoakScenario {
  var name: String { get }
  /// How long one play lasts, in seconds of virtual time.
  var duration: TimeInterval { get }
  func steps(for size: CGSize) -> [ReplayScript.Step]
}

/// The demo tour: pan the map, drag the sheet up and down, the tabs, swipes and the recentre button,
/// then the ride flow: a destination typed, 呼叫快车, the whole trip at `DemoTour.rideSpeed` and its
/// receipt closed (which stores the trip in the history).
struct DemoTourScenario: SoakScenario {
  let name = "demo tour"
  var duration: TimeInterval { DemoTour.duration }
  func steps(for size: CGSize) -> [ReplayScript.Step] { DemoTour.steps(for: size) }
}

/// `hail-bench soak`: the app headless on the Helsinki map with its rides for `frames` frames (60 a
/// second of virtual time, each rendered through a `FrameRenderer` as the window does), replaying
/// the scenarios on a fresh screen and an empty data directory each time. After each play the screen
/// is dropped and the application reset, and an `ObjectCensus` taken every second of the play must
/// find none of its objects alive; the resident memory (/proc/self/statm) after each play, once the
/// heap's free pages are handed back (`ProcessAllocator.trimHeap`), must stay within `allowedDrift` of
/// where it was after `warmUpPlays` plays (both figures are printed per play); every whole play must have
/// stored its ride in the history (so the ride's screens were there to count).
@MainActor
enum SoakBenchmark {
  static let framesPerSecond = 60.0
  static let warmUpPlays = 10
  /// Megabytes either way.
  static let allowedDrift = 5.0

  static func run(frames: Int) -> Bool {
    guard let map = AppBenchmarks.loadMap() else { return false }
    let ride: RideConfiguration?
    do {
      ride = try HailEnvironment.loadRide(speed: DemoTour.rideSpeed) { fail($0) }
    } catch {
      fail("cannot load the tariffs: \(error)")
      return false
    }
    let data = BenchmarkData.freshDirectory()
    let scenarios: [any SoakScenario] = [DemoTourScenario()]
    var rides = 0
    var wholePlays = 0
    var framesRun = 0
    var plays = 0
    var baseline: Double?
    var drift = 0.0
    /// The same before each trim: what the allocator held, free pages included (printed, not judged).
    var untrimmedBaseline: Double?
    var untrimmedDrift = 0.0
    var counted = 0
    var outlived: [String: Int] = [:]
    progress("soak: \(frames) frames of \(scenarios.map(\.name).joined(separator: ", ")), headless…")
    while framesRun < frames {
      let scenario = scenarios[plays % scenarios.count]
      try? FileManager.default.removeItem(at: data)
      let environment = HailEnvironment(mapStore: map, dataDirectory: data, ride: ride)
      let (census, ran) = play(scenario, environment: environment, frameLimit: frames - framesRun)
      UIApplication.shared.resetHeadless(environment: HailEnvironment(mapStore: nil).system)
      if ran == Int((scenario.duration * framesPerSecond).rounded()) {
        wholePlays += 1
        rides += RideStore(directory: data).load(now: Date()).data.history.count
      }
      framesRun += ran
      plays += 1
      counted = max(counted, census.count)
      for (kind, count) in census.survivors { outlived[kind, default: 0] += count }
      let untrimmed = residentMegabytes()
      let before = ProcessMemory.current()
      ProcessAllocator.trimHeap()
      let rss = residentMegabytes()
      if plays == warmUpPlays { baseline = rss }
      if let baseline { drift = max(drift, abs(rss - baseline)) }
      if plays == warmUpPlays { untrimmedBaseline = untrimmed }
      if let untrimmedBaseline { untrimmedDrift = max(untrimmedDrift, abs(untrimmed - untrimmedBaseline)) }
      let memory = ProcessMemory.current()
      progress(
        String(
          format:
            "  play %d, %d frames: %.1f MB resident (%.1f anonymous, %.1f file-backed); before trim %.1f (%.1f anonymous)",
          plays, framesRun, rss, memory.anonymous, memory.fileBacked, untrimmed, before.anonymous))
    }
    let lost = outlived.values.reduce(0, +)
    print("soak.frames \(framesRun) frames")
    print("soak.plays \(plays) plays")
    print(String(format: "soak.rss.baseline %.1f MB", baseline ?? residentMegabytes()))
    print(String(format: "soak.rss.drift %.2f MB", drift))
    print(String(format: "soak.rss.drift.untrimmed %.2f MB", untrimmedDrift))
    print("soak.census.objects \(counted) objects")
    print("soak.census.outlived \(lost) objects")
    print("soak.rides \(rides) rides stored of \(wholePlays) whole plays")
    var passed = true
    if rides != wholePlays {
      fail("\(wholePlays - rides) whole plays stored no ride: the ride flow did not run to its receipt")
      passed = false
    }
    if lost > 0 {
      fail(
        "objects outlived their screen: "
          + outlived.map { "\($0.value) \($0.key)" }.sorted().joined(separator: ", "))
      passed = false
    }
    if plays > warmUpPlays, drift > allowedDrift {
      fail(
        String(format: "resident memory moved %.2f MB after warm-up (allowed ±%.0f MB)", drift, allowedDrift))
      passed = false
    }
    return passed
  }

  /// One play of `scenario` on a fresh screen, rendering every frame; returns the census, taken
  /// every second of the play, and the frames run.
  private static func play(_ scenario: any SoakScenario, environment: HailEnvironment, frameLimit: Int)
    -> (ObjectCensus, Int)
  {
    let session = HomeScreenSession(environment: environment, device: .iphone8)
    let window = session.window
    let renderer = FrameRenderer()
    window.layoutIfNeeded()
    var census = ObjectCensus(appWindow: window)
    var pending = scenario.steps(for: window.bounds.size)[...]
    let frames = min(Int((scenario.duration * framesPerSecond).rounded()), frameLimit)
    for frame in 0..<frames {
      let time = Double(frame + 1) / framesPerSecond
      while let step = pending.first, step.time <= time {
        session.advance(to: step.time)
        session.perform(step.action)
        pending.removeFirst()
      }
      session.advance(to: time)
      _ = renderer.renderFrame(window)
      if (frame + 1) % Int(framesPerSecond) == 0 { census.take(window) }
    }
    census.take(window)
    return (census, frames)
  }

  /// This process's resident set in megabytes: /proc/self/statm's second field, in pages.
  static func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }
}
