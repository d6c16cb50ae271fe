import CCairo
@_spi(Hail) import CoreGraphics
import Testing
@testable @_spi(Hail) import UIKit

/// `CGContext.readAhead(of:)`: the rows of a scaled bitmap read into the cache before Cairo samples
/// them are those the clip can reach, a row more each way, within the image.
@MainActor
@Suite struct ReadAheadTests {
  @Test func aClipInsideTheImageReadsItsRowsAndOneMoreEachWay() {
    #expect(CGContext.sampledRows(top: 10.5, bottom: 20.2, height: 100) == 9..<22)
    #expect(CGContext.sampledRows(top: 10, bottom: 20, height: 100) == 9..<21)
  }

  @Test func aClipOverAnEdgeOfTheImageReadsUpToThatEdge() {
    #expect(CGContext.sampledRows(top: -3, bottom: 0.5, height: 100) == 0..<2)
    #expect(CGContext.sampledRows(top: 99.5, bottom: 130, height: 100) == 98..<100)
  }

  @Test func aClipOverTheWholeImageReadsTheWholeImage() {
    #expect(CGContext.sampledRows(top: -1e12, bottom: 1e12, height: 100) == 0..<100)
  }

  @Test func aClipMissingTheImageReadsNothing() {
    #expect(CGContext.sampledRows(top: -50, bottom: -10, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 150, bottom: 200, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 20, bottom: 20, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 30, bottom: 20, height: 100).isEmpty)
    // Far beyond the image, as a layer scaled almost to nothing puts the clip in its bitmap's
    // pixels: past what an Int holds.
    #expect(CGContext.sampledRows(top: 1e20, bottom: 2e20, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: -2e20, bottom: -1e20, height: 100).isEmpty)
  }

  @Test func extentsThatAreNotFiniteReadNothing() {
    #expect(CGContext.sampledRows(top: .nan, bottom: 20, height: 100).isEmpty)
    #expect(CGContext.sampledRows(top: 0, bottom: .infinity, height: 100).isEmpty)
  }

  /// The clip's extents taken in the image's pixels, as `withPlacement` places a scaled image: a
  /// 100-pixel-high image drawn at twice its size from device row 10, clipped to device rows 40–60,
  /// samples its rows 15–25.
  @Test func theRowsAreTheClipsInTheImagesPixels() throws {
    let context = try #require(CGContext(bitmapWidth: 200, height: 240, scale: 1))
    let image = try #require(CGContext(bitmapWidth: 100, height: 100, scale: 1)?.makeImage())
    context.clip(to: CGRect(x: 0, y: 40, width: 200, height: 20))
    cairo_translate(context.cairo, 0, 10)
    cairo_scale(context.cairo, 2, 2)
    #expect(context.rowsToRead(of: image) == 14..<26)
  }

  /// A scaled image clipped to its last row paints it: the read ahead ends inside the bitmap (the
  /// address sanitizer's run checks no byte past it is read).
  @Test func anImageClippedToItsLastRowPaintsIt() throws {
    let source = try #require(CGContext(bitmapWidth: 10, height: 10, scale: 1))
    source.setFillColor(UIColor.red.cgColor)
    source.fill(CGRect(x: 0, y: 9, width: 10, height: 1))
    let image = try #require(source.makeImage())
    let context = try #require(CGContext(bitmapWidth: 20, height: 20, scale: 1))
    context.clip(to: CGRect(x: 0, y: 18, width: 20, height: 2))
    context.paint(image, at: .zero, size: CGSize(width: 20, height: 20), filters: (.nearest, .nearest))
    let pixels = try #require(context.data).assumingMemoryBound(to: UInt32.self)
    let row = context.bytesPerRow / 4
    #expect(pixels[19 * row + 5] == 0xFFFF_0000)
    #expect(pixels[17 * row + 5] == 0)
  }
}
