@_spi(Hail) import CoreGraphics
import Testing

/// `CGContext.fillRectangleOnWholePixels`: a rectangle off the pixel grid gets the same pixels under
/// any clip, where Cairo alone samples its edge rows otherwise under a clip of several boxes.
@Suite struct RectangleFillTests {
  /// A 40 × 30 context at 2x, blue, with a white rectangle from y = 5.25 pt (10.5 pixels: the
  /// first row half covered) filled by `fill`, under `clip` (device pixels) when there is one.
  private func render(clip: [CGRect]?, _ fill: (CGContext, CGPath) -> Void) throws -> CGImage {
    let context = makeContext(width: 40, height: 30, scale: 2)
    context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 15))
    if let clip { context.clip(to: clip.map { $0.applying(CGAffineTransform(scaleX: 0.5, y: 0.5)) }) }
    context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.9))
    fill(context, CGPath(rect: CGRect(x: 2.3, y: 5.25, width: 15.1, height: 6)))
    return try #require(context.makeImage())
  }

  /// Boxes across the rectangle's edges as a frame's damage rectangles lie: two apart, and two side
  /// by side (which Cairo's region of the clip joins into one).
  private let boxes = [
    CGRect(x: 0, y: 8, width: 40, height: 6), CGRect(x: 0, y: 20, width: 12, height: 6),
    CGRect(x: 12, y: 20, width: 28, height: 6),
  ]

  private func byPath(_ context: CGContext, _ path: CGPath) {
    context.addPath(path)
    context.fillPath()
  }

  @Test func aRectangleOffThePixelGridHasTheSamePixelsUnderAnyClip() throws {
    let whole = try render(clip: nil) { context, path in #expect(context.fillRectangleOnWholePixels(path)) }
    let clipped = try render(clip: boxes) { context, path in
      #expect(context.fillRectangleOnWholePixels(path))
    }
    for box in boxes {
      for y in Int(box.minY)..<Int(box.maxY) {
        for x in Int(box.minX)..<Int(box.maxX) {
          #expect(clipped.pixel(x: x, y: y) == whole.pixel(x: x, y: y), "(\(x), \(y))")
        }
      }
    }
    // Outside the clip, the background.
    #expect(clipped.pixel(x: 10, y: 16) == whole.pixel(x: 10, y: 2))
  }

  @Test func itsPixelsAreCairosExactCoverageWithinALevel() throws {
    let boxes = try render(clip: nil) { context, path in #expect(context.fillRectangleOnWholePixels(path)) }
    let exact = try render(clip: nil, byPath)
    for y in 0..<30 {
      for x in 0..<40 {
        let (a, b) = (try #require(boxes.pixel(x: x, y: y)), try #require(exact.pixel(x: x, y: y)))
        #expect(near(a.r, b.r, 1) && near(a.g, b.g, 1) && near(a.b, b.b, 1) && a.a == b.a, "(\(x), \(y))")
      }
    }
    // The edges blend: the half-covered top row, the left column covered 0.4 (from x = 4.6 pixels).
    #expect(exact.pixel(x: 10, y: 10) != exact.pixel(x: 10, y: 9))
    #expect(exact.pixel(x: 4, y: 14) != exact.pixel(x: 5, y: 14))
  }

  @Test func cairoAloneSamplesTheEdgeRowOtherwiseUnderSeveralBoxes() throws {
    // What filling on whole pixels spares: the path filled as usual, whole and clipped.
    let whole = try render(clip: nil, byPath)
    let clipped = try render(clip: boxes, byPath)
    #expect(clipped.pixel(x: 10, y: 10) != whole.pixel(x: 10, y: 10))
  }

  @Test func otherFillsAreLeftToThePath() throws {
    _ = try render(clip: boxes) { context, _ in
      // On whole pixels, Cairo composites alike under any clip.
      #expect(!context.fillRectangleOnWholePixels(CGPath(rect: CGRect(x: 2, y: 5.5, width: 15.5, height: 6))))
      // Not a rectangle.
      #expect(
        !context.fillRectangleOnWholePixels(
          CGPath(roundedRect: CGRect(x: 2, y: 5.25, width: 15, height: 6), cornerWidth: 2, cornerHeight: 2)))
      // Turned.
      context.saveGState()
      context.rotate(by: 0.3)
      #expect(
        !context.fillRectangleOnWholePixels(CGPath(rect: CGRect(x: 2, y: 5.25, width: 15.5, height: 6))))
      context.restoreGState()
      // Blended otherwise than normally: coverage is not an alpha there.
      context.saveGState()
      context.setBlendMode(.multiply)
      #expect(
        !context.fillRectangleOnWholePixels(CGPath(rect: CGRect(x: 2, y: 5.25, width: 15.5, height: 6))))
      context.restoreGState()
    }
  }

  @Test func onlyAClosedUprightRectangleReadsAsOne() {
    #expect(
      CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).uprightRectangle
        == CGRect(x: 1, y: 2, width: 3, height: 4))
    let slanted = CGMutablePath()
    slanted.addLines(between: [
      CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3), CGPoint(x: 1, y: 3),
    ])
    slanted.closeSubpath()
    #expect(slanted.uprightRectangle == nil)
    let open = CGMutablePath()
    open.addLines(between: [
      CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3), CGPoint(x: 0, y: 3),
    ])
    #expect(open.uprightRectangle == nil)
  }
}
