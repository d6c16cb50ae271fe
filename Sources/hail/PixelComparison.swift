@_spi(Hail) import CoreGraphics

/// How closely two images agree, pixel by pixel, as they look on screen: colours are compared
/// premultiplied, i.e. composited over black, which is what a window (no alpha) shows of a
/// transparent pixel.
struct PixelComparison {
  /// The largest channel difference of any pixel, 0…255.
  let maximumDifference: Int
  /// Pixels whose every channel differs by at most the tolerance.
  let matchingPixels: Int
  let totalPixels: Int

  var matchingFraction: Double { totalPixels == 0 ? 1 : Double(matchingPixels) / Double(totalPixels) }

  /// Nil when the sizes differ.
  init?(_ a: CGImage, _ b: CGImage, tolerance: Int) {
    guard a.width == b.width, a.height == b.height else { return nil }
    var maximum = 0
    var matching = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let difference = Self.difference(a.pixel(x: x, y: y), b.pixel(x: x, y: y))
        maximum = max(maximum, difference)
        if difference <= tolerance { matching += 1 }
      }
    }
    maximumDifference = maximum
    matchingPixels = matching
    totalPixels = a.width * a.height
  }

  private static func difference(_ p: CGImage.Pixel?, _ q: CGImage.Pixel?) -> Int {
    guard let p, let q else { return 255 }
    func shown(_ channel: UInt8, _ alpha: UInt8) -> Int { (Int(channel) * Int(alpha) + 127) / 255 }
    return max(
      abs(shown(p.r, p.a) - shown(q.r, q.a)), abs(shown(p.g, p.a) - shown(q.g, q.a)),
      abs(shown(p.b, p.a) - shown(q.b, q.a)))
  }
}
