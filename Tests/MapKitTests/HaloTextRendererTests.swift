import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// `HaloTextRenderer.current`: a thread below the app's priority (a map's label queues) measures
/// and draws labels through a text layout of its own, sharing no lock with the main thread's; the
/// two measure and draw alike.
@Suite struct HaloTextRendererTests {
  @Test @MainActor func theMainThreadUsesTheSharedLayoutAndABackgroundQueueItsOwn() throws {
    #expect(HaloTextRenderer.current === HaloTextRenderer.shared)
    let queue = DispatchQueue(label: "labels", qos: .background)
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var onQueue: HaloTextRenderer?
    queue.async {
      onQueue = HaloTextRenderer.current
      done.signal()
    }
    try #require(done.wait(wallTimeout: .now() + 30) == .success)
    #expect(onQueue === HaloTextRenderer.belowApp)
    #expect(HaloTextRenderer.belowApp !== HaloTextRenderer.shared)
  }

  @Test func bothMeasureAndDrawALabelAlike() throws {
    let font = UIFont.systemFont(ofSize: 11, weight: .medium)
    let text = "Rautatientori 火车站广场"
    let sizes = [HaloTextRenderer.shared, .belowApp].map { $0.size(of: text, font: font) }
    #expect(sizes[0] == sizes[1] && sizes[0].width > 50)
    let pixels = try [HaloTextRenderer.shared, .belowApp].map { renderer in
      let context = try #require(CGContext(bitmapWidth: 200, height: 40, scale: 2))
      renderer.draw(
        text, font: font, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
        halo: CGColor(red: 1, green: 1, blue: 1, alpha: 1), haloWidth: 2,
        center: CGPoint(x: 100, y: 20), in: context)
      let image = try #require(context.makeImage())
      return (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
    }
    #expect(pixels[0] == pixels[1] && pixels[0].contains { ($0?.a ?? 0) != 0 })
  }
}
