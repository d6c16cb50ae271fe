import Foundation

/// A rectangle of whole pixels in a texture, as `SDL_Rect` holds it.
struct TextureRegion: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The renderer's dirty rectangles (pixels of its bitmap, which the texture mirrors) as regions of
  /// a `width` × `height` texture: rounded outwards, since a partly covered pixel changed too, and
  /// clipped, since SDL_UpdateTexture does not clip and would write past the texture; empty ones go.
  static func regions(of dirtyRects: [CGRect], width: Int, height: Int) -> [TextureRegion] {
    let texture = CGRect(x: 0, y: 0, width: width, height: height)
    return dirtyRects.compactMap { rect in
      let clipped = rect.standardized.integral.intersection(texture)
      guard !clipped.isNull, clipped.width >= 1, clipped.height >= 1 else { return nil }
      return TextureRegion(
        x: Int(clipped.minX), y: Int(clipped.minY), width: Int(clipped.width), height: Int(clipped.height))
    }
  }

  /// Where this region's first pixel is in a 4-byte-per-pixel bitmap with `bytesPerRow`: the pointer
  /// SDL_UpdateTexture reads from, the bitmap's row pitch taking it from one row to the next.
  func byteOffset(bytesPerRow: Int) -> Int {
    y * bytesPerRow + x * 4
  }
}
