@_spi(Hail) import CoreGraphics
import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// The tiles of a map's first frame are drawn as a batch: begun on the other cores at once, the
/// main thread joining in at the end of the map's layout, each tile drawn whole by one thread.
@MainActor
@Suite struct MapTileBatchTests {
  /// Bitmaps 8 points square at 1x, the one at `index` filled with grey level `index * 16`.
  private func bitmaps(_ count: Int, whileDrawing: @escaping @Sendable (Int) -> Void = { _ in })
    -> [MapTileBitmap]
  {
    (0..<count).map { index in
      MapTileBitmap(
        drawing: { context, size in
          whileDrawing(index)
          let level = CGFloat(index * 16) / 255
          context.setFillColor(CGColor(red: level, green: level, blue: level, alpha: 1))
          context.fill(CGRect(origin: .zero, size: size))
        }, side: 8, screenScale: 1, fill: nil)
    }
  }

  @Test(arguments: [0, 1, 3, 20])
  func eachBitmapComesBackInItsPlaceWhateverTheHelpers(helpers: Int) {
    let images = MapTileBatch(bitmaps(12), helperCount: helpers).images()
    #expect(images.count == 12)
    for (index, image) in images.enumerated() {
      let pixel = image?.pixel(x: 4, y: 4)
      #expect(
        pixel == CGImage.Pixel(r: UInt8(index * 16), g: UInt8(index * 16), b: UInt8(index * 16), a: 255))
      #expect(image?.width == 8 && image?.height == 8)
    }
  }

  @Test func theHelpersBeginBeforeTheCallerAsksForTheImages() {
    // The drawings wait for the caller's go: a helper must have taken the first one by itself.
    let begun = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let batch = MapTileBatch(
      bitmaps(1) { _ in
        begun.signal()
        go.wait()
      }, helperCount: 1)
    #expect(begun.wait(timeout: .now() + 60) == .success)
    go.signal()
    #expect(batch.images().count == 1)
  }

  @Test func aMapsFirstFrameGivesItsTilesTheirDrawingsBeforeItsLayoutEnds() {
    let source = BackgroundTileSource()
    let app = MapApp()
    app.map.tileSource = source
    app.advance(1.0 / 60)
    // The layout took the batch it began: every tile in view has its drawing, none drawn by the
    // render on the main thread (`draw(_:in:size:)`), whichever threads drew them.
    #expect(app.map.shownTiles == nil)
    #expect(app.map.tileViews.count > 1 && app.map.tileViews.values.allSatisfy(\.isDrawn))
    _ = FrameRenderer().renderFrame(app.window)
    #expect(source.mainThreadDraws == 0)
  }
}
