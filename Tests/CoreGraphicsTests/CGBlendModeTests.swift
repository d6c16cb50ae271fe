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
      // The PDF Reference's: overlay is hard light with the two swapped.
      (#line, .overlay, { s, d in hardLight(d, d: s) }),
      (#line, .hardLight, { s, d in hardLight(s, d: d) }),
      (#line, .softLight, softLight),
      (#line, .colorDodge, { s, d in d == 0 ? 0 : s >= 1 ? 1 : min(1, d / (1 - s)) }),
      (#line, .colorBurn, { s, d in d >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - d) / s) }),
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

  /// A known difference from Quartz (docs/ARCHITECTURE.md): Cairo's IN, OUT, DEST_IN and
  /// DEST_ATOP are unbounded, so these four make the clip transparent outside the fill.
  @Test(arguments: [CGBlendMode.sourceIn, .sourceOut, .destinationIn, .destinationAtop])
  func theUnboundedModesClearTheClipOutsideTheFill(mode: CGBlendMode) throws {
    let context = makeContext(width: 4, height: 4)
    context.setFillColor(CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    context.setBlendMode(mode)
    context.setFillColor(CGColor(red: 0.5, green: 0.6, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    let image = try #require(context.makeImage())
    #expect(image.pixel(x: 3, y: 1)?.a == 0)
  }

  @Test func thePorterDuffModesComposeTranslucentColoursByTheirFormulas() throws {
    // Premultiplied, as Apple's formulas are: each gives a colour component and the alpha alike
    // (S and D a component, Sa and Da the alphas).
    let destination = (color: [0.8, 0.4, 0.2], alpha: 0.6)
    let source = (color: [0.5, 0.6, 1.0], alpha: 0.5)
    let rows: [(Int, CGBlendMode, (_ s: Double, _ sa: Double, _ d: Double, _ da: Double) -> Double)] = [
      (#line, .normal, { s, sa, d, _ in s + d * (1 - sa) }),
      (#line, .copy, { s, _, _, _ in s }),  // R = S
      (#line, .sourceAtop, { s, sa, d, da in s * da + d * (1 - sa) }),  // R = S*Da + D*(1 - Sa)
      (#line, .destinationAtop, { s, sa, d, da in s * (1 - da) + d * sa }),  // R = S*(1 - Da) + D*Sa
      (#line, .destinationOver, { s, _, d, da in s * (1 - da) + d }),  // R = S*(1 - Da) + D
      (#line, .destinationOut, { _, sa, d, _ in d * (1 - sa) }),  // R = D*(1 - Sa)
      (#line, .xor, { s, sa, d, da in s * (1 - da) + d * (1 - sa) }),  // R = S*(1 - Da) + D*(1 - Sa)
    ]
    for (line, mode, formula) in rows {
      let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
      let context = makeContext(width: 4, height: 4)
      let (d, da) = destination
      context.setFillColor(CGColor(red: d[0], green: d[1], blue: d[2], alpha: da))
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      context.setBlendMode(mode)
      let (s, sa) = source
      context.setFillColor(CGColor(red: s[0], green: s[1], blue: s[2], alpha: sa))
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
      let image = try #require(context.makeImage(), sourceLocation: location)
      let pixel = try #require(image.pixel(x: 1, y: 1), sourceLocation: location)
      let alpha = formula(sa, sa, da, da)
      let color = (0..<3).map { formula(s[$0] * sa, sa, d[$0] * da, da) / alpha }
      let expected = (color + [alpha]).map { UInt8(($0 * 255).rounded()) }
      // Un-premultiplied from 8 bits at about half alpha: a step of rounding becomes two.
      #expect(
        near(pixel.r, expected[0], 3) && near(pixel.g, expected[1], 3) && near(pixel.b, expected[2], 3)
          && near(pixel.a, expected[3], 1),
        "\(mode): \(pixel), expected \(expected)", sourceLocation: location)
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

/// The PDF Reference's hard light of source `s` over destination `d`: multiply or screen by the
/// source, doubled.
private func hardLight(_ s: Double, d: Double) -> Double {
  s <= 0.5 ? d * 2 * s : d + (2 * s - 1) - d * (2 * s - 1)
}

/// The PDF Reference's soft light of source `s` over destination `d`.
private func softLight(_ s: Double, _ d: Double) -> Double {
  guard s > 0.5 else { return d - (1 - 2 * s) * d * (1 - d) }
  let lifted = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
  return d + (2 * s - 1) * (lifted - d)
}
