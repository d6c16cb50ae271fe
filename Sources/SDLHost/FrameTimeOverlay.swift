@_spi(Hail) import CoreGraphics
import Foundation

/// The F key's overlay: the last frame's time and a bar graph of the recent ones. It is drawn into a
/// bitmap of its own that the window lays over the engine's frame, never into the frame: the
/// renderer keeps that bitmap from frame to frame as the views' pixels. A frame's time is the
/// host's work for it: events, `runFrame`, render and present.
struct FrameTimeOverlay {
  /// How many frames the graph shows: two seconds at 60 Hz.
  static let capacity = 120
  /// The 60 Hz budget, drawn as a line across the graph.
  static let budget: TimeInterval = 1.0 / 60
  /// The panel, in points.
  static let size = CGSize(width: CGFloat(capacity) + 16, height: 64)

  /// Where the panel goes on a screen of `pointSize`, in points: mid-height on the left, over the
  /// map, clear of the app's header, tabs and cards.
  static func origin(on pointSize: CGSize) -> CGPoint {
    CGPoint(x: 8, y: (pointSize.height / 2).rounded())
  }

  private var times: [TimeInterval] = []
  private var next = 0
  /// Counts the recorded times, so that the panel is drawn again only when its numbers changed.
  private(set) var version = 0

  mutating func record(_ seconds: TimeInterval) {
    version += 1
    if times.count < Self.capacity {
      times.append(seconds)
    } else {
      times[next] = seconds
    }
    next = (next + 1) % Self.capacity
  }

  /// The recorded times, oldest first.
  var history: [TimeInterval] {
    times.count < Self.capacity ? times : Array(times[next...] + times[..<next])
  }

  /// Draws the panel over the whole of `context`, a bitmap of `size` points (cleared first: the
  /// bitmap is reused).
  func draw(in context: CGContext) {
    let panel = CGRect(origin: .zero, size: Self.size)
    let graph = CGRect(x: panel.minX + 8, y: panel.minY + 24, width: CGFloat(Self.capacity), height: 32)
    context.clear(panel)
    context.saveGState()
    context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.7)
    context.fill(panel)

    let last = history.last ?? 0
    TextLayout.shared.draw(
      String(format: "%.2f ms", last * 1000), style: CGTextStyle(size: 12, weight: .semibold, language: "en"),
      color: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
      in: CGRect(x: graph.minX, y: panel.minY + 4, width: graph.width, height: 16),
      context: context)

    // Bars scale so that twice the budget fills the graph; a bar over budget turns red.
    let fullScale = 2 * Self.budget
    for (index, time) in history.enumerated() {
      let height = min(time / fullScale, 1) * graph.height
      if time > Self.budget {
        context.setFillColor(red: 1, green: 0.3, blue: 0.3, alpha: 1)
      } else {
        context.setFillColor(red: 0.4, green: 0.9, blue: 0.5, alpha: 1)
      }
      context.fill(CGRect(x: graph.minX + CGFloat(index), y: graph.maxY - height, width: 1, height: height))
    }
    context.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.6)
    context.fill(CGRect(x: graph.minX, y: graph.maxY - graph.height / 2, width: graph.width, height: 0.5))
    context.restoreGState()
  }
}
