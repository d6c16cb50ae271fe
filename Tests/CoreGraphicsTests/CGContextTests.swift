@_spi(Hail) import CoreGraphics
import Testing

@Suite struct CGContextTests {
  @Test func bitmapSizeAndInvalidSizes() {
    let context = makeContext(width: 30, height: 20, scale: 2)
    #expect(context.width == 30 && context.height == 20)
    #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGContext(bitmapWidth: 0, height: 0) == nil)
    #expect(CGContext(bitmapWidth: -5, height: 10) == nil)
    #expect(CGContext(bitmapWidth: 40000, height: 10) == nil)
    #expect(CGContext(bitmapWidth: 10, height: 10, scale: .nan) == nil)
  }

  @Test func newBitmapIsTransparent() {
    let image = makeContext(width: 4, height: 4).makeImage()!
    #expect(image.pixel(x: 2, y: 2) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
  }

  @Test func fillRectExactColours() {
    let context = makeContext(width: 10, height: 10)
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
    let image = context.makeImage()!
    #expect(image.pixel(x: 2, y: 2) == CGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
    #expect(image.pixel(x: 5, y: 5) == CGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
    #expect(image.pixel(x: 6, y: 6) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
    #expect(image.pixel(x: 1, y: 2)?.a == 0)
    #expect(image.pixel(x: 10, y: 0) == nil)
  }

  @Test func translucentFillIsPremultipliedInStorage() {
    let context = makeContext(width: 2, height: 2)
    context.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    // Stored premultiplied: the red byte is 255 × 0.5 rounded; reading back un-premultiplies.
    let word = context.data!.load(as: UInt32.self)
    #expect(word >> 24 == 128 && (word >> 16) & 0xFF == 128)
    let pixel = context.makeImage()!.pixel(x: 0, y: 0)!
    #expect(pixel.a == 128 && pixel.r == 255 && near(pixel.g, 128, 1) && pixel.b == 0)
  }

  @Test func globalAlphaMultipliesFillsAndIsSavedWithState() {
    let context = makeContext(width: 4, height: 2)
    context.saveGState()
    context.setAlpha(0.5)
    context.setFillColor(.white)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.restoreGState()
    context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
    let image = context.makeImage()!
    #expect(image.pixel(x: 0, y: 0) == CGImage.Pixel(r: 255, g: 255, b: 255, a: 128))
    // The fill colour was set inside the saved state too, so it is back to black.
    #expect(image.pixel(x: 3, y: 0) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 255))
  }

  @Test func sourceOverBlending() {
    let context = makeContext(width: 1, height: 1)
    context.setFillColor(.white)
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let pixel = context.makeImage()!.pixel(x: 0, y: 0)!
    #expect(near(pixel.r, 127, 1) && near(pixel.g, 127, 1) && pixel.b == 255 && pixel.a == 255)
  }

  @Test func scaleMapsPointsToPixels() {
    let context = makeContext(width: 20, height: 20, scale: 2)
    context.setFillColor(.black)
    context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
    #expect(context.makeImage()!.inkBounds() == CGRect(x: 2, y: 2, width: 4, height: 4))
  }

  @Test func transformsAndRestore() {
    let context = makeContext(width: 20, height: 20)
    context.setFillColor(.black)
    context.saveGState()
    context.translateBy(x: 10, y: 5)
    context.scaleBy(x: 2, y: 1)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.restoreGState()
    #expect(context.ctm == .identity)
    #expect(context.makeImage()!.inkBounds() == CGRect(x: 10, y: 5, width: 4, height: 2))
  }

  @Test func rectangularClip() {
    let context = makeContext(width: 10, height: 10)
    context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
    context.setFillColor(.black)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(context.makeImage()!.inkBounds() == CGRect(x: 0, y: 0, width: 5, height: 10))
  }

  @Test func evenOddPathClipLeavesAHole() {
    let context = makeContext(width: 30, height: 30)
    context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
    context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    context.clip(using: .evenOdd)
    #expect(context.isPathEmpty)
    context.setFillColor(.black)
    context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
    let image = context.makeImage()!
    #expect(image.pixel(x: 15, y: 15)?.a == 0)
    #expect(image.pixel(x: 5, y: 15)?.a == 255)
  }

  @Test func restoreRemovesTheClip() {
    let context = makeContext(width: 10, height: 10)
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
    context.restoreGState()
    context.restoreGState()  // unbalanced: ignored
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(context.makeImage()!.inkBounds() == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func strokeCentresOnThePath() {
    let context = makeContext(width: 20, height: 20)
    context.setStrokeColor(.black)
    context.setLineWidth(2)
    context.move(to: CGPoint(x: 2, y: 10))
    context.addLine(to: CGPoint(x: 18, y: 10))
    context.strokePath()
    #expect(context.makeImage()!.inkBounds() == CGRect(x: 2, y: 9, width: 16, height: 2))
  }

  /// Apple's default line width is 1 unit (Cairo's own is 2), in points at any scale.
  @Test func theDefaultLineIsOnePointWide() {
    let context = makeContext(width: 40, height: 40, scale: 2)
    context.setStrokeColor(.black)
    context.move(to: CGPoint(x: 2, y: 10))
    context.addLine(to: CGPoint(x: 18, y: 10))
    context.strokePath()
    #expect(context.makeImage()!.inkBounds() == CGRect(x: 4, y: 19, width: 32, height: 2))
  }

  @Test func arcContinuesTheCurrentSubpath() {
    // A pie slice: centre → arc → back to the centre.
    let context = makeContext(width: 20, height: 20)
    context.move(to: CGPoint(x: 10, y: 10))
    context.addArc(
      center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    context.closePath()
    context.fillPath()
    let image = context.makeImage()!
    #expect(image.pixel(x: 13, y: 13)?.a == 255)
    #expect(image.pixel(x: 7, y: 7)?.a == 0)
  }

  @Test func fillRectKeepsTheCurrentPath() {
    let context = makeContext(width: 10, height: 10)
    context.move(to: CGPoint(x: 1, y: 1))
    context.addLine(to: CGPoint(x: 5, y: 5))
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 4, height: 4))
  }

  @Test func fillEllipseAndClear() {
    let context = makeContext(width: 20, height: 20)
    context.setFillColor(.black)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    context.clear(CGRect(x: 0, y: 0, width: 20, height: 10))
    let image = context.makeImage()!
    #expect(image.pixel(x: 10, y: 5)?.a == 0)
    #expect(image.pixel(x: 10, y: 15)?.a == 255)
    #expect(image.pixel(x: 0, y: 19)?.a == 0)
  }

  @Test func drawImageScalesUpright() {
    let source = makeContext(width: 2, height: 2)
    source.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    source.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    let image = source.makeImage()!
    let context = makeContext(width: 10, height: 10)
    context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
    let result = context.makeImage()!
    #expect(result.pixel(x: 5, y: 1) == CGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
    #expect(result.pixel(x: 5, y: 9)?.a == 0)
  }

  /// An element naming a point that is not finite is dropped from the path, whichever of its
  /// points it is (an end point, or a curve's control), and the path goes on from the last one kept.
  @Test func elementsWithPointsNotFiniteAreDropped() {
    let context = makeContext(width: 10, height: 10)
    context.move(to: CGPoint(x: 1, y: 1))
    context.addLine(to: CGPoint(x: CGFloat.nan, y: 8))
    context.addCurve(
      to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 2, y: 2), control2: CGPoint(x: 2, y: CGFloat.infinity))
    context.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: -CGFloat.infinity, y: 0))
    context.move(to: CGPoint(x: CGFloat.nan, y: 0))
    context.addLine(to: CGPoint(x: 4, y: 5))
    #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 3, height: 4))
  }

  @Test func badInputDoesNotCrashOrPoisonTheContext() {
    let context = makeContext(width: 10, height: 10)
    context.setFillColor(.black)
    context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
    context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5))
    context.translateBy(x: .nan, y: 0)
    context.rotate(by: .infinity)
    context.setLineWidth(-3)
    context.setLineDash(phase: 0, lengths: [0, 0])
    context.setLineDash(phase: .nan, lengths: [-1])
    context.draw(context.makeImage()!, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
    context.saveGState()
    context.scaleBy(x: 0, y: 1)  // singular: nothing is drawn until restore
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    context.restoreGState()
    #expect(context.makeImage()!.inkBounds() == nil)
    // A negative size is standardised, as on Apple; the context still works.
    context.fill(CGRect(x: 4, y: 4, width: -2, height: -2))
    #expect(context.makeImage()!.inkBounds() == CGRect(x: 2, y: 2, width: 2, height: 2))
  }

  @Test func makeImageIsASnapshot() {
    let context = makeContext(width: 2, height: 2)
    let before = context.makeImage()!
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(before.pixel(x: 0, y: 0)?.a == 0)
  }
}
