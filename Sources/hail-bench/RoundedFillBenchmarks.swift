@_spi(Hail) import CoreGraphics
import Foundation
@_spi(Hail) import UIKit

/// Rounded layer backgrounds at @3x on the iPhone 15's 1179 × 2556 screen, filled as Cairo's path
/// (what the compositor did before) and from cached coverage (`CGContext.fillRounded`, what it
/// does on whole pixels up to `RoundedFillCache.pixelLimit`), in the same run:
/// `render.rounded-fill.<shape>.path`, `.mask` and their `.ratio` (path ÷ mask). The shapes are
/// rounded backgrounds the ride tour often redraws (logged in a scratch build): the map's 44-point
/// recentre button (radius 22) and its attribution label (152 × 17, radius 3), and a 100 × 30
/// pill (radius 15). Each figure is the median of 15 batches of 200 fills.
@MainActor
enum RoundedFillBenchmarks {
  static func run() {
    guard let context = CGContext(bitmapWidth: 1179, height: 2556, scale: 3) else { return }
    let masks = RoundedFillCache()
    let sampler = Sampler(batches: 15)
    let shapes: [(String, CGRect, CGFloat)] = [
      ("button", CGRect(x: 337, y: 500, width: 44, height: 44), 22),
      ("label", CGRect(x: 8, y: 540, width: 152, height: 17), 3),
      ("pill", CGRect(x: 10, y: 600, width: 100, height: 30), 15),
    ]
    let color = UIColor.white.cgColor
    for (name, rect, radius) in shapes {
      let outline = CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)
      let path = sampler.nanosecondsPerOperation(operations: 200) {
        elapsedNanoseconds {
          for _ in 0..<200 {
            context.setFillColor(color)
            context.addPath(outline)
            context.fillPath()
          }
          _ = context.data  // flushes Cairo's drawing
        }
      }
      var filled = true
      let mask = sampler.nanosecondsPerOperation(operations: 200) {
        elapsedNanoseconds {
          for _ in 0..<200 {
            filled =
              context.fillRounded(
                rect, cornerRadius: radius, curve: .circular,
                corners: [
                  .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
                ],
                color: color, masks: masks)
              && filled
          }
          _ = context.data
        }
      }
      guard filled else {
        FileHandle.standardError.write(Data("hail-bench: the \(name) was not filled from its mask\n".utf8))
        BenchmarkData.endAppAndRemove()
        exit(1)
      }
      let prefix = "render.rounded-fill.\(name)"
      print(Figure(name: "\(prefix).path", nanosecondsPerOperation: path, unit: .us).line)
      print(Figure(name: "\(prefix).mask", nanosecondsPerOperation: mask, unit: .us).line)
      print("\(prefix).ratio \(String(format: "%.2f", path / mask)) x")
      fflush(nil)
    }
  }
}
