import CCairo
@_spi(Hail) import CoreGraphics
import Testing

@testable @_spi(Hail) import UIKit

/// `CGContext.copyNearest(_:)`: an opaque bitmap scaled and sampled by its nearest pixel is copied
/// where it covers whole device pixels, with the same pixels as blending it.
@MainActor
@Suite struct NearestCopyTests {
  private let everywhere = -1e6..<1e6

  /// An opaque bitmap whose every pixel differs from its neighbours, so a pixel sampled one off
  /// shows.
  private func pattern(width: Int, height: Int) throws -> CGImage {
    let context = try #require(CGContext(bitmapWidth: width, height: height, scale: 1))
    for y in 0..<height {
      for x in 0..<width {
        context.setFillColor(
          CGColor(
            red: CGFloat((x * 37 + y * 11) % 256) / 255, green: CGFloat((x * 5 + y * 71) % 256) / 255,
            blue: CGFloat((x * x + y) % 256) / 255, alpha: 1))
        context.fill(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return try #require(context.makeImage())
  }

  /// The pixels of `image` painted at `origin` and `size` over a grey bitmap, copied (`isOpaque`)
  /// or blended, under a clip to `clip` when given.
  private func paint(
    _ image: CGImage, at origin: CGPoint, size: CGSize, copied: Bool, clip: CGRect? = nil,
    transform: CGAffineTransform = .identity
  ) throws -> [UInt32] {
    let context = try #require(CGContext(bitmapWidth: 120, height: 90, scale: 1))
    context.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 120, height: 90))
    if let clip { context.clip(to: clip) }
    context.concatenate(transform)
    context.paint(image, at: origin, size: size, isOpaque: copied, filters: (.nearest, .nearest))
    let pixels = try #require(context.data).assumingMemoryBound(to: UInt32.self)
    return Array(UnsafeBufferPointer(start: pixels, count: context.bytesPerRow / 4 * 90))
  }

  @Test(arguments: [
    (CGPoint(x: 3.3, y: 7.9), CGSize(width: 61.7, height: 40.2)),
    (CGPoint(x: -20.6, y: -11.1), CGSize(width: 93.4, height: 77.7)),
    (CGPoint(x: 10.25, y: 4.75), CGSize(width: 30.1, height: 52.9)),
    // Edges on pixel centres: Pixman decides those pixels, blending.
    (CGPoint(x: 5.5, y: 6.5), CGSize(width: 40, height: 30)),
  ])
  func aCopyHasTheBlendsPixels(origin: CGPoint, size: CGSize) throws {
    let image = try pattern(width: 37, height: 29)
    let copied = try paint(image, at: origin, size: size, copied: true)
    let blended = try paint(image, at: origin, size: size, copied: false)
    #expect(copied == blended)
    // Both painted the image, not nothing alike.
    #expect(Set(copied).count > 100)
  }

  /// The second image's top and left edges lie on pixel centres, outside the clip: it is copied.
  @Test(arguments: [CGPoint(x: 3.3, y: 7.9), CGPoint(x: 5.5, y: 6.5)])
  func aCopyKeepsToTheClip(origin: CGPoint) throws {
    let image = try pattern(width: 37, height: 29)
    let clip = CGRect(x: 20, y: 15, width: 33, height: 21)
    let size = CGSize(width: 80.5, height: 60.2)
    let copied = try paint(image, at: origin, size: size, copied: true, clip: clip)
    let blended = try paint(image, at: origin, size: size, copied: false, clip: clip)
    #expect(copied == blended)
  }

  @Test func aTurnedImageIsBlended() throws {
    let image = try pattern(width: 37, height: 29)
    let turn = CGAffineTransform(translationX: 60, y: 10).rotated(by: .pi / 2)
    let copied = try paint(
      image, at: .zero, size: CGSize(width: 50, height: 40), copied: true, transform: turn)
    let blended = try paint(
      image, at: .zero, size: CGSize(width: 50, height: 40), copied: false, transform: turn)
    #expect(copied == blended)
  }

  /// Under a clip wider than `widestCopy` the edge margin no longer covers Pixman's error: blended.
  @Test func anImageUnderAWideClipIsBlended() throws {
    let image = try pattern(width: 37, height: 29)
    func copies(width: Int) throws -> Bool {
      let context = try #require(CGContext(bitmapWidth: width, height: 40, scale: 1))
      cairo_translate(context.cairo, 3.3, 2.2)
      cairo_scale(context.cairo, 1.7, 1.1)
      cairo_set_source_surface(context.cairo, image.surface, 0, 0)
      return context.copyNearest(image)
    }
    #expect(try copies(width: 4096))
    #expect(try !copies(width: 4097))
  }

  @Test func theCopiedPixelsAreThoseWhoseCentresLieInside() {
    // Centres 0.5, 1.5, …: from 0.2 to 3.7, those of pixels 0–3; from -2.3, of pixels -2–3.
    #expect(CGContext.coveredPixels(from: 0.2, to: 3.7, in: everywhere) == 0..<4)
    #expect(CGContext.coveredPixels(from: -2.3, to: 3.7, in: everywhere) == -2..<4)
  }

  @Test func aCentreNearAnEdgeLeavesTheImageToBeBlended() {
    // An edge on a centre, or nearer than `edgeMargin` to one, inside or out.
    #expect(CGContext.coveredPixels(from: 2.5, to: 6.7, in: everywhere) == nil)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.5, in: everywhere) == nil)
    #expect(CGContext.coveredPixels(from: 2.49, to: 6.7, in: everywhere) == nil)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.51, in: everywhere) == nil)
    // Just past the margin.
    #expect(CGContext.coveredPixels(from: 2.45, to: 6.7, in: everywhere) == 2..<7)
  }

  @Test func aCentreNearAnEdgeBeyondTheClipDoesNotMatter() {
    // The start's pixels 1 and 2 lie left of the clip; the end's 6 and 7 right of it.
    #expect(CGContext.coveredPixels(from: 2.5, to: 9.7, in: 3..<20) == 3..<10)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.5, in: 0..<6) == 2..<6)
    // One of them shows.
    #expect(CGContext.coveredPixels(from: 2.5, to: 9.7, in: 2.5..<20) == nil)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.5, in: 0..<6.5) == nil)
  }

  @Test func aSpanWithoutCentresOrNumbersCopiesNothing() {
    #expect(CGContext.coveredPixels(from: 5.6, to: 6.4, in: everywhere) == nil)
    #expect(CGContext.coveredPixels(from: 5, to: 5, in: everywhere) == nil)
    #expect(CGContext.coveredPixels(from: 7, to: 5, in: everywhere) == nil)
    #expect(CGContext.coveredPixels(from: .nan, to: 5, in: everywhere) == nil)
    #expect(CGContext.coveredPixels(from: -1e300, to: 5, in: everywhere) == nil)
  }
}
