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
/// Render is `FrameRenderer` redrawing what changed; present is uploading the changed rectangles,
/// copying the frame's texture into the full-size window and `SDL_RenderPresent`, with whatever
/// renderer the offscreen driver picks (OpenGL on Mesa's software rasterizer where there is no GPU).
///
/// The app runs on a virtual clock stepped one 60 Hz frame at a time, so every run plays the same
/// frames; the figures are wall time of the host's work for each frame.
enum BenchmarkWindowCommand: HailCommand {
  static let name = "benchmark-window"
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

  private static func measure(_ device: Device) throws(SDLHostError) {
    // The blank map: the figures time rendering and presenting the sheet and the window.
    let window = HomeScreenSession(environment: HailEnvironment(mapStore: nil), device: device).window
    var configuration = SDLHostConfiguration(pointSize: device.size, scale: device.scale)
    configuration.fitsToDisplay = false
    let session = try SDLSession(window: window, configuration: configuration)
    var render: [Double] = []
    var renderPresent: [Double] = []
    var presented = 0
    func frame() {
      UIApplication.shared.advance(by: 1.0 / 60)
      let start = UInt64(ProcessInfo.processInfo.systemUptime * 1e9)
      session.render()
      let rendered = UInt64(ProcessInfo.processInfo.systemUptime * 1e9)
      if session.present() { presented += 1 }
      let end = UInt64(ProcessInfo.processInfo.systemUptime * 1e9)
      render.append(Double(rendered - start) / 1e6)
      renderPresent.append(Double(end - start) / 1e6)
    }
    func restart() {
      render.removeAll()
      renderPresent.removeAll()
      presented = 0
    }

    for _ in 0..<30 { frame() }  // warm-up: fonts, content caches, shadow masks
    restart()
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
    let prefix = "window.\(Int(device.size.width))x\(Int(device.size.height))@\(Int(device.scale))x"
    report("\(prefix).drag.render", render)
    report("\(prefix).drag.render+present", renderPresent)
    print("\(prefix).drag.presented \(percent(presented, of: render.count)) %")

    UIApplication.shared.advance(by: 2)
    frame()  // the last frame of the settled screen
    restart()
    for _ in 0..<120 { frame() }
    report("\(prefix).idle.render", render)
    report("\(prefix).idle.render+present", renderPresent)
    print("\(prefix).idle.presented \(percent(presented, of: render.count)) %")
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
