import Foundation

/// The ride tour's frames one per line (`hail-bench ride-tour --frames FILE`), tab-separated under
/// a header: each frame's number (from 1, at 60 Hz), tour time in seconds, whole wall time, engine
/// and render CPU time in ms, the share of the screen redrawn in %, and whether the map zooms (1
/// or 0). The medians over the runs, as the figures are.
@MainActor
struct FrameTable {
  /// Nanoseconds, and a share in %, per frame.
  let wall: [Double]
  let engineCPU: [Double]
  let renderCPU: [Double]
  let redrawn: [Double]
  let zooming: [Bool]

  static let header = "frame\ttime_s\twall_ms\tengine_cpu_ms\trender_cpu_ms\tredrawn_pct\tzooming"

  var text: String {
    let rows = wall.indices.map { index in
      String(
        format: "%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.1f\t%d", index + 1,
        Double(index + 1) / AppBenchmarks.framesPerSecond,
        wall[index] / 1e6, engineCPU[index] / 1e6, renderCPU[index] / 1e6, redrawn[index],
        zooming[index] ? 1 : 0)
    }
    return ([Self.header] + rows).joined(separator: "\n") + "\n"
  }

  /// Written to a temporary file beside `url` and renamed over it: whole or not at all.
  func write(to url: URL) throws {
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
