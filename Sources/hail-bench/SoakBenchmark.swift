import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
@_spi(Hail) import UIKit

/// What the soak plays over and over, each time on a fresh home screen. The ride flow joins the
/// list once the app has it: a scenario that books a ride, waits out the trip and closes the
/// receipt, so the trip's screens are counted and measured too.
@MainActor
protocol SoakScenario {
  var name: String { get }
  /// How long one play lasts, in seconds of virtual time.
  var duration: TimeInterval { get }
  func steps(for size: CGSize) -> [ReplayScript.Step]
}

/// The demo tour: pan the map, drag the sheet up and down, the tabs, swipes and the recentre button.
struct DemoTourScenario: SoakScenario {
  let name = "demo tour"
  var duration: TimeInterval { DemoTour.duration }
  func steps(for size: CGSize) -> [ReplayScript.Step] { DemoTour.steps(for: size) }
}

/// `hail-bench soak`: the app headless on the Helsinki map for `frames` frames (60 a second of
/// virtual time, each rendered through a `FrameRenderer` as the window does), replaying the
/// scenarios on a fresh screen each time. After each play the screen is dropped and the application
/// reset, and an `ObjectCensus` taken when it started must find none of its objects alive; the
/// resident memory (/proc/self/statm) after each play must stay within `allowedDrift` of where it
/// was after `warmUpPlays` plays.
@MainActor
enum SoakBenchmark {
  static let framesPerSecond = 60.0
  static let warmUpPlays = 10
  /// Megabytes either way.
  static let allowedDrift = 5.0

  static func run(frames: Int) -> Bool {
    guard let map = AppBenchmarks.loadMap() else { return false }
    let scenarios: [any SoakScenario] = [DemoTourScenario()]
    var framesRun = 0
    var plays = 0
    var baseline: Double?
    var drift = 0.0
    var counted = 0
    var outlived: [String: Int] = [:]
    progress("soak: \(frames) frames of \(scenarios.map(\.name).joined(separator: ", ")), headless…")
    while framesRun < frames {
      let scenario = scenarios[plays % scenarios.count]
      let (census, ran) = play(scenario, map: map, frameLimit: frames - framesRun)
      UIApplication.shared.resetHeadless(environment: HailEnvironment(mapStore: nil).system)
      framesRun += ran
      plays += 1
      counted = max(counted, census.count)
      for (kind, count) in census.survivors { outlived[kind, default: 0] += count }
      let rss = residentMegabytes()
      if plays == warmUpPlays { baseline = rss }
      if let baseline { drift = max(drift, abs(rss - baseline)) }
      if plays % 20 == 0 {
        progress(String(format: "  %d plays, %d frames, %.1f MB resident", plays, framesRun, rss))
      }
    }
    let lost = outlived.values.reduce(0, +)
    print("soak.frames \(framesRun) frames")
    print("soak.plays \(plays) plays")
    print(String(format: "soak.rss.baseline %.1f MB", baseline ?? residentMegabytes()))
    print(String(format: "soak.rss.drift %.2f MB", drift))
    print("soak.census.objects \(counted) objects")
    print("soak.census.outlived \(lost) objects")
    var passed = true
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

  /// One play of `scenario` on a fresh screen, rendering every frame; returns the census taken at
  /// its start and the frames run.
  private static func play(_ scenario: any SoakScenario, map: MapStore, frameLimit: Int)
    -> (ObjectCensus, Int)
  {
    let session = HomeScreenSession(environment: HailEnvironment(mapStore: map), device: .iphone8)
    let window = session.window
    let renderer = FrameRenderer()
    window.layoutIfNeeded()
    let census = ObjectCensus(window: window)
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
    }
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
