import Testing

@testable import SDLHost

@Suite struct StraightAlphaTests {
  @Test func opaqueAndClearPixelsAreUnchanged() {
    #expect(StraightAlpha.unpremultiplied(0xFF12_3456) == 0xFF12_3456)
    #expect(StraightAlpha.unpremultiplied(0) == 0)
  }

  @Test func translucentColoursAreDividedByAlpha() {
    // 70 % black stays black; at alpha 128, a premultiplied 128 is white and 32 is 63.75, so 64.
    #expect(StraightAlpha.unpremultiplied(0xB300_0000) == 0xB300_0000)
    #expect(StraightAlpha.unpremultiplied(0x8080_8080) == 0x80FF_FFFF)
    #expect(StraightAlpha.unpremultiplied(0x8020_2020) == 0x8040_4040)
  }

  @Test func aColourAboveItsAlphaIsClampedToWhite() {
    #expect(StraightAlpha.unpremultiplied(0x10FF_0000) == 0x10FF_0000)
  }

  @Test func rowsArePackedWithoutTheBitmapsPadding() {
    // Two rows of one pixel, 8 bytes apart.
    let source: [UInt32] = [0xFF00_00FF, 0xDEAD_BEEF, 0x8080_0000, 0xDEAD_BEEF]
    var pixels: [UInt32] = [1, 2, 3]
    source.withUnsafeBytes { bytes in
      StraightAlpha.convert(bytes.baseAddress!, width: 1, height: 2, bytesPerRow: 8, into: &pixels)
    }
    #expect(pixels == [0xFF00_00FF, 0x80FF_0000])
  }
}
