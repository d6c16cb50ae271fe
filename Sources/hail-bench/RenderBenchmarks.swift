@_spi(Hail) import CoreGraphics
import Foundation
import HailApp
@_spi(Hail) import HailHarness
@_spi(Hail) import UIKit

/// The `render` suite (issue 3 §5, rendering alone): the home screen's frame times during the
/// scripted drag of `HomeScreenScene`, on the iPhone 8 (375 × 667 @2x) and the iPhone 15
/// (393 × 852 @3x), with `FrameRenderer` (dirty regions) and, for comparison, a full render of
/// every frame into a kept bitmap; and an idle frame, when nothing changed.
@MainActor
enum RenderBenchmarks {
  /// Runs the script `runs` times per device and renderer; prints each figure as it comes.
  static func run(runs: Int) {
    for device in Device.allCases {
      FileHandle.standardError.write(
        Data("hail-bench: rendering the home screen on \(device.rawValue)…\n".utf8))
      let name = "render.\(device.rawValue)"
      let full = frameTimes(device, runs: runs, renderer: FullRender())
      let incremental = frameTimes(device, runs: runs, renderer: IncrementalRender())
      for figure in [
        Figure(name: "\(name).full.p50", nanosecondsPerOperation: full.percentile(50), unit: .ms),
        Figure(name: "\(name).full.p99", nanosecondsPerOperation: full.percentile(99), unit: .ms),
        Figure(name: "\(name).p50", nanosecondsPerOperation: incremental.percentile(50), unit: .ms),
        Figure(name: "\(name).p99", nanosecondsPerOperation: incremental.percentile(99), unit: .ms),
        Figure(name: "\(name).idle", nanosecondsPerOperation: idleFrame(device), unit: .us),
      ] {
        print(figure.line)
        fflush(nil)
      }
    }
    RenderFloorBenchmarks.run()
    CairoFloorBenchmarks.run()
    RoundedFillBenchmarks.run()
  }

  /// Each frame's render time: the median over `runs` runs of the script, each in a fresh scene
  /// whose first (full) frame is not counted. The script is deterministic, so a frame does the
  /// same work in every run, and the median drops the runs slowed by other jobs on the shared cores.
  private static func frameTimes(_ device: Device, runs: Int, renderer: some WindowRenderer) -> [Double] {
    var runTimes: [[Double]] = []
    for _ in 0..<runs {
      let scene = HomeScreenScene(device: device)
      var renderer = renderer
      renderer.render(scene.window)
      runTimes.append(
        scene.frames.map { frame in
          frame()
          return Double(elapsedNanoseconds { renderer.render(scene.window) })
        })
    }
    return runTimes[0].indices.map { index in runTimes.map { $0[index] }.percentile(50) }
  }

  /// The median time of a frame in which nothing changed, after the script has settled.
  private static func idleFrame(_ device: Device) -> Double {
    let scene = HomeScreenScene(device: device)
    let renderer = FrameRenderer()
    for frame in scene.frames { frame() }
    UIApplication.shared.advance(by: 1)
    _ = renderer.renderFrame(scene.window)
    var times: [Double] = []
    for _ in 0..<1_000 {
      UIApplication.shared.advance(by: 1.0 / 60)
      times.append(Double(elapsedNanoseconds { blackHole(renderer.renderFrame(scene.window)) }))
    }
    precondition(renderer.renderFrame(scene.window).dirtyRects.isEmpty, "the settled screen must be idle")
    return times.percentile(50)
  }
}

/// What a benchmark times per frame.
@MainActor
private protocol WindowRenderer {
  mutating func render(_ window: UIWindow)
}

/// Dirty regions: what the SDL host does.
@MainActor
private struct IncrementalRender: WindowRenderer {
  let renderer = FrameRenderer()

  func render(_ window: UIWindow) {
    blackHole(renderer.renderFrame(window))
  }
}

/// Everything, every frame, into one kept bitmap: the cost without dirty regions.
@MainActor
private struct FullRender: WindowRenderer {
  var bitmap: CGContext?

  mutating func render(_ window: UIWindow) {
    let scale = UIScreen.main.scale
    let size = window.bounds.size
    if bitmap == nil {
      bitmap = CGContext(
        bitmapWidth: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
        scale: scale)
    }
    guard let bitmap else { return }
    bitmap.clear(CGRect(origin: .zero, size: size))
    ViewRenderer().draw(window, in: bitmap, scale: scale)
  }
}

extension [Double] {
  /// The nearest-rank percentile (`p` in 0…100) of the values.
  func percentile(_ p: Double) -> Double {
    guard !isEmpty else { return 0 }
    let sorted = self.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
  }
}
