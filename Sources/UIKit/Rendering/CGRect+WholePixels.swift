import Foundation

extension CGRect {
  /// The whole device pixels inside the rectangle (in device pixels): its edges rounded in. Its
  /// width or height is zero when no whole pixel fits (not negative, which Foundation's rectangle
  /// operations would turn round into a pixel outside it).
  var wholePixelsInside: CGRect {
    let left = minX.rounded(.up)
    let top = minY.rounded(.up)
    return CGRect(
      x: left, y: top, width: max(0, maxX.rounded(.down) - left), height: max(0, maxY.rounded(.down) - top))
  }
}
