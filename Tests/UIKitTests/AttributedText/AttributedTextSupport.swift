import CoreGraphics
@_spi(Hail) import UIKit

/// Draws `label` alone into an image at 2x: the scale the callers' pixel counts assume, set here
/// rather than read from the main screen, whose scale is the last headless window's
/// (`HeadlessWindow` configures it; a test at 1x just before made this one draw at 1x).
@MainActor
func renderAlone(_ label: UILabel) -> CGImage? {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 2
  return UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in
    label.draw(label.bounds)
  }.cgImage
}

extension CGImage {
  /// The smallest pixel rectangle holding every pixel of `columns` (all by default) that passes
  /// `test` (nil if none does).
  func box(columns: Range<Int>? = nil, where test: (Pixel) -> Bool) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  )? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<height {
      for x in (columns ?? 0..<width).clamped(to: 0..<width) {
        guard let pixel = pixel(x: x, y: y), test(pixel) else { continue }
        box = (
          min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y)
        )
      }
    }
    return box
  }
}

extension CGImage.Pixel {
  /// Mostly red, green or blue ink (anti-aliased edges included, where the channel leads).
  var isReddish: Bool { a > 128 && r > 150 && g < 100 && b < 100 }
  var isGreenish: Bool { a > 128 && g > 150 && r < 100 && b < 100 }
  var isBluish: Bool { a > 128 && b > 150 && r < 100 && g < 100 }
}
