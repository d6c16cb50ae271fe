@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// The home screen rendered frame by frame with dirty regions while a finger scrolls the cards up
/// past half the screen and the header slides out: every frame equals a full render.
@MainActor
@Suite struct HomeScreenFrameTests {
  @Test func incrementalFramesEqualFullRendersThroughADragAndTheHeaderAnimation() throws {
    let app = DemoApp()
    let renderer = FrameRenderer()
    _ = renderer.renderFrame(app.window)
    app.fingers.down(at: CGPoint(x: 187, y: 620))
    var damagedFrames = 0
    for step in 1...50 {
      if step <= 30 { app.fingers.move(to: CGPoint(x: 187, y: 620 - CGFloat(step) * 12)) }
      if step == 31 { app.fingers.up() }
      app.advance(1.0 / 60)
      let frame = renderer.renderFrame(app.window)
      if !frame.dirtyRects.isEmpty { damagedFrames += 1 }
      let incremental = try #require(frame.makeImage())
      let full = try #require(ViewRenderer().render(app.window))
      let difference = try #require(ImageDifference(incremental, full, perChannel: 0))
      #expect(difference.differingPixels == 0, "frame \(step): \(difference.differingPixels) pixels differ")
    }
    #expect(app.home.headerView.frame.minY < 0, "the drag must have collapsed the header")
    #expect(damagedFrames > 30)
  }
}
