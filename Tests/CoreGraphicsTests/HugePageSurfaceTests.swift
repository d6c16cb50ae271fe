@_spi(Hail) import CoreGraphics
import Foundation
import Testing

/// Window-sized bitmaps live on 2 MB-aligned memory the kernel may back with huge pages
/// (`HugePageSurface`); they behave as any other bitmap.
@Suite struct HugePageSurfaceTests {
  /// An iPhone 15's screen at 3x: 1179 × 2556 pixels, 12 MB.
  static let width = 1179
  static let height = 2556

  @Test func aWindowSizedBitmapStartsOnAHugePageBoundaryAndTransparent() throws {
    let context = try #require(CGContext(bitmapWidth: Self.width, height: Self.height, scale: 3))
    let pixels = try #require(context.data)
    #expect(Int(bitPattern: pixels) % (2 << 20) == 0)
    #expect(context.bytesPerRow == Self.width * 4)
    let image = try #require(context.makeImage())
    for (x, y) in [(0, 0), (Self.width - 1, Self.height - 1), (600, 1300)] {
      #expect(image.pixel(x: x, y: y) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
    }
  }

  @Test func aSmallBitmapKeepsCairosOwnMemory() throws {
    // A 256-point tile at 3x (2.4 MB) would waste most of a second huge page.
    let context = try #require(CGContext(bitmapWidth: 768, height: 768, scale: 3))
    let pixels = try #require(context.data)
    #expect(Int(bitPattern: pixels) % (2 << 20) != 0)
  }

  @Test func anImageSharingTheBitmapKeepsItsPixelsAfterTheContextGoes() throws {
    var context: CGContext? = try #require(CGContext(bitmapWidth: Self.width, height: Self.height))
    context?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context?.fill(CGRect(x: 1000, y: 2500, width: 100, height: 50))
    let image = try #require(context?.makeImageSharingBitmap())
    context = nil
    #expect(image.pixel(x: 1050, y: 2520) == CGImage.Pixel(r: 0, g: 0, b: 255, a: 255))
    #expect(image.pixel(x: 999, y: 2520)?.a == 0)
  }
}
