@_spi(Hail) import CoreGraphics
import Testing

/// `CGContext.setBlendMode`: each mode composites a fill with the bitmap by Apple's formula for it.
@Suite struct CGBlendModeTests {
  @Test func aFillBlendsWithTheBitmapByItsModesFormula() throws {
    // An opaque source over an opaque destination: each mode with its formula from `CGBlendMode`'s
    // pages (R the result, S the source, D the destination).
    let destination: [Double] = [0.8, 0.4, 0.2]
    let source: [Double] = [0.5, 0.6, 1]
    let rows: [(Int, CGBlendMode, (Double, Double) -> Double)] = [
      (#line, .normal, { s, _ in s }),
      (#line, .multiply, { s, d in s * d }),
      (#line, .screen, { s, d in s + d - s * d }),
      (#line, .darken, { s, d in min(s, d) }),
      (#line, .lighten, { s, d in max(s, d) }),
      (#line, .difference, { s, d in abs(s - d) }),
      (#line, .exclusion, { s, d in s + d - 2 * s * d }),
      (#line, .copy, { s, _ in s }),
      (#line, .destinationOver, { _, d in d }),
      (#line, .plusLighter, { s, d in min(1, s + d) }),  // R = MIN(1, S + D)
    ]
    for (line, mode, formula) in rows {
      let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
      let context = makeContext(width: 4, height: 4)
      context.setFillColor(
        CGColor(red: destination[0], green: destination[1], blue: destination[2], alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      context.setBlendMode(mode)
      context.setFillColor(CGColor(red: source[0], green: source[1], blue: source[2], alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
      let image = try #require(context.makeImage(), sourceLocation: location)
      let pixel = try #require(image.pixel(x: 1, y: 1), sourceLocation: location)
      let expected = zip(source, destination).map { UInt8((formula($0, $1) * 255).rounded()) }
      #expect(
        near(pixel.r, expected[0], 1) && near(pixel.g, expected[1], 1) && near(pixel.b, expected[2], 1),
        "\(mode): \(pixel), expected \(expected)", sourceLocation: location)
      // Only where the fill went: the rest keeps the destination.
      #expect(image.pixel(x: 3, y: 1).map { near($0.r, 204, 1) } == true, sourceLocation: location)
    }
  }

  @Test func clearMakesTheFillTransparentAndTheModeIsPartOfTheSavedState() throws {
    let context = makeContext(width: 4, height: 4)
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    context.saveGState()
    context.setBlendMode(.clear)
    #expect(!context.drawsPlainly)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    context.restoreGState()
    #expect(context.drawsPlainly)
    // Normal again after the restore: this fill paints over.
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 3, y: 0, width: 1, height: 4))
    let image = try #require(context.makeImage())
    #expect(image.pixel(x: 1, y: 1)?.a == 0)
    #expect(image.pixel(x: 2, y: 1) == CGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
    #expect(image.pixel(x: 3, y: 1) == CGImage.Pixel(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func theRawValuesAreApples() {
    #expect(CGBlendMode.normal.rawValue == 0 && CGBlendMode.luminosity.rawValue == 15)
    #expect(CGBlendMode.clear.rawValue == 16 && CGBlendMode.xor.rawValue == 25)
    #expect(CGBlendMode.plusLighter.rawValue == 27 && CGBlendMode(rawValue: 26) == nil)
  }
}
