import CCairo
@_spi(Hail) import CoreGraphics
import Testing

@testable @_spi(Hail) import UIKit

/// `CGContext.copyNearest(_:)`: an opaque bitmap scaled and sampled by its nearest pixel is copied
/// into the device pixels whose centres lie inside it, with the pixels blending it gives.
@MainActor
@Suite struct NearestCopyTests {
  /// A clip around the spans of the tests below, near the origin: the margin is `edgeMargin` there.
  private let nearby = -100.0..<100.0

  /// An opaque bitmap whose every pixel differs from its neighbours, so a pixel sampled one off
  /// shows.
  private func pattern(width: Int = 37, height: Int = 29) throws -> CGImage {
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

  private enum Clip {
    case none
    case rectangle(CGRect)
    /// A rounded rectangle: a clip Cairo keeps as a mask, anti-aliased.
    case rounded(CGRect)
  }

  /// A grey bitmap 120 × 90, and the context to paint into: `band`'s rows of it when given (as
  /// `FrameBands` paints, with a device offset), under `clip`, then `transform`.
  private func canvas(
    band: Range<Int>? = nil, clip: Clip = .none, transform: CGAffineTransform = .identity
  ) throws -> (bitmap: CGContext, context: CGContext) {
    let bitmap = try #require(CGContext(bitmapWidth: 120, height: 90, scale: 1))
    bitmap.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    bitmap.fill(CGRect(x: 0, y: 0, width: 120, height: 90))
    let context = try band.map { try #require(CGContext(rows: $0, of: bitmap, scale: 1)) } ?? bitmap
    switch clip {
    case .none: break
    case .rectangle(let rect): context.clip(to: rect)
    case .rounded(let rect):
      context.addPath(CGPath(roundedRect: rect, cornerWidth: 7.3, cornerHeight: 7.3, transform: nil))
      context.clip()
    }
    context.concatenate(transform)
    return (bitmap, context)
  }

  /// The bitmap's pixels once `image` is painted at `origin` and `size`, copied (`isOpaque`) or
  /// blended.
  private func paint(
    _ image: CGImage, at origin: CGPoint, size: CGSize, copied: Bool, band: Range<Int>? = nil,
    clip: Clip = .none, transform: CGAffineTransform = .identity
  ) throws -> [UInt32] {
    let (bitmap, context) = try canvas(band: band, clip: clip, transform: transform)
    context.paint(image, at: origin, size: size, isOpaque: copied, filters: (.nearest, .nearest))
    let pixels = try #require(bitmap.data).assumingMemoryBound(to: UInt32.self)
    return Array(UnsafeBufferPointer(start: pixels, count: bitmap.bytesPerRow / 4 * 90))
  }

  /// Whether `copyNearest` takes the image placed as `paint` places a scaled one.
  private func isCopied(
    _ image: CGImage, at origin: CGPoint, size: CGSize, band: Range<Int>? = nil, clip: Clip = .none,
    transform: CGAffineTransform = .identity
  ) throws -> Bool {
    let (_, context) = try canvas(band: band, clip: clip, transform: transform)
    cairo_translate(context.cairo, Double(origin.x), Double(origin.y))
    cairo_scale(
      context.cairo, Double(size.width) / Double(image.width), Double(size.height) / Double(image.height))
    cairo_set_source_surface(context.cairo, image.surface, 0, 0)
    return context.copyNearest(image)
  }

  private func expectTheBlendsPixels(
    at origin: CGPoint, size: CGSize, copied: Bool, band: Range<Int>? = nil, clip: Clip = .none,
    transform: CGAffineTransform = .identity
  ) throws {
    let image = try pattern()
    #expect(
      try isCopied(image, at: origin, size: size, band: band, clip: clip, transform: transform) == copied)
    let copy = try paint(
      image, at: origin, size: size, copied: true, band: band, clip: clip, transform: transform)
    let blend = try paint(
      image, at: origin, size: size, copied: false, band: band, clip: clip, transform: transform)
    #expect(copy == blend)
    // Both painted the image, not nothing alike.
    #expect(Set(copy).count > 100)
  }

  @Test(arguments: [
    (CGPoint(x: 3.3, y: 7.9), CGSize(width: 61.7, height: 40.2)),
    (CGPoint(x: -20.6, y: -11.1), CGSize(width: 73.4, height: 57.7)),
    (CGPoint(x: 10.25, y: 4.75), CGSize(width: 30.1, height: 52.9)),
  ])
  func aCopyHasTheBlendsPixels(origin: CGPoint, size: CGSize) throws {
    try expectTheBlendsPixels(at: origin, size: size, copied: true)
  }

  @Test func anImageWithEdgesOnPixelCentresIsBlended() throws {
    try expectTheBlendsPixels(at: CGPoint(x: 5.5, y: 6.5), size: CGSize(width: 40, height: 30), copied: false)
  }

  /// The second image's top and left edges lie on pixel centres, outside the clip: it is copied.
  @Test(arguments: [CGPoint(x: 3.3, y: 7.9), CGPoint(x: 5.5, y: 6.5)])
  func aCopyKeepsToTheClip(origin: CGPoint) throws {
    try expectTheBlendsPixels(
      at: origin, size: CGSize(width: 70.3, height: 50.2), copied: true,
      clip: .rectangle(CGRect(x: 20, y: 15, width: 33, height: 21)))
  }

  @Test func aCopyUnderAnAntialiasedClipBlendsItsEdge() throws {
    try expectTheBlendsPixels(
      at: CGPoint(x: 3.3, y: 7.9), size: CGSize(width: 70.3, height: 50.2), copied: true,
      clip: .rounded(CGRect(x: 10.4, y: 12.6, width: 55.3, height: 40.8)))
  }

  /// A band's context has a device offset: its copy is placed and decided in the whole bitmap's
  /// pixels, as the band's blend is.
  @Test func aBandCopiesItsRowsOfTheWhole() throws {
    try expectTheBlendsPixels(
      at: CGPoint(x: 3.3, y: 7.9), size: CGSize(width: 70.3, height: 50.2), copied: true, band: 30..<70)
  }

  /// Beyond the scales checked (`copiedScales`), blended.
  @Test func anImageEnlargedMoreThanTwiceIsBlended() throws {
    try expectTheBlendsPixels(
      at: CGPoint(x: 3.3, y: 7.9), size: CGSize(width: 80.5, height: 60.2), copied: false)
  }

  @Test func aTurnedImageIsBlended() throws {
    try expectTheBlendsPixels(
      at: .zero, size: CGSize(width: 50, height: 40), copied: false,
      transform: CGAffineTransform(translationX: 60, y: 10).rotated(by: .pi / 2))
  }

  /// Past `widestCopy` from the origin (beyond what was checked, and where the margin grows large),
  /// an image is blended.
  @Test func anImageUnderAWideClipIsBlended() throws {
    let image = try pattern()
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
    #expect(CGContext.coveredPixels(from: 0.2, to: 3.7, scale: 1.5, in: nearby) == 0..<4)
    #expect(CGContext.coveredPixels(from: -2.3, to: 3.7, scale: 1.5, in: nearby) == -2..<4)
  }

  @Test func aCentreNearAnEdgeLeavesTheImageToBeBlended() {
    // An edge on a centre, or nearer than `edgeMargin` to one, inside or out.
    #expect(CGContext.coveredPixels(from: 2.5, to: 6.7, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.5, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: 2.49, to: 6.7, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.51, scale: 1.5, in: nearby) == nil)
    // Just past the margin.
    #expect(CGContext.coveredPixels(from: 2.45, to: 6.7, scale: 1.5, in: nearby) == 2..<7)
  }

  @Test func aCentreNearAnEdgeBeyondTheClipDoesNotMatter() {
    // The start's pixel 2 lies left of the clip; the end's pixel 6 right of it.
    #expect(CGContext.coveredPixels(from: 2.5, to: 9.7, scale: 1.5, in: 3..<20) == 3..<10)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.5, scale: 1.5, in: 0..<6) == 2..<6)
    // They show.
    #expect(CGContext.coveredPixels(from: 2.5, to: 9.7, scale: 1.5, in: 2.5..<20) == nil)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.5, scale: 1.5, in: 0..<6.5) == nil)
  }

  /// Pixman's matrix is off by more the farther a pixel lies from where Cairo makes it exact, and the
  /// more the image is enlarged.
  @Test func theMarginGrowsWithTheScaleAndTheDistance() {
    // An end 0.07 of a pixel past a centre, 4,000 pixels from the start: copied at half the size
    // (a margin of about 0.05), blended at twice (about 0.16).
    #expect(CGContext.coveredPixels(from: 0.3, to: 3999.57, scale: 0.5, in: 0..<4096) == 0..<4000)
    #expect(CGContext.coveredPixels(from: 0.3, to: 3999.57, scale: 2, in: 0..<4096) == nil)
    // 0.04 past a centre 3,100 pixels from the origin: copied at 1.1 (about 0.035), blended near
    // unity, where Cairo makes the matrix exact near the origin (about 0.125).
    #expect(CGContext.coveredPixels(from: 3000.3, to: 3100.46, scale: 1.1, in: 0..<4096) == 3000..<3100)
    #expect(
      CGContext.coveredPixels(from: 3000.3, to: 3100.46, scale: 1.0004, nearUnity: true, in: 0..<4096) == nil)
  }

  /// Cairo's own test for a scale near 1, on the product of the two: a stretch one way and a
  /// squeeze the other is near unity to it.
  @Test func aScaleNearUnityIsCairos() throws {
    let image = try pattern()
    func copies(scaleX: Double, scaleY: Double) throws -> Bool {
      let context = try #require(CGContext(bitmapWidth: 4096, height: 40, scale: 1))
      cairo_translate(context.cairo, 3900.3, 2.2)
      cairo_scale(context.cairo, scaleX, scaleY)
      cairo_set_source_surface(context.cairo, image.surface, 0, 0)
      return context.copyNearest(image)
    }
    // The right edge 3,900.3 + 37 × 1.6 = 3,959.5: on a centre, blended either way. At 1.602 it
    // ends 0.074 past a centre: copied unless near unity to Cairo (1.602 × 0.624 ≈ 1), whose
    // margin there is about 0.2.
    #expect(try !copies(scaleX: 1.6, scaleY: 1.1))
    #expect(try copies(scaleX: 1.602, scaleY: 1.1))
    #expect(try !copies(scaleX: 1.602, scaleY: 1 / 1.602))
  }

  @Test func aSpanWithoutCentresOrNumbersOrTooFarCopiesNothing() {
    #expect(CGContext.coveredPixels(from: 5.6, to: 6.4, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: 5, to: 5, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: 7, to: 5, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: .nan, to: 5, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: -1e300, to: 5, scale: 1.5, in: nearby) == nil)
    #expect(CGContext.coveredPixels(from: 2.2, to: 6.7, scale: 1.5, in: 0..<5000) == nil)
  }
}
