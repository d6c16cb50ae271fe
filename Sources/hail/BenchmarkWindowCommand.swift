import Foundation
import HailApp
@_spi(Hail) import HailHarness
import SDLHost
@_spi(Hail) import UIKit

/// `hail benchmark-window [--display]`: the home screen in an SDL window on SDL's offscreen driver
/// (no X server), or with `--display` on the X server `DISPLAY` names (`make bench-window` runs it
/// under Xvfb, as the window test does),
/// at 375 × 667 @2x and 393 × 852 @3x, while a scripted finger drags the express table up and down
/// (the header collapses and returns, animated). Prints `name value unit` lines: p50 and p99 of
/// rendering alone and of render + present per frame, during the drag and on idle frames, and how
/// many of those frames were presented at all, in percent (an idle frame uploads and presents nothing).
///
/// Render is `FrameRenderer` redrawing what changed; present is copying the changed rectangles into
/// the window surface and `SDL_UpdateWindowSurfaceRects` sending those rectangles to the X server
/// (shared memory, waiting until the server has them), or to the offscreen driver's memory.
///
/// The app runs on a virtual clock stepped one 60 Hz frame at a time, so every run plays the same
/// frames. The script runs three times per device and each frame's figure is its median over the
/// runs; the figures are wall time of the host's work for each frame, and its CPU time in this
/// thread (`.cpu`: what the machine's other jobs took is left out, and so is the X server's work).
enum BenchmarkWindowCommand: HailCommand {
  static let name = "benchmark-window"
  static let runsTheApp = true
  static let summary = "   frame times of render and render + present in an SDL window [--display]"

  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.isEmpty || arguments == ["--display"] else {
      printError("benchmark-window takes only --display")
      return 2
    }
    if arguments.isEmpty {
      // The offscreen driver needs no display server and presents without waiting for vsync.
      setenv("SDL_VIDEODRIVER", "offscreen", 1)
    } else {
      guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else {
        printError("benchmark-window --display: DISPLAY names no X server (try `make bench-window`)")
        return 2
      }
      setenv("SDL_VIDEODRIVER", "x11", 1)
    }
    for device in Device.allCases {
      do {
        try measure(device)
      } catch {
        printError(error.description)
        return 2
      }
    }
    return 0
  }

  /// How many times the script runs per device: each frame's figure is its median over the runs,
  /// which drops frames slowed by other jobs on the shared cores (every run plays the same frames).
  static let runs = 3

  private static func measure(_ device: Device) throws(SDLHostError) {
    var plays: [FrameTimes] = []
    for _ in 0..<runs { plays.append(try play(device)) }
    let median = FrameTimes(medianOf: plays)
    let prefix = "window.\(Int(device.size.width))x\(Int(device.size.height))@\(Int(device.scale))x"
    for (phase, frames) in [("drag", median.drag), ("idle", median.idle)] {
      report("\(prefix).\(phase).render", frames.map(\.render))
      report("\(prefix).\(phase).render+present", frames.map(\.renderPresent))
      report("\(prefix).\(phase).render+present.cpu", frames.map(\.cpu))
      print("\(prefix).\(phase).presented \(percent(frames.filter(\.presented).count, of: frames.count)) %")
    }
  }

  /// One play of the script in a fresh window: the drag's frames, then the settled screen's.
  private static func play(_ device: Device) throws(SDLHostError) -> FrameTimes {
    // The blank map: the figures time rendering and presenting the sheet and the window.
    let window = HomeScreenSession(environment: HailEnvironment(mapStore: nil), device: device).window
    var configuration = SDLHostConfiguration(pointSize: device.size, scale: device.scale)
    configuration.fitsToDisplay = false
    let session = try SDLSession(window: window, configuration: configuration)
    var frames: [FrameTime] = []
    func frame() {
      UIApplication.shared.advance(by: 1.0 / 60)
      let cpuStart = threadCPUNanoseconds()
      let start = ProcessInfo.processInfo.systemUptime
      session.render()
      let rendered = ProcessInfo.processInfo.systemUptime
      let presented = session.present()
      let end = ProcessInfo.processInfo.systemUptime
      frames.append(
        FrameTime(
          render: (rendered - start) * 1e3, renderPresent: (end - start) * 1e3,
          cpu: Double(threadCPUNanoseconds() - cpuStart) / 1e6, presented: presented))
    }

    for _ in 0..<30 { frame() }  // warm-up: fonts, content caches, shadow masks
    frames.removeAll()
    let fingers = TouchInjector(window: window)
    let start = CGPoint(x: device.size.width / 2, y: device.size.height - 75)
    for _ in 0..<3 {
      // Up 300 pt in half a second (the header collapses), then back down (it returns).
      for (from, to) in [(start.y, start.y - 300), (start.y - 300, start.y)] {
        fingers.down(at: CGPoint(x: start.x, y: from))
        for step in 1...30 {
          fingers.move(to: CGPoint(x: start.x, y: from + (to - from) * CGFloat(step) / 30))
          frame()
        }
        fingers.up()
        for _ in 0..<30 { frame() }  // deceleration, bounce, the header's animation
      }
    }
    let drag = frames
    UIApplication.shared.advance(by: 2)
    frame()  // the last frame of the settled screen
    frames.removeAll()
    for _ in 0..<120 { frame() }
    return FrameTimes(drag: drag, idle: frames)
  }

  /// The CPU time this thread has used, in nanoseconds: unlike the wall time, it leaves out the
  /// time other jobs on the shared cores took the processor away (and the X server's own work).
  private static func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  /// `part` as a whole percentage of `whole`.
  private static func percent(_ part: Int, of whole: Int) -> Int {
    whole == 0 ? 0 : Int((Double(part) / Double(whole) * 100).rounded())
  }

  /// `name.p50` and `name.p99` lines, nearest-rank percentiles, in milliseconds (four decimals:
  /// idle frames take microseconds).
  private static func report(_ name: String, _ milliseconds: [Double]) {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return }
    for percentile in [50, 99] {
      let rank = min(
        sorted.count - 1, Int((Double(percentile) / 100 * Double(sorted.count)).rounded(.up)) - 1)
      print("\(name).p\(percentile) \(String(format: "%.4f", sorted[max(rank, 0)])) ms")
    }
  }
}

/// One frame's times, in milliseconds, and whether it presented anything.
private struct FrameTime {
  var render: Double
  var renderPresent: Double
  var cpu: Double
  var presented: Bool
}

/// The frames of one play of the script, or each frame's median over several plays.
private struct FrameTimes {
  var drag: [FrameTime]
  var idle: [FrameTime]

  init(drag: [FrameTime], idle: [FrameTime]) {
    self.drag = drag
    self.idle = idle
  }

  init(medianOf runs: [FrameTimes]) {
    func median(_ frames: [[FrameTime]]) -> [FrameTime] {
      frames[0].indices.map { index in
        func middle(_ value: (FrameTime) -> Double) -> Double {
          let sorted = frames.map { value($0[index]) }.sorted()
          return sorted[sorted.count / 2]
        }
        return FrameTime(
          render: middle(\.render), renderPresent: middle(\.renderPresent), cpu: middle(\.cpu),
          presented: frames[0][index].presented)
      }
    }
    drag = median(runs.map(\.drag))
    idle = median(runs.map(\.idle))
  }
}
