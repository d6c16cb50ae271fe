import CCairo
@_spi(Hail) import CoreGraphics
import Testing

@testable @_spi(Hail) import UIKit

/// `CGContext.copyNearest(_:)`: an opaque bitmap scaled and sampled by its nearest pixel is copied
/// into the device pixels whose centres lie inside it, with the pixels blending it gives (but where
/// Pixman's rounding decides a centre on or very near an edge).
@MainActor
@Suite struct NearestCopyTests {

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

  /// A grey bitmap, 120 × 90 by default, and the context to paint into: `band`'s rows of it when
  /// given (as `FrameBands` paints, with a device offset), under `clip`, then `transform`.
  private func canvas(
    width: Int = 120, height: Int = 90, band: Range<Int>? = nil, clip: Clip = .none,
    transform: CGAffineTransform = .identity
  ) throws -> (bitmap: CGContext, context: CGContext) {
    let bitmap = try #require(CGContext(bitmapWidth: width, height: height, scale: 1))
    bitmap.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    bitmap.fill(CGRect(x: 0, y: 0, width: width, height: height))
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
    _ image: CGImage, at origin: CGPoint, size: CGSize, copied: Bool, width: Int = 120, height: Int = 90,
    band: Range<Int>? = nil, clip: Clip = .none, transform: CGAffineTransform = .identity
  ) throws -> [UInt32] {
    let (bitmap, context) = try canvas(
      width: width, height: height, band: band, clip: clip, transform: transform)
    context.paint(image, at: origin, size: size, isOpaque: copied, filters: (.nearest, .nearest))
    let pixels = try #require(bitmap.data).assumingMemoryBound(to: UInt32.self)
    return Array(UnsafeBufferPointer(start: pixels, count: bitmap.bytesPerRow / 4 * height))
  }

  /// Whether `copyNearest` takes the image placed as `paint` places a scaled one.
  private func isCopied(
    _ image: CGImage, at origin: CGPoint, size: CGSize, width: Int = 120, height: Int = 90,
    band: Range<Int>? = nil, clip: Clip = .none, transform: CGAffineTransform = .identity
  ) throws -> Bool {
    let (_, context) = try canvas(width: width, height: height, band: band, clip: clip, transform: transform)
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
    (CGPoint(x: 3.3, y: 7.9), CGSize(width: 100.7, height: 75.3)),
    (CGPoint(x: 7.7, y: 2.1), CGSize(width: 11.3, height: 13.9)),
  ])
  func aCopyHasTheBlendsPixels(origin: CGPoint, size: CGSize) throws {
    try expectTheBlendsPixels(at: origin, size: size, copied: true)
  }

  /// Edges on pixel centres, from 5.5 to 45.5 across and 6.5 to 36.5 down: the copy leaves out the
  /// column and row on the start's centres and takes those on the end's, whatever Pixman's rounding
  /// made of them in the blend; elsewhere it has the blend's pixels.
  @Test func anImageWithEdgesOnPixelCentresTakesTheEndsCentresAlone() throws {
    let image = try pattern()
    let (origin, size) = (CGPoint(x: 5.5, y: 6.5), CGSize(width: 40, height: 30))
    #expect(try isCopied(image, at: origin, size: size))
    let copy = try paint(image, at: origin, size: size, copied: true)
    let blend = try paint(image, at: origin, size: size, copied: false)
    let row = copy.count / 90
    let grey: UInt32 = copy[0]
    let isImage = { (pixel: UInt32) in pixel != grey && pixel >> 24 == 0xFF }
    #expect((7...36).allSatisfy { copy[$0 * row + 5] == grey && isImage(copy[$0 * row + 45]) })
    #expect((6...45).allSatisfy { copy[6 * row + $0] == grey && isImage(copy[36 * row + $0]) })
    let edges = Set([5, 45])
    let edgeRows = Set([6, 36])
    #expect(
      copy.indices.allSatisfy { index in
        copy[index] == blend[index] || edges.contains(index % row) || edgeRows.contains(index / row)
      })
  }

  /// A placement (found by a search in C) where Pixman's rounding puts the samples of the last row
  /// inside the span (row 64, its centre on the end at 64.5) just past the image: the blend leaves
  /// the row unpainted; the copy, padded, gives it the image's last row, as row 63.
  @Test func aSampleRoundedPastTheEdgeTakesTheEdgePixel() throws {
    let image = try pattern()
    let (origin, size) = (CGPoint(x: -20.5, y: -8.5), CGSize(width: 31.8, height: 73))
    #expect(try isCopied(image, at: origin, size: size))
    let copy = try paint(image, at: origin, size: size, copied: true)
    let blend = try paint(image, at: origin, size: size, copied: false)
    let row = copy.count / 90
    let grey = copy[89 * row]
    // Columns 0–10 (centres 0.5–10.5, up to 11.3).
    #expect((0...10).allSatisfy { blend[64 * row + $0] == grey })
    #expect((0...10).allSatisfy { copy[64 * row + $0] == copy[63 * row + $0] && copy[64 * row + $0] != grey })
    #expect((0...10).allSatisfy { copy[63 * row + $0] == blend[63 * row + $0] })
    #expect(!copy.contains(0))
  }

  /// The second image's top and left edges lie on pixel centres, outside the clip.
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

  /// A band's context has a device offset: its copy is placed in the whole bitmap's pixels, as the
  /// band's blend is.
  @Test func aBandCopiesItsRowsOfTheWhole() throws {
    try expectTheBlendsPixels(
      at: CGPoint(x: 3.3, y: 7.9), size: CGSize(width: 70.3, height: 50.2), copied: true, band: 30..<70)
  }

  @Test func aTurnedImageIsBlended() throws {
    try expectTheBlendsPixels(
      at: .zero, size: CGSize(width: 50, height: 40), copied: false,
      transform: CGAffineTransform(translationX: 60, y: 10).rotated(by: .pi / 2))
  }

  @Test func aFlippedImageIsBlended() throws {
    try expectTheBlendsPixels(
      at: .zero, size: CGSize(width: 50, height: 40), copied: false,
      transform: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 80, ty: 10))
  }

  /// Two images meeting on a pixel's centre (as a map's tiles meet): the first takes that pixel, the
  /// second starts after it, and none is left between them.
  @Test func imagesThatMeetLeaveNoPixelBetweenThem() throws {
    let image = try pattern()
    let (bitmap, context) = try canvas()
    context.setFillColor(CGColor(red: 1, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 120, height: 90))
    // The first from 3.25 to 33.5 across, the second from 33.5 to 63.75.
    for x in [3.25, 33.5] {
      #expect(try isCopied(image, at: CGPoint(x: x, y: 7.5), size: CGSize(width: 30.25, height: 40)))
      context.paint(
        image, at: CGPoint(x: x, y: 7.5), size: CGSize(width: 30.25, height: 40), isOpaque: true,
        filters: (.nearest, .nearest))
    }
    let pixels = try #require(bitmap.data).assumingMemoryBound(to: UInt32.self)
    let row = bitmap.bytesPerRow / 4
    let magenta: UInt32 = 0xFFFF_00FF
    // Columns 3–63 (centres 3.5–63.5) and rows 8–47 (centres 8.5–47.5) are the images'.
    #expect((3...63).allSatisfy { pixels[20 * row + $0] != magenta })
    #expect((8...47).allSatisfy { pixels[$0 * row + 33] != magenta })
    #expect(pixels[20 * row + 2] == magenta && pixels[20 * row + 64] == magenta)
    #expect(pixels[7 * row + 20] == magenta && pixels[48 * row + 20] == magenta)
  }

  /// Random placements (a fixed seed) over a wider bitmap, some at scales within 1/2000 of 1, where
  /// Cairo fixes Pixman's matrix far from the image: the copy writes no transparent pixel, and
  /// differs from the blend only in the row or column either side of an edge within 1/40 of a pixel
  /// of a centre (the C program's finding).
  @Test func randomPlacementsDifferFromTheBlendOnlyAlongEdgesNearCentres() throws {
    let image = try pattern(width: 160, height: 40)
    var seed: UInt64 = 41
    func random(_ range: ClosedRange<Double>) -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Double(seed >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
    /// The pixels either side of `edge` when it lies within 1/40 of a pixel's centre.
    func undecided(_ edge: Double) -> [Int] {
      let centre = (edge - 0.5).rounded() + 0.5
      return abs(edge - centre) < 1.0 / 40
        ? [Int(centre.rounded(.down)) - 1, Int(centre.rounded(.down))] : []
    }
    for trial in 0..<16 {
      let nearUnity = (trial / 2) % 4 == 0
      let scaleX = nearUnity ? 1 + random(-0.0005...0.0005) : random(0.3...4)
      let scaleY = nearUnity ? 1 / scaleX : random(0.3...4)
      let size = CGSize(width: 160 * scaleX, height: 40 * scaleY)
      // On the bitmap, partly over its edges; every other one on pixel centres.
      var origin = CGPoint(
        x: random(-size.width / 2...1200 - size.width / 2),
        y: random(-size.height / 2...300 - size.height / 2))
      if trial % 2 == 1 {
        origin = CGPoint(x: origin.x.rounded(.down) + 0.5, y: origin.y.rounded(.down) + 0.5)
      }
      #expect(try isCopied(image, at: origin, size: size, width: 1200, height: 300))
      let copy = try paint(image, at: origin, size: size, copied: true, width: 1200, height: 300)
      let blend = try paint(image, at: origin, size: size, copied: false, width: 1200, height: 300)
      let row = copy.count / 300
      let edgeColumns = Set(undecided(origin.x) + undecided(origin.x + size.width))
      let edgeRows = Set(undecided(origin.y) + undecided(origin.y + size.height))
      #expect(!copy.contains(0))
      let stray = copy.indices.first { index in
        copy[index] != blend[index] && !edgeColumns.contains(index % row) && !edgeRows.contains(index / row)
      }
      #expect(
        stray == nil, "trial \(trial): \(origin), \(size): pixel \(stray.map { ($0 % row, $0 / row) } as Any)"
      )
    }
  }

  @Test func theCopiedPixelsAreThoseWhoseCentresLieInside() {
    // Centres 0.5, 1.5, …: from 0.2 to 3.7, those of pixels 0–3; from -2.3, of pixels -2–3.
    #expect(CGContext.coveredPixels(from: 0.2, to: 3.7) == 0..<4)
    #expect(CGContext.coveredPixels(from: -2.3, to: 3.7) == -2..<4)
  }

  /// Pixman's convention: a centre on the start is outside, one on the end inside.
  @Test func aCentreOnTheStartIsOutsideAndOnTheEndInside() {
    #expect(CGContext.coveredPixels(from: 2.5, to: 6.5) == 3..<7)
    #expect(CGContext.coveredPixels(from: 2.49, to: 6.51) == 2..<7)
  }

  @Test func aSpanWithoutCentresOrNumbersCopiesNothing() {
    #expect(CGContext.coveredPixels(from: 5.6, to: 6.4) == nil)
    #expect(CGContext.coveredPixels(from: 5, to: 5) == nil)
    #expect(CGContext.coveredPixels(from: 7, to: 5) == nil)
    #expect(CGContext.coveredPixels(from: .nan, to: 5) == nil)
    #expect(CGContext.coveredPixels(from: -1e300, to: 5) == nil)
    // Up to 2²² pixels from the origin, within what Cairo's 24.8 fixed-point coordinates hold.
    #expect(CGContext.coveredPixels(from: 0x1p22 - 10, to: 0x1p22) != nil)
    #expect(CGContext.coveredPixels(from: 5e6, to: 5e6 + 10) == nil)
    #expect(CGContext.coveredPixels(from: -9e6, to: 50) == nil)
  }
}
