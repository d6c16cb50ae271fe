/// Cairo's pixels have premultiplied alpha, SDL's alpha blending expects straight alpha (its
/// software renderer has no premultiplied blend mode), so a translucent texture is converted before
/// it is uploaded. Only the frame-time overlay needs it: the frame itself is copied, not blended.
enum StraightAlpha {
  /// Converts `height` rows of `width` premultiplied ARGB32 words, `bytesPerRow` apart, into
  /// `pixels`, packed row after row (resized to fit).
  static func convert(
    _ source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, into pixels: inout [UInt32]
  ) {
    pixels.removeAll(keepingCapacity: true)
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
      let words = (source + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for column in 0..<width { pixels.append(unpremultiplied(words[column])) }
    }
  }

  /// One ARGB32 word with its colour divided by its alpha, rounded to nearest.
  static func unpremultiplied(_ word: UInt32) -> UInt32 {
    let alpha = word >> 24
    guard alpha != 0, alpha != 255 else { return alpha == 0 ? 0 : word }
    func channel(_ shift: UInt32) -> UInt32 {
      (min(((word >> shift) & 0xFF) * 255 + alpha / 2, alpha * 255) / alpha) << shift
    }
    return alpha << 24 | channel(16) | channel(8) | channel(0)
  }
}
