import Foundation
import Testing

@testable import SDLHost

@Suite struct TextureRegionTests {
  @Test func dirtyRectanglesBecomeWholePixelRegionsRoundedOutwards() {
    let regions = TextureRegion.regions(
      of: [CGRect(x: 10, y: 0, width: 740, height: 120), CGRect(x: 2.5, y: 300.25, width: 10, height: 0.5)],
      width: 750, height: 1334)
    #expect(
      regions == [
        TextureRegion(x: 10, y: 0, width: 740, height: 120),
        TextureRegion(x: 2, y: 300, width: 11, height: 1),
      ])
  }

  @Test func regionsAreClippedToTheTextureAndEmptyOnesDropped() {
    let regions = TextureRegion.regions(
      of: [
        CGRect(x: -5, y: 1300, width: 800, height: 100),  // past three sides
        CGRect(x: 800, y: 0, width: 10, height: 10),  // wholly outside
        CGRect(x: 5, y: 5, width: 0, height: 10),  // empty
      ], width: 750, height: 1334)
    #expect(regions == [TextureRegion(x: 0, y: 1300, width: 750, height: 34)])
  }

  @Test func theUploadStartsAtTheRegionsFirstPixel() {
    // A 1179-pixel-wide ARGB32 bitmap: Cairo's stride is 4716 bytes.
    let region = TextureRegion(x: 3, y: 2, width: 10, height: 10)
    #expect(region.byteOffset(bytesPerRow: 4716) == 2 * 4716 + 3 * 4)
  }
}
