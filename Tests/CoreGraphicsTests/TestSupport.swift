@_spi(Hail) import CoreGraphics

/// A bitmap context for tests; the sizes used are always valid.
func makeContext(width: Int, height: Int, scale: CGFloat = 1) -> CGContext {
  CGContext(bitmapWidth: width, height: height, scale: scale)!
}

/// Whether two channel values differ by at most `tolerance`.
func near(_ a: UInt8, _ b: UInt8, _ tolerance: Int) -> Bool { abs(Int(a) - Int(b)) <= tolerance }

extension CGImage {
  /// The bounding box, in pixels, of pixels whose alpha is above `threshold`; nil if none is.
  func inkBounds(alphaAbove threshold: UInt8 = 0) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<height {
      for x in 0..<width where pixel(x: x, y: y)!.a > threshold {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
