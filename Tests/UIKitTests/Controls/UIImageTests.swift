import Foundation
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIImageTests {
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A 40 × 20-pixel red PNG, drawn with CoreGraphics.
  private func writeRedPNG(to url: URL) throws {
    let context = try #require(CGContext(bitmapWidth: 40, height: 20))
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
    try #require(context.makeImage()).write(pngTo: url)
  }

  @Test func aPNGFileNamedAt2xHasHalfItsPixelSizeInPoints() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("pin@2x.png")
    try writeRedPNG(to: url)
    let image = try #require(UIImage(contentsOfFile: url.path))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 20, height: 10))
    #expect(image.cgImage?.width == 40)
    let plain = directory.appendingPathComponent("pin.png")
    try writeRedPNG(to: plain)
    #expect(UIImage(contentsOfFile: plain.path)?.size == CGSize(width: 40, height: 20))
  }

  @Test func cgImageScaleDividesThePixels() throws {
    let cgImage = try #require(CGContext(bitmapWidth: 30, height: 60)?.makeImage())
    let image = UIImage(cgImage: cgImage, scale: 3, orientation: .up)
    #expect(image.size == CGSize(width: 10, height: 20))
    #expect(UIImage(cgImage: cgImage, scale: .nan).scale == 1)
  }

  @Test func missingOrCorruptFilesGiveNil() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    let corrupt = directory.appendingPathComponent("corrupt.png")
    try Data("not a png at all".utf8).write(to: corrupt)
    #expect(UIImage(contentsOfFile: corrupt.path) == nil)
    #expect(UIImage(data: Data([0x89, 0x50])) == nil)
    #expect(UIImage().size == .zero)
  }

  @Test func theRendererFillsPixelsAtTheScreenScale() throws {
    _ = Headless()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8)).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 8))
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 10, height: 8))
    let cgImage = try #require(image.cgImage)
    #expect(cgImage.width == 20 && cgImage.height == 16)
    #expect(cgImage.pixel(x: 9, y: 8) == CGImage.Pixel(r: 0, g: 0, b: 255, a: 255))
    #expect(cgImage.pixel(x: 10, y: 8)?.a == 0)
  }

  @Test func contextsNest() throws {
    let outer = try #require(CGContext(bitmapWidth: 1, height: 1))
    let inner = try #require(CGContext(bitmapWidth: 1, height: 1))
    UIGraphicsPushContext(outer)
    UIGraphicsPushContext(inner)
    #expect(UIGraphicsGetCurrentContext() === inner)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() === outer)
    UIGraphicsPopContext()
    UIGraphicsPopContext()  // unbalanced: ignored
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func anImpossibleRendererSizeGivesAnEmptyImage() {
    _ = Headless()
    var ran = false
    let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10)).image { _ in ran = true
    }
    #expect(image.cgImage == nil)
    #expect(!ran)
  }

  /// The rectangle, in points, of the opaque pixels an image view of 100 × 100 draws with a 20 × 10
  /// image in `mode` (clipped to its bounds, as the bitmap is).
  private func inkRect(_ mode: UIView.ContentMode) throws -> CGRect {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
    }
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    imageView.image = image
    imageView.contentMode = mode
    let drawn = UIGraphicsImageRenderer(size: imageView.bounds.size).image { _ in
      imageView.draw(imageView.bounds)
    }
    let pixels = try #require(drawn.cgImage)
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where (pixels.pixel(x: x, y: y)?.a ?? 0) > 128 {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
      .applying(CGAffineTransform(scaleX: 0.5, y: 0.5))
  }

  @Test(arguments: [
    (UIView.ContentMode.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
    (.scaleAspectFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
    (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
    (.center, CGRect(x: 40, y: 45, width: 20, height: 10)),
    (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
    (.bottomRight, CGRect(x: 80, y: 90, width: 20, height: 10)),
  ])
  func contentModesPlaceTheImage(_ mode: UIView.ContentMode, _ expected: CGRect) throws {
    _ = Headless()
    #expect(try inkRect(mode) == expected)
  }

  @Test func anImageViewDrawsAspectFitLetterboxed() throws {
    _ = Headless()
    let wide = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    }
    let imageView = UIImageView(image: wide)
    #expect(imageView.bounds.size == CGSize(width: 2, height: 1))
    #expect(imageView.intrinsicContentSize == CGSize(width: 2, height: 1))
    #expect(!imageView.isUserInteractionEnabled)
    imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    imageView.contentMode = .scaleAspectFit
    let drawn = UIGraphicsImageRenderer(size: imageView.bounds.size).image { _ in
      imageView.draw(imageView.bounds)
    }
    let pixels = try #require(drawn.cgImage)
    // The image fills rows 25…75 pt (50…150 px at scale 2) across the full width.
    #expect(pixels.pixel(x: 100, y: 40)?.a == 0)
    #expect(pixels.pixel(x: 100, y: 60)?.r == 255)
    #expect(pixels.pixel(x: 2, y: 100)?.a == 255)
    #expect(pixels.pixel(x: 100, y: 160)?.a == 0)
  }
}
